import { defineDomain } from '../define-domain.js';
import { createMailRepository } from './repository.js';
import { mailRoutes } from './routes.js';

/** The outbox (mail kept instead of sent) and, for end-to-end tests, the sandbox route that reads it. */
export const mailDomain = defineDomain({
  prefix: '/sandbox',
  routes: mailRoutes,
  repository: createMailRepository,
  enabled: (fastify) => fastify.mail.sandbox && fastify.config.mailSandboxApi,
});
