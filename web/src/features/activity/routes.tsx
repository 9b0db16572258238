import type { FeatureRoute, RouteFacts } from '../../lib/route-facts';

// Contact Activity is admin only (spec part 1 "Contact Activity", part 2 section 6): the guard sends others away.
const facts: RouteFacts = { access: 'admin', section: 'Contact Activity' };

export const routes: FeatureRoute[] = [
  {
    path: 'activity',
    handle: { ...facts, title: 'Contact Activity', nav: { place: 'menu', label: 'Contact Activity', order: 3 } },
    lazy: async () => ({ Component: (await import('./activity-page')).ActivityPage }),
  },
  {
    // Spec part 2 "Print screens": /print/{type}.
    path: 'print/activity',
    handle: { ...facts, title: 'Print Activity' },
    lazy: async () => ({ Component: (await import('./print/activity-print-page')).ActivityPrintPage }),
  },
];
