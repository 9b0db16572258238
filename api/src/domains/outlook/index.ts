import { defineDomain } from '../define-domain.js';
import { createOutlookRepository } from './repository.js';
import { outlookRoutes } from './routes.js';

/** An account's Microsoft connection: sign-in, Graph's notifications, the credential the Outlook status reads. */
export const outlookDomain = defineDomain({
  prefix: '/outlook',
  routes: outlookRoutes,
  repository: createOutlookRepository,
  enabled: (fastify) => fastify.mail.outlook !== null,
});
