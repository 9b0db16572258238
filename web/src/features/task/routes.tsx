import { lazy } from 'react';
import type { PageBehindRoute } from '../../lib/page-behind';
import { prefetchOnEntry, type FeatureRoute } from '../../lib/route-facts';

export const routes: FeatureRoute[] = [
  // The project task board (spec part 2 section 2), live through `boardChanged`.
  {
    path: 'projects/:id/tasks',
    handle: { access: 'signed-in', title: 'Project Board', section: 'Projects' },
    lazy: async () => {
      const page = await import('./board/board-page');
      // The board's subscription starts with the navigation, not after the page's first render; the navigation does
      // not wait for it (the page draws its frame meanwhile).
      return { Component: page.BoardPage, ...prefetchOnEntry(page.startBoardOf) };
    },
  },
  // The task page and dialog (spec part 2 section 2): /task/new from a board's Add Task, /task/{id} (numeric only,
  // otherwise nothing is shown).
  {
    path: 'task/new',
    handle: { access: 'signed-in', title: 'New Task', section: 'Tasks' },
    lazy: async () => ({ Component: (await import('./task-page')).NewTaskPage }),
  },
  {
    path: 'task/:id',
    handle: { access: 'signed-in', title: 'Task', section: 'Tasks' },
    lazy: async () => ({ Component: (await import('./task-page')).TaskPage }),
  },
];

/** The board stays on screen, live, behind the task dialog opened from it (/task/{id}?back=/projects/{id}/tasks). */
export const pagesBehind: PageBehindRoute[] = [
  {
    path: '/projects/:id/tasks',
    Component: lazy(async () => ({ default: (await import('./board/board-page')).BoardBehind })),
  },
];
