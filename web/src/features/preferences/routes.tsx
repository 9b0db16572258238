import { Navigate } from 'react-router';
import type { FeatureRoute, RouteFacts } from '../../lib/route-facts';

const facts: RouteFacts = { access: 'staff', title: 'Preferences', section: 'Preferences' };

export const routes: FeatureRoute[] = [
  { path: 'preferences', handle: facts, element: <Navigate to="/preferences/email-signature" replace /> },
  {
    path: 'preferences/email-signature',
    handle: facts,
    lazy: async () => ({ Component: (await import('./email-signature-page')).EmailSignaturePage }),
  },
];
