import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, renderApp } from '../test/render';

describe('Route guards', () => {
  it('sends a signed-out visitor to login, keeping the wanted path', async () => {
    const { router } = renderApp({ path: '/projects?status=1' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/projects?status=1');
  });

  it('sends clients and guests away from contacts', async () => {
    const { router } = renderApp({ path: '/contacts', user: makeUser('CLIENT') });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('keeps contact management and activity for admins', async () => {
    const { router } = renderApp({ path: '/activity', user: makeUser('USER') });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('redirects /people/... to /contacts/... with the query', async () => {
    const { router } = renderApp({ path: '/people/42?tab=notes', user: makeUser('GUEST') });
    // A guest is then sent home by the contacts guard; the redirect itself is what is checked first.
    await waitFor(() => expect(router.state.location.pathname).not.toMatch(/^\/people/));
  });

  it('opens Contact Activity for admins', async () => {
    renderApp({ path: '/activity', user: makeUser('ADMIN') });
    expect(await screen.findByRole('heading', { name: 'Contact Activity' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Filter Activity' })).toBeInTheDocument();
    expect(screen.queryByText('Coming soon')).not.toBeInTheDocument();
  });
});
