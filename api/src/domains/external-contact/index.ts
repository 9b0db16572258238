import { defineDomain } from '../define-domain.js';
import { createExternalContactRepository } from './repository.js';
import { externalContactRoutes } from './routes.js';

export const externalContactDomain = defineDomain({
  prefix: '/external_contacts',
  routes: externalContactRoutes,
  repository: createExternalContactRepository,
});
