import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { FieldErrors } from '@ft8/contract/common';
import { ProjectGroupCounts, ProjectGroupCountsQuery } from '@ft8/contract/project';
import { groupCountField } from '../../lib/group-counts.js';
import { signedInPerson } from '../../plugins/auth.js';
import { toProjectFilters } from './filters.js';
import { groupCountFields } from './group-counts.js';

/** Extension: the size of each group of the whole filtered list, for the web's grouped table. */
export const projectGroupCountsRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/group_counts/',
    {
      config: { access: 'signedIn' },
      schema: {
        summary: 'Projects per value of a column, with the same search, filters and access as the list',
        tags: ['projects'],
        querystring: ProjectGroupCountsQuery,
        response: { 200: ProjectGroupCounts, 400: FieldErrors },
      },
    },
    async (request) => {
      const { field, ...filters } = request.query;
      const filtersAsAllowed = toProjectFilters(signedInPerson(request), filters);
      return fastify.repos.project.groupCounts(groupCountField(groupCountFields, field), filtersAsAllowed);
    },
  );
};
