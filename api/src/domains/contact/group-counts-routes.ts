import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { FieldErrors } from '@ft8/contract/common';
import { GroupCounts, PeopleGroupCountsQuery } from '@ft8/contract/contact';
import { fieldErrors } from '../../http-error.js';
import { groupCountFields, type GroupCountField } from './group-counts.js';
import { listAccess, toPeopleFilters } from './list-query.js';

const isGroupCountField = (field: string): field is GroupCountField =>
  (groupCountFields as readonly string[]).includes(field);

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
      if (field === undefined) throw fieldErrors({ field: ['This field is required.'] });
      if (!isGroupCountField(field)) throw fieldErrors({ field: ['Select a valid choice.'] });
      return fastify.repos.contact.groupCounts(field, toPeopleFilters(filters));
    },
  );
};
