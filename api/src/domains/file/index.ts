import { defineDomain } from '../define-domain.js';
import { createFileRepository } from './repository.js';
import { fileRoutes } from './routes.js';

/** Files on contacts: REST `people/{id}/files/`, `people/files/{id}/`, `people/public-files/` (beside `contact`). */
export const fileDomain = defineDomain({
  prefix: '/people',
  routes: fileRoutes,
  repository: createFileRepository,
});
