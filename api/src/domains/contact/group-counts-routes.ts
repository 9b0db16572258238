import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { FieldErrors } from '@ft8/contract/common';
import { GroupCounts, PeopleGroupCountsQuery } from '@ft8/contract/contact';
import { groupCountField } from '../../lib/group-counts.js';
import { groupCountFields } from './group-counts.js';
import { listAccess, toPeopleFilters } from './list-query.js';

/** Extension: the size of each group of the whole filtered list, for the web's grouped table. */
export const peopleGroupCountsRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/group_counts/',
    {
      config: { access: listAccess },
      schema: {
        summary: 'Contacts per value of a column, with the same search and filters as the list',
        tags: ['people'],
        querystring: PeopleGroupCountsQuery,
        response: { 200: GroupCounts, 400: FieldErrors },
      },
    },
    async (request) => {
      const { field, ...filters } = request.query;
      return fastify.repos.contact.groupCounts(groupCountField(groupCountFields, field), toPeopleFilters(filters));
    },
  );
};
