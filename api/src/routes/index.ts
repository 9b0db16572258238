import type { FastifyPluginAsync } from 'fastify';
import { domains } from '../domains/index.js';

/** Everything under /api: each domain's routes under its prefix. */
export const apiRoutes: FastifyPluginAsync = async (fastify) => {
  for (const domain of Object.values(domains)) {
    if (!('enabled' in domain) || domain.enabled(fastify))
      await fastify.register(domain.routes, { prefix: domain.prefix });
  }
};
