import type { FeatureRoute, RouteFacts } from '../../lib/route-facts';

const facts: RouteFacts = { access: 'signed-in', title: 'Dashboard', section: 'Dashboard' };
const lazy = async () => ({ Component: (await import('./dashboard-page')).DashboardPage });

// Home: each profile type has its own dashboard; a client's deal opens at /dashboard/:projectId.
export const routes: FeatureRoute[] = [
  { index: true, handle: facts, lazy },
  { path: 'dashboard', handle: facts, lazy },
  { path: 'dashboard/:projectId', handle: facts, lazy },
];
