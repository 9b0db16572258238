import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  ClientDashboard_BoardChangedDocument,
  ClientDashboard_BoardDocument,
  ClientDashboard_ProjectsDocument,
  type ClientDashboard_BoardQuery,
} from '../../generated/graphql';
import { makeUser, renderApp } from '../../test/render';

const projects = (names: string[]) => ({
  request: { query: ClientDashboard_ProjectsDocument },
  result: {
    data: {
      boardProjects: names.map((name, index) => ({ __typename: 'BoardProject' as const, id: `${index + 1}`, name })),
      myTasks: [],
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

// The live subscription: open, and nothing happens on the board meanwhile.
const quietBoard = {
  request: { query: ClientDashboard_BoardChangedDocument, variables: { projectId: '1' } },
  result: { data: { boardChanged: { __typename: 'BoardEvent' as const, kind: 'BOARD', sequence: 4 } } },
  delay: 60_000,
  maxUsageCount: Number.POSITIVE_INFINITY,
};

const board: ClientDashboard_BoardQuery = {
  board: {
    __typename: 'Board',
    id: '1',
    sequence: 4,
    project: {
      __typename: 'BoardProject',
      id: '1',
      name: 'Harbour Point',
      members: [{ __typename: 'ProjectMember', id: '11', personId: '7', fullName: 'Ada Lovelace', state: 'CLIENT' }],
    },
    columns: [],
  },
};

describe("the client's dashboard", () => {
  it('names the one project there is (no switcher), and shows its cards loading, not empty, until the board comes', async () => {
    renderApp({
      path: '/',
      user: makeUser('CLIENT'),
      mocks: [
        projects(['Harbour Point']),
        {
          request: { query: ClientDashboard_BoardDocument, variables: { projectId: '1' } },
          result: { data: board },
          delay: 400,
        },
      ],
    });
    expect(await screen.findByText('Harbour Point')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Project' })).not.toBeInTheDocument();
    const team = screen.getByRole('region', { name: 'Project Team' });
    const closing = screen.getByRole('region', { name: 'Closing Process Tasks' });
    // While the board loads: no 'No team members', no 'No tasks found' for the Closing Process.
    expect(within(team).queryByText('No team members')).not.toBeInTheDocument();
    expect(within(closing).queryByText('No tasks found')).not.toBeInTheDocument();
    expect(await within(team).findByText('Ada Lovelace', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(within(closing).getByText('No tasks found')).toBeInTheDocument();
  });

  it('offers the switcher, naming the project shown, when there are several', async () => {
    renderApp({
      path: '/',
      user: makeUser('CLIENT'),
      mocks: [
        projects(['Harbour Point', 'Mill Lane']),
        quietBoard,
        { request: { query: ClientDashboard_BoardDocument, variables: { projectId: '1' } }, result: { data: board } },
      ],
    });
    expect(await screen.findByRole('combobox', { name: 'Project' })).toHaveTextContent('Harbour Point');
  });
});
