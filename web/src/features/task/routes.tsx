import type { FeatureRoute } from '../../lib/route-facts';

// The task page and dialog (spec part 2 section 2): /task/new from a board's Add Task, /task/{id} (numeric only,
// otherwise nothing is shown).
export const routes: FeatureRoute[] = [
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
