import type { FeatureRoute, RouteFacts } from '../../lib/route-facts';

const facts: RouteFacts = { access: 'any', title: 'Page not found' };
const lazy = async () => ({ Component: (await import('./not-found-page')).NotFoundPage });

// Unknown paths: signed in inside the shell, signed out on the public frame.
export const routes: FeatureRoute[] = [
  { path: 'not-found', handle: facts, lazy },
  { path: '*', handle: facts, lazy },
];
