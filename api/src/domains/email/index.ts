import { defineDomain } from '../define-domain.js';
import { createEmailRepository } from './repository.js';
import { emailRoutes } from './routes.js';

export const emailDomain = defineDomain({
  prefix: '/emails',
  routes: emailRoutes,
  repository: createEmailRepository,
});
