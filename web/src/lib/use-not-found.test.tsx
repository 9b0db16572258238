import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render';
import { useNotFound } from './use-not-found';

function Page({ missing, fallback }: { missing: boolean; fallback?: '/not-found' | '/' }) {
  useNotFound(missing, 'Project not found', fallback);
  return <p>the page</p>;
}

const routesFor = (missing: boolean, fallback?: '/not-found' | '/') => [
  { path: '/projects/7', element: <Page missing={missing} fallback={fallback} /> },
  { path: '/not-found', element: <p>not-found route</p> },
  { path: '/', element: <p>home</p> },
];

describe('useNotFound', () => {
  it("says the caller's message with 404 and replaces the page with the not-found route", async () => {
    const { router } = renderApp({ path: '/projects/7', routes: routesFor(true) });
    expect(await screen.findByText('not-found route')).toBeInTheDocument();
    expect(screen.getByText('Project not found 404')).toBeInTheDocument();
    // Replaced, not pushed: Back does not return to the page that did not load.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('goes home when the caller asks for it (the client dashboard)', async () => {
    renderApp({ path: '/projects/7', routes: routesFor(true, '/') });
    expect(await screen.findByText('home')).toBeInTheDocument();
    expect(screen.getByText('Project not found 404')).toBeInTheDocument();
  });

  it('leaves a page that loaded alone', async () => {
    const { router } = renderApp({ path: '/projects/7', routes: routesFor(false) });
    expect(await screen.findByText('the page')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/projects/7'));
    expect(screen.queryByText('Project not found 404')).not.toBeInTheDocument();
  });
});
