import { lazy } from 'react';
import type { PageBehindRoute } from '../../lib/page-behind';
import { prefetchOnEntry, type FeatureRoute } from '../../lib/route-facts';

// The project task board (spec part 2 section 2), live through `boardChanged`.
export const routes: FeatureRoute[] = [
  {
    path: 'projects/:id/tasks',
    handle: { access: 'signed-in', title: 'Project Board', section: 'Projects' },
    lazy: async () => {
      const page = await import('./board-page');
      // The board's subscription starts with the navigation, not after the page's first render; the navigation does
      // not wait for it (the page draws its frame meanwhile).
      return { Component: page.BoardPage, ...prefetchOnEntry(page.startBoardOf) };
    },
  },
];

/** The board stays on screen, live, behind the task dialog opened from it (/task/{id}?back=/projects/{id}/tasks). */
export const pagesBehind: PageBehindRoute[] = [
  {
    path: '/projects/:id/tasks',
    Component: lazy(async () => ({ default: (await import('./board-page')).BoardBehind })),
  },
];
