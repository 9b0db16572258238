import type { FeatureRoute, RouteFacts } from '../../lib/route-facts';

// Composing, the sent page, the email viewer and its print view (spec part 2 sections 1-2). Staff only.
const facts: RouteFacts = { access: 'staff', title: 'Email', section: 'Email' };

export const routes: FeatureRoute[] = [
  {
    path: 'email/drafts/:id',
    handle: { ...facts, title: 'Compose' },
    lazy: async () => ({ Component: (await import('./compose-page')).ComposePage }),
  },
  {
    path: 'email/success',
    handle: facts,
    lazy: async () => ({ Component: (await import('./success-page')).SuccessPage }),
  },
  {
    path: 'email/:id',
    handle: facts,
    lazy: async () => ({ Component: (await import('./viewer-page')).ViewerPage }),
  },
  {
    path: 'email/:id/print',
    handle: { ...facts, title: 'Print Email' },
    lazy: async () => ({ Component: (await import('./print-page')).PrintPage }),
  },
];
