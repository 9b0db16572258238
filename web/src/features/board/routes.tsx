import type { FeatureRoute } from '../../lib/route-facts';

// The project task board (spec part 2 section 2), live through `boardChanged`.
export const routes: FeatureRoute[] = [
  {
    path: 'projects/:id/tasks',
    handle: { access: 'signed-in', title: 'Project Board', section: 'Projects' },
    lazy: async () => ({ Component: (await import('./board-page')).BoardPage }),
  },
];
