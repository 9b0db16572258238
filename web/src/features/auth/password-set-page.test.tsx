import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PasswordSetPage_ResetDocument } from '../../generated/graphql';
import { renderApp } from '../../test/render';

const deadLink = {
  request: {
    query: PasswordSetPage_ResetDocument,
    variables: { input: { person: '12', token: 'old-token', password: 'Secret123!' } },
  },
  result: {
    data: {
      resetPassword: {
        __typename: 'ResetPasswordPayload' as const,
        success: false,
        userErrors: [{ __typename: 'UserError' as const, field: 'token', message: 'Invalid or expired link.' }],
      },
    },
  },
};

describe('Password create or reset', () => {
  it("says 'Passwords do not match' when the confirmation differs", async () => {
    const user = userEvent.setup();
    renderApp({ path: '/reset/12/old-token' });
    expect(await screen.findByRole('heading', { name: 'Password Reset' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Password'), 'Secret123!');
    await user.type(screen.getByLabelText('Confirm password'), 'Secret124!');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
  });

  it("says 'Password can't be empty' when nothing is typed", async () => {
    const user = userEvent.setup();
    renderApp({ path: '/invite/12/old-token' });
    expect(await screen.findByRole('heading', { name: 'Create a password' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create password' }));
    expect(await screen.findByText("Password can't be empty")).toBeInTheDocument();
  });

  it('shows the dead-link view with a way to the main page', async () => {
    const user = userEvent.setup();
    renderApp({ path: '/reset/12/old-token', mocks: [deadLink] });
    await user.type(await screen.findByLabelText('Password'), 'Secret123!');
    await user.type(screen.getByLabelText('Confirm password'), 'Secret123!');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Error occured')).toBeInTheDocument();
    expect(screen.getByText('The link might be dead or inactive.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to main page' })).toHaveAttribute('href', '/');
  });
});
