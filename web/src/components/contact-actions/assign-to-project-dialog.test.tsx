import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NotificationsProvider } from '../notifications/notifications';
import {
  AssignToProjectDialog_AssignDocument,
  AssignToProjectDialog_PeopleDocument,
  AssignToProjectDialog_ProjectsDocument,
  type InviteStatus,
} from '../../generated/graphql';
import { createCache } from '../../lib/apollo';
import { ASSIGN_FAILED, ASSIGNED, AssignToProjectDialog, NOT_INVITED } from './assign-to-project-dialog';
import { inviteCheckOf } from './invite-check';

const projectsMock = {
  request: { query: AssignToProjectDialog_ProjectsDocument },
  result: {
    data: {
      assignableProjects: [
        { __typename: 'BoardProjectOption' as const, id: '7', name: 'Canary Wharf Refinance' },
        { __typename: 'BoardProjectOption' as const, id: '8', name: 'Leeds Dock' },
      ],
    },
  },
};
const peopleMock = (fourth: InviteStatus) => ({
  request: { query: AssignToProjectDialog_PeopleDocument, variables: { ids: ['3', '4'], first: 2 } },
  result: {
    data: {
      people: {
        __typename: 'PersonConnection' as const,
        nodes: [
          { __typename: 'Person' as const, id: '3', inviteStatus: 'ACCEPTED' as const },
          { __typename: 'Person' as const, id: '4', inviteStatus: fourth },
        ],
      },
    },
  },
});
const assignMock = (userErrors: { field: string; message: string }[]) => ({
  request: {
    query: AssignToProjectDialog_AssignDocument,
    variables: { input: { projectId: '8', personIds: ['3', '4'] } },
  },
  result: {
    data: {
      assignToProject: {
        __typename: 'ProjectPayload' as const,
        project: userErrors.length ? null : { __typename: 'Project' as const, id: '8', members: [] },
        userErrors: userErrors.map((error) => ({ __typename: 'UserError' as const, ...error })),
      },
    },
  },
});

function renderDialog(mocks: MockLink.MockedResponse[], fourth: InviteStatus = 'ACCEPTED') {
  const onAssigned = vi.fn();
  render(
    <MockedProvider mocks={[projectsMock, peopleMock(fourth), ...mocks]} cache={createCache()}>
      <NotificationsProvider>
        <AssignToProjectDialog personIds={['3', '4']} onClose={() => {}} onAssigned={onAssigned} />
      </NotificationsProvider>
    </MockedProvider>,
  );
  return onAssigned;
}

async function pickLeedsDock() {
  await userEvent.click(await screen.findByRole('combobox', { name: 'Project' }));
  await userEvent.click(await screen.findByRole('option', { name: 'Leeds Dock' }));
}

describe("the 'Select a Project' dialog", () => {
  it("keeps Assign disabled until a project is chosen, then assigns and says 'Assigned contacts'", async () => {
    const onAssigned = renderDialog([assignMock([])]);
    expect(screen.getByRole('heading', { name: 'Select a Project' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Assign' })).toBeDisabled();
    await pickLeedsDock();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Assign' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText(ASSIGNED)).toBeInTheDocument();
    expect(onAssigned).toHaveBeenCalled();
  });

  it("says 'Failed to assign contacts' and stays open when the api refuses", async () => {
    const onAssigned = renderDialog([assignMock([{ field: 'personIds', message: 'Only contacts who accepted' }])]);
    await pickLeedsDock();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Assign' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Assign' }));
    // "message + status": the api's 400.
    expect(await screen.findByText(`${ASSIGN_FAILED} 400`)).toBeInTheDocument();
    expect(onAssigned).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Select a Project' })).toBeInTheDocument();
  });

  it('keeps Assign disabled with the popover when a contact has not accepted the invite', async () => {
    renderDialog([], 'NOT_SENT');
    await pickLeedsDock();
    const assign = screen.getByRole('button', { name: 'Assign' });
    expect(assign).toBeDisabled();
    await userEvent.hover(assign.parentElement!);
    await waitFor(() => expect(screen.getByText(NOT_INVITED)).toBeInTheDocument());
  });
});

describe('the invite check', () => {
  const people = [
    { id: '3', inviteStatus: 'ACCEPTED' as const },
    { id: '5', inviteStatus: 'NOT_SENT' as const },
  ];
  it('is unknown until the statuses come, then needs every chosen contact Accepted', () => {
    expect(inviteCheckOf(['3'], undefined)).toBe('unknown');
    expect(inviteCheckOf(['3'], people)).toBe('invited');
    expect(inviteCheckOf(['3', '5'], people)).toBe('notInvited');
  });
  it('counts a contact the api did not return as not invited', () => {
    expect(inviteCheckOf(['3', '9'], people)).toBe('notInvited');
  });
});
