import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Detail } from '@ft8/contract/common';
import { DeletionSummaryQuery, ProjectDeletionSummaries, ProjectExportBody } from '@ft8/contract/project-list-actions';
import Type from 'typebox';
import { forbidden } from '../../http-error.js';
import { csvStream } from '../../lib/csv.js';
import { isStaff, signedInPerson } from '../../plugins/auth.js';
import { hasFullAccess } from './access.js';
import { deletionSummaries, projectExportFileName, projectExportRows, type ProjectExportScope } from './export.js';
import { toProjectFilters } from './filters.js';

/**
 * The projects list's data-table actions (spec part 2 sections 6 and 9): they need full access, which on a project is
 * staff's or its owners' (access.ts).
 * - `POST projects/exportAll/`: the selected projects, or all that match the list's search and status filter, as a
 *   CSV streamed a batch at a time (`ft8-projectsYYYYMMDD.csv`). Staff export any project; anyone else only the ones
 *   they own (a selected project they do not own is a 403).
 * - `GET projects/deletion_summary/?ids=`: what deleting the projects takes with them (tasks, files), for the
 *   confirmation before `DELETE projects/multiple/`; the same right as that delete.
 */
export const projectListActionsRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  /** A 403 unless the caller has full access on every one of the projects. */
  async function requireFullAccess(request: Parameters<typeof hasFullAccess>[0], ids: number[]) {
    const me = signedInPerson(request);
    if (isStaff(me)) return;
    for (const id of ids) if (!(await hasFullAccess(request, me, id))) throw forbidden();
  }

  fastify.post(
    '/exportAll/',
    {
      config: { access: 'signedIn' },
      schema: {
        summary: 'Projects as CSV: the selected ids, or all that match search and status (staff; owners: their own)',
        tags: ['projects'],
        body: ProjectExportBody,
        response: {
          200: Type.String({ description: 'text/csv; file name ft8-projectsYYYYMMDD.csv' }),
          403: Detail,
        },
      },
    },
    async (request, reply) => {
      const me = signedInPerson(request);
      const { projects, search, status } = request.body;
      const scope: ProjectExportScope =
        projects === 'all' ? { filters: toProjectFilters(me, { search, status }) } : { ids: [...new Set(projects)] };
      if ('ids' in scope) await requireFullAccess(request, scope.ids);
      const csv = csvStream(projectExportRows(fastify.db, scope, isStaff(me) ? undefined : me.id));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${projectExportFileName()}"`)
        .send(csv as unknown as string); // a stream: the 200 schema only documents it
    },
  );

  fastify.get(
    '/deletion_summary/',
    {
      config: { access: 'signedIn' },
      schema: {
        summary: 'What deleting these projects takes with them: tasks and files (staff, or an owner of each)',
        tags: ['projects'],
        querystring: DeletionSummaryQuery,
        response: { 200: ProjectDeletionSummaries, 403: Detail },
      },
    },
    async (request) => {
      const ids = [...new Set(request.query.ids.split(',').map(Number))];
      await requireFullAccess(request, ids);
      return deletionSummaries(fastify.db, ids);
    },
  );
};
