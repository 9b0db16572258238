import { describe, expect, it, vi } from 'vitest';
import type { ApolloClient } from '@apollo/client';
import { pagePreloader } from './page-preload';
import { prefetchOnEntry, type FeatureRoute } from './route-facts';

describe('pagePreloader', () => {
  it("starts the matching route's code, ignoring the query, and nothing for an unknown path", () => {
    const board = vi.fn(async () => ({ element: null }));
    const project = vi.fn(async () => ({ element: null }));
    const routes: FeatureRoute[] = [
      { path: 'projects/:id', handle: { access: 'staff' }, lazy: project },
      { path: 'projects/:id/tasks', handle: { access: 'signed-in' }, lazy: board },
    ];
    const preload = pagePreloader(routes);
    preload('/projects/7/tasks?back=/x');
    expect(board).toHaveBeenCalledTimes(1);
    expect(project).not.toHaveBeenCalled();
    preload('/nowhere');
    expect(board).toHaveBeenCalledTimes(1);
    expect(project).not.toHaveBeenCalled();
  });

  it('swallows a failed load: the navigation itself reports it', async () => {
    const failing = vi.fn(() => Promise.reject(new Error('chunk gone')));
    pagePreloader([{ path: 'a', handle: { access: 'staff' }, lazy: failing }])('/a');
    await Promise.resolve();
    expect(failing).toHaveBeenCalled();
  });

  it("with `data`, starts the page's data with the app's client once its code is there; without, only the code", async () => {
    const start = vi.fn(() => undefined);
    const client = {} as ApolloClient;
    const board = vi.fn(async () => ({ element: null, ...prefetchOnEntry(start) }));
    const preload = pagePreloader(
      [{ path: 'projects/:id/tasks', handle: { access: 'signed-in' }, lazy: board }],
      client,
    );
    preload('/projects/7/tasks');
    await vi.waitFor(() => expect(board).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(start).not.toHaveBeenCalled();
    preload('/projects/7/tasks?back=/x', { data: true });
    await vi.waitFor(() => expect(start).toHaveBeenCalledTimes(1));
    const [withClient, url] = start.mock.calls[0] as unknown as [ApolloClient, URL];
    expect(withClient).toBe(client);
    expect(url.pathname).toBe('/projects/7/tasks');
  });
});
