import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LoginPage_SignInDocument } from '../../generated/graphql';
import { makeUser, renderApp } from '../../test/render';

const failedSignIn = {
  request: { query: LoginPage_SignInDocument, variables: { input: { email: 'ada@example.com', password: 'wrong' } } },
  result: {
    data: {
      signIn: {
        __typename: 'SignInPayload' as const,
        user: null,
        userErrors: [
          {
            __typename: 'UserError' as const,
            field: null,
            message: 'Login failed. Please, check your email and password.',
          },
        ],
      },
    },
  },
};

describe('Login', () => {
  it('shows the login failed message for a wrong email or password', async () => {
    const user = userEvent.setup();
    renderApp({ path: '/login', mocks: [failedSignIn] });
    await user.type(await screen.findByLabelText(/Email/), 'Ada@Example.com');
    await user.type(screen.getByLabelText(/Password/), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Login failed. Please, check your email and password.');
    // Once, inline: not repeated as a notification.
    expect(screen.getAllByText('Login failed. Please, check your email and password.')).toHaveLength(1);
  });

  it('needs both email and password before it can submit, and lowercases the email as typed', async () => {
    const user = userEvent.setup();
    renderApp({ path: '/login' });
    const button = await screen.findByRole('button', { name: 'Log In' });
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText(/Email/), 'ADA@EXAMPLE.COM');
    expect(screen.getByLabelText(/Email/)).toHaveValue('ada@example.com');
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText(/Password/), 'secret');
    expect(button).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/password-reset');
  });

  it('sends a signed-in user home', async () => {
    const { router } = renderApp({ path: '/login', user: makeUser('GUEST') });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
