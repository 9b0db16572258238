import { defineDomain } from '../define-domain.js';
import { createLenderMatchRepository } from './repository.js';
import { lenderMatchRoutes } from './routes.js';

/** Lender matching (issue 54): a project's capital providers ranked by fit, under `projects/`. */
export const lenderMatchDomain = defineDomain({
  prefix: '/projects',
  routes: lenderMatchRoutes,
  repository: createLenderMatchRepository,
});
