import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CapitalProvider } from '@ft8/contract/capital-provider';
import { Detail, IdParams } from '@ft8/contract/common';
import { notFound } from '../../http-error.js';
import { capitalProviderEditRoutes } from './edit-routes.js';

export const capitalProviderRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  await fastify.register(capitalProviderEditRoutes);
  fastify.get(
    '/:id(^\\d+)/',
    {
      config: { access: 'staff' },
      schema: {
        summary: "A capital provider's lending criteria",
        tags: ['capital providers'],
        params: IdParams,
        response: { 200: CapitalProvider, 404: Detail },
      },
    },
    async (request) => {
      const criteria = await fastify.repos.capitalProvider.findById(request.params.id);
      if (!criteria) throw notFound();
      return criteria;
    },
  );
};
