import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '../../http-error.js';
import { Detail, IdParams } from '../../schemas/common.js';
import { CapitalProvider } from '../../schemas/person.js';

export const capitalProviderRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get('/:id(^\\d+)/', {
    config: { access: 'staff' },
    schema: { summary: "A capital provider's lending criteria", tags: ['capital providers'], params: IdParams, response: { 200: CapitalProvider, 404: Detail } },
  }, async (request) => {
    const criteria = await fastify.repos.capitalProvider.findById(request.params.id);
    if (!criteria) throw notFound();
    return criteria;
  });
};
