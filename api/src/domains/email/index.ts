import { defineDomain } from '../define-domain.js';
import { outlookRoutes } from './outlook/routes.js';
import { createEmailRepository } from './repository.js';
import { emailRoutes } from './routes.js';
import { sandboxRoutes } from './sandbox/routes.js';
import { emailSendFormRoutes } from './send-form-routes.js';
import { emailSendRoutes } from './send-routes.js';

/** Mail: users' messages, drafts and templates, and each provider's own routes (Microsoft Graph, the mail sandbox). */
export const emailDomain = defineDomain({
  mounts: [
    {
      prefix: '/emails',
      // Both in the domain's own context (not nested plugins): `GET /` stays `/api/emails/` as the spec's paths.
      routes: async (fastify, options) => {
        await emailRoutes(fastify, options);
        await emailSendRoutes(fastify, options);
        // Its own context: the multipart parser with its limits.
        await fastify.register(emailSendFormRoutes);
      },
    },
    {
      // An account's Microsoft connection: sign-in's return and Graph's notifications.
      prefix: '/outlook',
      routes: outlookRoutes,
      enabled: (fastify) => fastify.mail.outlook !== null,
    },
    {
      // For end-to-end tests: the outbox (mail kept instead of sent) and inbound delivery.
      prefix: '/sandbox',
      routes: sandboxRoutes,
      enabled: (fastify) => fastify.mail.sandbox && fastify.config.mailSandboxApi,
    },
  ],
  repository: createEmailRepository,
});
