import { defineDomain } from '../define-domain.js';
import { createTaskRepository } from './repository.js';
import { taskRoutes } from './routes.js';

export const taskDomain = defineDomain({
  prefix: '/tasks',
  routes: taskRoutes,
  repository: createTaskRepository,
});
