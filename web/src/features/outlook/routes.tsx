import type { FeatureRoute } from '../../lib/route-facts';

export const routes: FeatureRoute[] = [
  // Where Microsoft sends the user back after they grant access.
  {
    path: 'outlook-connect',
    handle: { access: 'signed-in', title: 'Outlook connection', section: 'Outlook' },
    lazy: async () => ({ Component: (await import('./outlook-connect-page')).OutlookConnectPage }),
  },
];
