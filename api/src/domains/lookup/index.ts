import { defineDomain } from '../define-domain.js';
import { createLookupRepository } from './repository.js';
import { lookupRoutes } from './routes.js';

export const lookupDomain = defineDomain({
  prefix: '/utils',
  routes: lookupRoutes,
  repository: createLookupRepository,
});
