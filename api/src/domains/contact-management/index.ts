import { defineDomain } from '../define-domain.js';
import { createContactManagementRepository } from './repository.js';
import { contactManagementRoutes } from './routes.js';

export const contactManagementDomain = defineDomain({
  prefix: '/people',
  routes: contactManagementRoutes,
  repository: createContactManagementRepository,
});
