import { defineDomain } from '../define-domain.js';
import { createContactRepository } from './repository.js';
import { contactRoutes } from './routes.js';

export const contactDomain = defineDomain({
  prefix: '/people',
  routes: contactRoutes,
  repository: createContactRepository,
});
