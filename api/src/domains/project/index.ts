import { defineDomain } from '../define-domain.js';
import { createProjectRepository } from './repository.js';
import { projectRoutes } from './routes.js';

export const projectDomain = defineDomain({
  prefix: '/projects',
  routes: projectRoutes,
  repository: createProjectRepository,
});
