import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { NotificationsProvider } from '../../../components/notifications/notifications';
import { makeUser, meMock } from '../../../test/render';
import { CurrentUserProvider } from '../../../lib/current-user';
import { ListActions_InviteDocument, type ProfileType } from '../../../generated/graphql';
import { NOT_INVITED } from '../../../components/contact-actions/assign-to-project-dialog';
import { ContactsListActions, ADMINS_SELECTED } from './contacts-list-actions';
import { failedLinesCsv, importMessage } from '../../../lib/csv-files';

// The contacts list's actions: which each role is offered and when, Invite, and the Import CSV result. Edit multiple,
// the page they open, is in edit-multiple.test.tsx.

function renderActions(
  profileType: ProfileType,
  selected: { id: string; profileType: string; inviteStatus?: string }[],
  mocks: MockLink.MockedResponse[] = [],
  onDone = () => {},
) {
  return render(
    <MockedProvider mocks={[meMock(makeUser(profileType)), ...mocks]}>
      <CurrentUserProvider>
        <MemoryRouter>
          <NotificationsProvider>
            <ContactsListActions
              selected={selected.map((row) => ({ inviteStatus: 'ACCEPTED', ...row }))}
              onDone={onDone}
              printPath="/print/contacts"
            />
          </NotificationsProvider>
        </MemoryRouter>
      </CurrentUserProvider>
    </MockedProvider>,
  );
}

const inviteMock = (id: string, userErrors: { field: string | null; message: string }[] = []) => ({
  request: { query: ListActions_InviteDocument, variables: { id } },
  result: {
    data: {
      invitePerson: {
        __typename: 'PersonPayload',
        person: userErrors.length ? null : { __typename: 'Person', id, inviteStatus: 'PENDING' },
        userErrors: userErrors.map((error) => ({ __typename: 'UserError', ...error })),
      },
    },
  },
});

describe('ContactsListActions', () => {
  it('offers Add Contact, a link to /contacts/new, to admins and users', async () => {
    renderActions('USER', []);
    expect(await screen.findByRole('link', { name: 'Add Contact' })).toHaveAttribute('href', '/contacts/new');
  });

  it('Invite asks for a selection first', async () => {
    renderActions('ADMIN', []);
    expect(await screen.findByRole('button', { name: 'Invite' })).toBeDisabled();
  });

  it("Invite sends each selected contact an invite: 'Invite sent'", async () => {
    const onDone = vi.fn();
    renderActions(
      'USER',
      [
        { id: '1', profileType: 'USER', inviteStatus: 'NOT_SENT' },
        { id: '2', profileType: 'USER', inviteStatus: 'NOT_SENT' },
      ],
      // The list's queries are fetched again after the invites (the invite status column).
      [inviteMock('1'), inviteMock('2'), meMock(makeUser('USER'))],
      onDone,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Invite' }));
    expect(await screen.findByText('Invite sent')).toBeInTheDocument();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
  });

  it('Invite shows the reason when a contact cannot be invited', async () => {
    const onDone = vi.fn();
    const accepted = 'This contact has already accepted an invite.';
    renderActions(
      'USER',
      [{ id: '3', profileType: 'USER' }],
      [inviteMock('3', [{ field: 'inviteStatus', message: accepted }]), meMock(makeUser('USER'))],
      onDone,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Invite' }));
    expect(await screen.findByText(accepted)).toBeInTheDocument();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
  });

  it('offers Delete to admins only, and Edit multiple only once contacts are selected', async () => {
    renderActions('ADMIN', []);
    expect(await screen.findByRole('button', { name: 'Delete' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Edit multiple' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Import CSV' })).toBeEnabled();
  });

  it('a user with Admins selected gets the popover and a disabled Edit multiple, and no Delete', async () => {
    renderActions('USER', [
      { id: '1', profileType: 'ADMIN' },
      { id: '2', profileType: 'USER' },
    ]);
    const edit = await screen.findByRole('button', { name: 'Edit multiple' });
    expect(edit).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    await userEvent.hover(edit.parentElement!);
    expect(await screen.findByText(ADMINS_SELECTED)).toBeInTheDocument();
  });

  it('disables Assign to Project with the popover when a selected contact has not accepted the invite', async () => {
    renderActions('ADMIN', [
      { id: '1', profileType: 'USER', inviteStatus: 'ACCEPTED' },
      { id: '2', profileType: 'CLIENT', inviteStatus: 'PENDING' },
    ]);
    const assign = await screen.findByRole('button', { name: 'Assign to Project' });
    expect(assign).toBeDisabled();
    await userEvent.hover(assign.parentElement!);
    expect(await screen.findByText(NOT_INVITED)).toBeInTheDocument();
  });

  it('enables Assign to Project when every selected contact accepted the invite', async () => {
    renderActions('USER', [{ id: '1', profileType: 'CLIENT', inviteStatus: 'ACCEPTED' }]);
    expect(await screen.findByRole('button', { name: 'Assign to Project' })).toBeEnabled();
  });

  it('shows nothing to clients and guests', async () => {
    const { container } = renderActions('CLIENT', []);
    await waitFor(() => expect(container.querySelector('button')).toBeNull());
  });
});

describe('import result', () => {
  it("reads 'Created: n | Duplicated: n | Failed: n' and the failed lines download as CSV", () => {
    const result = {
      created: [{ id: 1, full_name: 'A B' }],
      duplicate: 2,
      failed_lines: [{ line: 4, reason: 'emails: Email address is not valid, twice' }],
    };
    expect(importMessage(result)).toBe('Created: 1 | Duplicated: 2 | Failed: 1');
    expect(failedLinesCsv(result)).toBe('line,reason\n4,"emails: Email address is not valid, twice"\n');
  });

  it('writes a reason a spreadsheet would run as a formula as text', () => {
    const hostile = {
      created: [],
      duplicate: 0,
      failed_lines: [{ line: 2, reason: '=HYPERLINK("http://evil.test","x")' }],
    };
    expect(failedLinesCsv(hostile)).toBe('line,reason\n2,"\'=HYPERLINK(""http://evil.test"",""x"")"\n');
  });
});
