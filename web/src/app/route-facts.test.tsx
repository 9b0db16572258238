import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, renderApp } from '../test/render';
import { featureRoutes } from './feature-routes';

// The facts each feature declares beside its routes (features/*/routes.tsx) drive the shell.
describe('Route facts', () => {
  it('are declared by every feature route: who may open it, and a lazy page or an element', () => {
    expect(featureRoutes.length).toBeGreaterThan(20);
    for (const route of featureRoutes) {
      expect(route.handle.access, route.path).toMatch(/^(signed-out|signed-in|deal|staff|admin|public|any)$/);
      expect(Boolean(route.lazy) !== Boolean(route.element), route.path).toBe(true);
    }
  });

  it('title the browser tab, name the section on paper and select its tab', async () => {
    renderApp({ path: '/search', user: makeUser('USER') });
    expect(await screen.findByRole('heading', { name: 'Search' })).toBeInTheDocument();
    expect(document.title).toBe('Search | Keystone CRM');
    expect(screen.getByTestId('print-header')).toHaveTextContent('Keystone CRM: Search');
    const tabs = screen.getByRole('tablist', { name: 'Main sections' });
    expect(within(tabs).getByRole('tab', { selected: true })).toHaveTextContent('Search');
    expect(screen.queryByRole('textbox', { name: 'Page Search' })).not.toBeInTheDocument();
  });

  it('show the Page Search box on the contacts list, not on the contact form', async () => {
    const { router } = renderApp({ path: '/contacts', user: makeUser('USER') });
    // The list's page is the largest lazy module: its first import in a worker took over 5 s on a loaded CI machine.
    expect(await screen.findByRole('textbox', { name: 'Page Search' }, { timeout: 15_000 })).toBeInTheDocument();
    await router.navigate('/contacts/new');
    expect(await screen.findByRole('heading', { name: 'New Contact' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Page Search' })).not.toBeInTheDocument();
    const tabs = screen.getByRole('tablist', { name: 'Main sections' });
    expect(within(tabs).getByRole('tab', { selected: true })).toHaveTextContent('Contacts');
  });

  it('name an unknown page Not Found on paper, inside the shell when signed in', async () => {
    renderApp({ path: '/no-such-page', user: makeUser('USER') });
    expect(await screen.findByText(/The page you're looking for can't be found/)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Page not found | Keystone CRM'));
    expect(screen.getByTestId('print-header')).toHaveTextContent('Keystone CRM: Not Found');
  });
});
