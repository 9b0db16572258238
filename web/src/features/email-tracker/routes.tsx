import type { FeatureRoute } from '../../lib/route-facts';

// The email tracker of a project (spec part 2 section 2) and its print view.
export const routes: FeatureRoute[] = [
  {
    path: 'projects/:id/email-tracker',
    handle: { access: 'deal', title: 'Email Tracker', section: 'Projects' },
    lazy: async () => ({ Component: (await import('./email-tracker-page')).EmailTrackerPage }),
  },
  {
    path: 'projects/:id/email-tracker/print',
    handle: { access: 'deal', title: 'Print Email Tracker', section: 'Email Tracker' },
    lazy: async () => ({ Component: (await import('./email-tracker-print-page')).EmailTrackerPrintPage }),
  },
];
