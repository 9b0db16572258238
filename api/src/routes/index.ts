import type { FastifyPluginAsync } from 'fastify';
import { authRoutes } from './auth/index.js';
import { capitalProviderRoutes } from './capital-provider/index.js';
import { docsRoutes } from './docs/index.js';
import { peopleRoutes } from './people/index.js';
import { sandboxRoutes } from './sandbox/index.js';
import { utilsRoutes } from './utils/index.js';

/** Everything under /api. */
export const apiRoutes: FastifyPluginAsync = async (fastify) => {
  await fastify.register(authRoutes, { prefix: '/auth' });
  await fastify.register(peopleRoutes, { prefix: '/people' });
  await fastify.register(capitalProviderRoutes, { prefix: '/capital_provider' });
  await fastify.register(utilsRoutes, { prefix: '/utils' });
  await fastify.register(docsRoutes, { prefix: '/docs' });
  if (fastify.mail.sandbox && fastify.config.mailSandboxApi) await fastify.register(sandboxRoutes, { prefix: '/sandbox' });
};
