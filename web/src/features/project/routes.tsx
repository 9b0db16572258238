import type { FeatureRoute } from '../../lib/route-facts';

// Projects (spec part 2 section 2): the list, a project's page and the new-project page. Not for guests: their view of
// a project is their tasks (the dashboard, the board).
export const routes: FeatureRoute[] = [
  {
    path: 'projects',
    handle: {
      access: 'deal',
      title: 'Projects',
      section: 'Projects',
      pageSearch: true,
      nav: { place: 'tab', label: 'Projects', order: 1 },
    },
    lazy: async () => ({ Component: (await import('./projects-list-page')).ProjectsListPage }),
  },
  {
    path: 'projects/new',
    handle: { access: 'staff', title: 'New Project', section: 'Projects' },
    lazy: async () => ({ Component: (await import('./project-page')).NewProjectPage }),
  },
  {
    path: 'projects/:id',
    handle: { access: 'deal', title: 'Project', section: 'Projects' },
    lazy: async () => ({ Component: (await import('./project-page')).ProjectPage }),
  },
  {
    // Spec part 2 "Print screens": the projects list on paper, with the list's query string.
    path: 'print/projects',
    handle: { access: 'deal', title: 'Print Projects', section: 'Projects' },
    lazy: async () => ({ Component: (await import('./print/projects-print-page')).ProjectsPrintPage }),
  },
  {
    // The tasks the query string names (the calendar's search results link here); a guest prints their own tasks.
    path: 'print/tasks',
    handle: { access: 'signed-in', title: 'Print Tasks', section: 'Tasks' },
    lazy: async () => ({ Component: (await import('./print/tasks-print-page')).TasksPrintPage }),
  },
];
