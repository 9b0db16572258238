import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LookupLists, Tags } from '@ft8/contract/lookup';

export const lookupRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/types/',
    {
      config: { access: 'signedIn', referenceData: true },
      schema: { summary: 'Every lookup list', tags: ['lookups'], response: { 200: LookupLists } },
    },
    async () => fastify.repos.lookup.types(),
  );

  fastify.get(
    '/tags/',
    {
      config: { access: 'signedIn', referenceData: true },
      schema: { summary: 'Every tag, alphabetical', tags: ['lookups'], response: { 200: Tags } },
    },
    async () => fastify.repos.lookup.tags(),
  );
};
