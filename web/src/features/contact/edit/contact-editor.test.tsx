import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NotificationsProvider } from '../../../components/notifications/notifications';
import { ContactForm_UpdateDocument } from '../../../generated/graphql';
import { createCache } from '../../../lib/apollo';
import { CurrentUserProvider } from '../../../lib/current-user';
import { makeUser, meMock } from '../../../test/render';
import { contactDetail, contactFormLookupsMock } from '../contact-detail-fixtures';
import { ContactEditor } from './contact-editor';

function renderEditor(mocks: object[], user = makeUser('USER')) {
  const person = contactDetail();
  const router = createMemoryRouter(
    [
      {
        path: '/contacts/:id',
        element: (
          <ContactEditor person={person}>
            <p>Read-only view</p>
          </ContactEditor>
        ),
      },
    ],
    { initialEntries: ['/contacts/5'] },
  );
  return render(
    <MockedProvider mocks={[meMock(user), contactFormLookupsMock, ...(mocks as never[])]} cache={createCache()}>
      <NotificationsProvider>
        <CurrentUserProvider>
          <RouterProvider router={router} />
        </CurrentUserProvider>
      </NotificationsProvider>
    </MockedProvider>,
  );
}

const updateMock = (changes: object, result: object) => ({
  request: { query: ContactForm_UpdateDocument, variables: { input: { id: '5', changes } } },
  result: { data: { updatePerson: { __typename: 'PersonPayload', ...result } } },
});

describe('ContactEditor', () => {
  it('shows the server messages per field and the Conflicting Email Address dialog, sending only the changed field', async () => {
    const user = userEvent.setup();
    const errors = [
      {
        __typename: 'UserError',
        field: 'emails',
        message: 'This work email address is already being used by: Bob Jones',
      },
    ];
    renderEditor([
      updateMock(
        { emails: [{ email: 'bob@zeta.test', label: 'Work' }] },
        {
          person: null,
          conflictingPerson: { __typename: 'Person', id: '9', fullName: 'Bob Jones' },
          userErrors: errors,
        },
      ),
    ]);
    expect(await screen.findByText('Read-only view')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const email = await screen.findByRole('textbox', { name: /^Work Email/ });
    await user.clear(email);
    await user.type(email, 'BOB@zeta.test');
    expect(email).toHaveValue('bob@zeta.test');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Conflicting Email Address' });
    expect(within(dialog).getByText('This work email address is already being used by: Bob Jones')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'View Contact' })).toBeInTheDocument();
    expect(screen.getAllByText("Couldn't update a user").length).toBeGreaterThan(0);
  });

  it('shows the server message for tags under the tags field, with the typed tag lowercased', async () => {
    const user = userEvent.setup();
    const message = 'Ensure each tag has no more than 100 characters.';
    renderEditor([
      updateMock(
        { tags: ['bridging', 'london'] },
        { person: null, conflictingPerson: null, userErrors: [{ __typename: 'UserError', field: 'tags', message }] },
      ),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.type(await screen.findByRole('combobox', { name: 'Tags' }), ' London {Enter}');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Tags' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('blocks Save with an error dialog while a field is invalid, with the same rules as the server', async () => {
    const user = userEvent.setup();
    renderEditor([]);
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const email = await screen.findByRole('textbox', { name: /^Work Email/ });
    await user.clear(email);
    await user.type(email, 'not-an-email');
    await user.clear(screen.getByRole('textbox', { name: /^Company/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('dialog', { name: 'Please correct the errors' })).toBeInTheDocument();
    expect(screen.getByText('Email address is not valid')).toBeInTheDocument();
    expect(screen.getByText('This field is required.')).toBeInTheDocument();
  });

  it('offers Admin as a user type to admins only', async () => {
    const user = userEvent.setup();
    renderEditor([]);
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.click(await screen.findByRole('combobox', { name: /User Type/ }));
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['User', 'Client', 'Guest']);
  });
});
