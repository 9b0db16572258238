import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { FieldErrors } from '@ft8/contract/common';
import { PersonPage } from '@ft8/contract/contact';
import { ProjectPage } from '@ft8/contract/project';
import {
  parseSearchQuery,
  SearchExportBody,
  SearchListQuery,
  SearchQueryParams,
  searchTypes,
  type SearchTree,
  type SearchType,
} from '@ft8/contract/search';
import { TaskPage } from '@ft8/contract/task';
import Type from 'typebox';
import { fieldErrors } from '../../http-error.js';
import { csvStream } from '../../lib/csv.js';
import { pageLinks, pageWindow } from '../../lib/paging.js';
import { searchExportFileName, searchExportRows } from './export.js';

/**
 * `GET search/{people|projects|tasks}/{query}` and `POST search/{type}/export/{query}` (spec part 2 section 7). The
 * query is the rest of the path (a wildcard: a path parameter is cut at 100 characters), decoded once by the router;
 * a trailing slash is dropped. Rows are those of the type's own list (`GET people/`, `projects/`, `tasks/`).
 */
const pageOf = { people: PersonPage, projects: ProjectPage, tasks: TaskPage } as const;
const words: Record<SearchType, string> = { people: 'contacts', projects: 'projects', tasks: 'tasks' };

/** The tree of the path's query; a bad query is a 400 naming the offending term. */
export function treeOf(type: SearchType, raw: string): SearchTree {
  const parsed = parseSearchQuery(type, raw.endsWith('/') ? raw.slice(0, -1) : raw);
  if (!parsed.ok) throw fieldErrors({ query: [parsed.error] });
  return parsed.tree;
}

export const searchRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { search, contact, project, task } = fastify.repos;
  const rowsOf = (type: SearchType, ids: number[]): Promise<unknown[]> =>
    type === 'people' ? contact.findByIds(ids) : type === 'projects' ? project.byIds(ids) : task.byIds(ids);

  // `{type}/{query}`, and `{type}/` for no query (every row of the type).
  for (const [type, rest] of searchTypes.flatMap((type) => [[type, '*'] as const, [type, ''] as const])) {
    const params = rest ? { params: SearchQueryParams } : {};
    const queryOf = (request: { params: unknown }) => (request.params as { '*'?: string })['*'] ?? '';
    fastify.get(
      `/${type}/${rest}`,
      {
        config: { access: 'staff' },
        schema: {
          summary: `Advanced search of ${words[type]}, paged`,
          description:
            'The query: `&`-joined terms `[~]field[__op]=v1,v2` (see the path parameter and contract/src/search-fields.ts ' +
            "for the fields); `ordering`, `limit` (default 200) and `offset` as the type's own list. A bad query is a " +
            '400 `{"query": ["\\"term\\": why"]}`.',
          tags: ['search'],
          ...params,
          querystring: SearchListQuery,
          response: { 200: pageOf[type], 400: FieldErrors },
        },
      },
      async (request) => {
        const tree = treeOf(type, queryOf(request));
        const { limit, offset } = pageWindow(request.query);
        const { count, rows: results } = await search.page(
          tree,
          { limit, offset, ordering: request.query.ordering },
          (ids) => rowsOf(type, ids),
        );
        return { count, ...pageLinks(request, count, limit, offset), results } as never;
      },
    );

    fastify.post(
      `/${type}/export/${rest}`,
      {
        config: { access: 'admin' },
        schema: {
          summary: `Export the ${words[type]} a search finds as CSV (admins)`,
          description: `The selected ids among the results, or all of them; streamed, file name ft8-${words[type]}YYYYMMDD.csv.`,
          tags: ['search'],
          ...params,
          body: SearchExportBody,
          response: {
            200: Type.String({ description: `text/csv; file name ft8-${words[type]}YYYYMMDD.csv` }),
            400: FieldErrors,
          },
        },
      },
      async (request, reply) => {
        const tree = treeOf(type, queryOf(request));
        const selected = request.body.selected?.length ? request.body.selected : undefined;
        const csv = csvStream(searchExportRows(fastify.db, type, search.matchingIds(tree, selected)));
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${searchExportFileName(type)}"`)
          .send(csv as unknown as string); // a stream: the 200 schema only documents it
      },
    );
  }
};
