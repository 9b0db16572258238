import { defineDomain } from '../define-domain.js';
import { createEmailRepository } from './repository.js';
import { emailRoutes } from './routes.js';
import { emailSendRoutes } from './send-routes.js';

export const emailDomain = defineDomain({
  prefix: '/emails',
  // Both in the domain's own context (not nested plugins): `GET /` stays `/api/emails/` as the spec's paths.
  routes: async (fastify, options) => {
    await emailRoutes(fastify, options);
    await emailSendRoutes(fastify, options);
  },
  repository: createEmailRepository,
});
