import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, renderApp } from '../../test/render';

describe('Not-found', () => {
  it('explains the page cannot be found and returns a signed-out visitor to login', async () => {
    renderApp({ path: '/no-such-page' });
    expect(await screen.findByText('Sorry, something went wrong.')).toBeInTheDocument();
    expect(
      screen.getByText("The page you're looking for can't be found. Please double check the URL and try again."),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return home' })).toHaveAttribute('href', '/login');
  });

  it('returns a signed-in user home', async () => {
    renderApp({ path: '/not-found', user: makeUser('GUEST') });
    expect(await screen.findByRole('link', { name: 'Return home' })).toHaveAttribute('href', '/');
  });
});
