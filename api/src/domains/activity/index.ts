import { defineDomain } from '../define-domain.js';
import { createActivityRepository } from './repository.js';
import { activityRoutes } from './routes.js';

/** Contact Activity (`activity/`); entries are written by the other domains through `record.ts`. */
export const activityDomain = defineDomain({
  prefix: '/activity',
  routes: activityRoutes,
  repository: createActivityRepository,
});
