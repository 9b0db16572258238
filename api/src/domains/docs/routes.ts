import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { JsonObject } from '@ft8/contract/common';

export const docsRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/json',
    {
      config: { access: 'anyone' },
      schema: { hide: true, response: { 200: JsonObject } },
    },
    async () => fastify.swagger() as unknown as Record<string, unknown>,
  );
};
