import { defineDomain } from '../define-domain.js';
import { columnRoutes } from './column-routes.js';
import { createTaskRepository } from './repository.js';
import { taskRoutes } from './routes.js';

export const taskDomain = defineDomain({
  mounts: [
    { prefix: '/tasks', routes: taskRoutes },
    // The task board's columns, which the spec serves as `projects/columns/`.
    { prefix: '/projects', routes: columnRoutes },
  ],
  repository: createTaskRepository,
});
