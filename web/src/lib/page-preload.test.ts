import { describe, expect, it, vi } from 'vitest';
import { pagePreloader } from './page-preload';
import type { FeatureRoute } from './route-facts';

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
});
