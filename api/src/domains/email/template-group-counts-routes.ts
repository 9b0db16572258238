import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { FieldErrors } from '@ft8/contract/common';
import { GroupCounts } from '@ft8/contract/contact';
import { TemplateGroupCountsQuery } from '@ft8/contract/email';
import { groupCountField } from '../../lib/group-counts.js';
import { signedInPerson } from '../../plugins/auth.js';
import { toTemplateFilters } from './template-filters.js';
import { groupCountFields } from './template-group-counts.js';

/** Extension: the size of each group of the whole filtered templates list, for the web's grouped table. */
export const templateGroupCountsRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/templates/group_counts/',
    {
      config: { access: 'staff' },
      schema: {
        summary: 'Your templates per value of a column, with the same search and filter as the list',
        tags: ['emails'],
        querystring: TemplateGroupCountsQuery,
        response: { 200: GroupCounts, 400: FieldErrors },
      },
    },
    async (request) => {
      const { field, ...filters } = request.query;
      const ownFilters = toTemplateFilters(signedInPerson(request).id, filters);
      return fastify.repos.email.templateGroupCounts(groupCountField(groupCountFields, field), ownFilters);
    },
  );
};
