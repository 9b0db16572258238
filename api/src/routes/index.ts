import type { FastifyPluginAsync } from 'fastify';
import type { DomainRoutes } from '../domains/define-domain.js';
import { domains } from '../domains/index.js';

/** Everything under /api: each domain's routes under their prefix. */
export const apiRoutes: FastifyPluginAsync = async (fastify) => {
  for (const domain of Object.values(domains)) {
    const mounts: readonly DomainRoutes[] = 'mounts' in domain ? domain.mounts : [domain];
    for (const { prefix, routes, enabled } of mounts)
      if (!enabled || enabled(fastify)) await fastify.register(routes, { prefix });
  }
};
