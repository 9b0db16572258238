import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ActivityExportBody, ActivityFilters, ActivityListQuery, ActivityPage } from '@ft8/contract/activity';
import { FieldErrors } from '@ft8/contract/common';
import Type from 'typebox';
import { csvStream } from '../../lib/csv.js';
import { pageLinks, pageWindow } from '../../lib/paging.js';
import { activityExportFileName, activityExportRows } from './export.js';
import { activityFilters } from './filters.js';

/** Contact Activity (spec part 2 section 7): `GET activity/` and `POST activity/exportAll/`, admins only. */
export const activityRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { activity } = fastify.repos;

  fastify.get(
    '/',
    {
      prefixTrailingSlash: 'slash',
      config: { access: 'admin' },
      schema: {
        summary: 'Contact Activity: entries newest first, filtered, paged by the next link',
        description:
          "Filters `types` (ids of `activity_types`; -1: 'Not Specified'), `person` (who made the change), " +
          '`date_from` and `date_to` (inclusive UTC days; `to` not before `from`, both at most today).',
        tags: ['activity'],
        querystring: ActivityListQuery,
        response: { 200: ActivityPage, 400: FieldErrors },
      },
    },
    async (request) => {
      const filters = activityFilters(request.query);
      const { limit, offset } = pageWindow(request.query);
      const page = await activity.list(filters, { limit, offset, cursor: request.query.cursor });
      return {
        count: page.count,
        ...pageLinks(request, page.count, limit, offset, page.cursors),
        results: page.results,
      };
    },
  );

  fastify.post(
    '/exportAll/',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Contact Activity as CSV: the selected entries, or every one the filters keep',
        description: 'Streamed, newest first; the file is named from the date, YYYYMMDD.csv.',
        tags: ['activity'],
        querystring: ActivityFilters,
        body: ActivityExportBody,
        response: { 200: Type.String({ description: 'text/csv; file name YYYYMMDD.csv' }), 400: FieldErrors },
      },
    },
    async (request, reply) => {
      const filters = activityFilters(request.query);
      const { actions } = request.body;
      const selected = Array.isArray(actions) && actions.length > 0 ? [...new Set(actions)] : undefined;
      const csv = csvStream(activityExportRows(fastify.db, filters, selected));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${activityExportFileName()}"`)
        .send(csv as unknown as string); // a stream: the 200 schema only documents it
    },
  );
};
