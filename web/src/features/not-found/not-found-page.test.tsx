import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, renderApp } from '../../test/render';

const NOT_FOUND_TEXT =
  "Sorry, something went wrong. The page you're looking for can't be found. Please double check the URL and try again.";

describe('Not-found', () => {
  it('explains the page cannot be found and returns a signed-out visitor to login', async () => {
    renderApp({ path: '/no-such-page' });
    expect(await screen.findByRole('heading', { level: 1, name: NOT_FOUND_TEXT })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Return home' }));
    expect(await screen.findByRole('heading', { name: 'Log In' })).toBeInTheDocument();
  });

  it('returns a signed-in user home', async () => {
    renderApp({ path: '/not-found', user: makeUser('GUEST') });
    await userEvent.click(await screen.findByRole('button', { name: 'Return home' }));
    expect(await screen.findByText('My Dashboard')).toBeInTheDocument();
  });
});
