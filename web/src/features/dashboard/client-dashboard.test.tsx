import { ApolloLink } from '@apollo/client';
import { screen, waitFor, within } from '@testing-library/react';
import { Observable, type Subscriber } from 'rxjs';
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

  it('shows the board as it is after two changes close together: a task created then deleted at once goes again', async () => {
    const user = makeUser('CLIENT');
    // The server: the board as it is when a read arrives, answered 300 ms later (a read started before the delete
    // answers the board with the task).
    const withClosing = (sequence: number, titles: string[]) => ({
      ...board.board!,
      sequence,
      columns: [
        {
          __typename: 'BoardColumn' as const,
          id: '31',
          name: 'Closing Process',
          hidden: false,
          total: titles.length,
          approved: 0,
          tasks: titles.map((title, index) => ({
            __typename: 'Task' as const,
            id: `9${index}`,
            title,
            state: 'TO_DO' as const,
            dueDate: null,
            projectId: '1',
            projectName: 'Harbour Point',
          })),
        },
      ],
    });
    let held = withClosing(4, []);
    let events: Subscriber<ApolloLink.Result> | undefined;
    const link = new ApolloLink((operation) => {
      switch (operation.operationName) {
        case 'CurrentUser_Me':
          return new Observable((subscriber) => {
            subscriber.next({ data: { me: user } });
            subscriber.complete();
          });
        case 'ClientDashboard_Projects':
          return new Observable((subscriber) => {
            subscriber.next({
              data: { boardProjects: [{ __typename: 'BoardProject', id: '1', name: 'Harbour Point' }], myTasks: [] },
            });
            subscriber.complete();
          });
        case 'ClientDashboard_Board':
          return new Observable((subscriber) => {
            const answer = { data: { board: held } };
            const timer = setTimeout(() => {
              subscriber.next(answer);
              subscriber.complete();
            }, 300);
            return () => clearTimeout(timer);
          });
        default:
          return new Observable((subscriber) => {
            events = subscriber;
          });
      }
    });
    renderApp({ path: '/', user, link });
    const closing = await screen.findByRole('region', { name: 'Closing Process Tasks' });
    expect(await within(closing).findByText('No tasks found', {}, { timeout: 10_000 })).toBeInTheDocument();
    await waitFor(() => expect(events).toBeDefined());
    const push = (kind: string, sequence: number) =>
      events!.next({ data: { boardChanged: { __typename: 'BoardEvent', kind, sequence } } });

    held = withClosing(5, ['Sign the facility letter']);
    push('TASK_CREATED', 5);
    await new Promise((resolve) => setTimeout(resolve, 50));
    held = withClosing(6, []);
    push('TASK_DELETED', 6);
    // The first read (sequence 5) shows the task; the board is then read again, to sequence 6.
    expect(await within(closing).findByText('Sign the facility letter', {}, { timeout: 5_000 })).toBeInTheDocument();
    await waitFor(() => expect(within(closing).queryByText('Sign the facility letter')).not.toBeInTheDocument(), {
      timeout: 5_000,
    });
    expect(within(closing).getByText('No tasks found')).toBeInTheDocument();
  });
});
