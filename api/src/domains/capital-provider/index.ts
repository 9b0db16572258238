import { defineDomain } from '../define-domain.js';
import { createCapitalProviderRepository } from './repository.js';
import { capitalProviderRoutes } from './routes.js';

export const capitalProviderDomain = defineDomain({
  prefix: '/capital_provider',
  routes: capitalProviderRoutes,
  repository: createCapitalProviderRepository,
});
