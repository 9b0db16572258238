import { defineDomain } from '../define-domain.js';
import { createNoteRepository } from './repository.js';
import { noteRoutes } from './routes.js';

export const noteDomain = defineDomain({
  prefix: '/notes',
  routes: noteRoutes,
  repository: createNoteRepository,
});
