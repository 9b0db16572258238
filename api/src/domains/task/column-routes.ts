import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Detail, FieldErrors, IdParams } from '@ft8/contract/common';
import { Column, ColumnPatch, ColumnPrefs, Columns, ColumnsQuery, membershipStates } from '@ft8/contract/project';
import { blankMessage, isBlank } from '@ft8/contract/rules';

import { fieldErrors, forbidden, notFound } from '../../http-error.js';
import { isStaff, signedInPerson } from '../../plugins/auth.js';
import { hasFullAccess } from '../project/access.js';
import { atBoardRevision, BOARD_REVISION_HEADER, sendBoardRevision } from '../project/board-revision.js';
import { doesNotExist } from '../../lib/people.js';

/**
 * The board's columns (spec part 2 section 7, Board columns): read by anyone on the team, renamed and hidden or
 * shown with full access (staff or an owner). The task domain's, served under the spec's `projects/columns/` (the
 * domain's `moreRoutes`, index.ts).
 */
export const columnRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { project: projects, task: board } = fastify.repos;

  fastify.get(
    '/columns/',
    {
      config: { access: 'signedIn' },
      schema: {
        summary:
          "A project's board columns, in order, with their task counts (a guest's: of the tasks assigned to them)",
        description: `The \`${BOARD_REVISION_HEADER}\` header holds the board's revision the columns were read at (one snapshot):
every write to the board's tasks and columns adds one to it and answers the new value in the same header.`,
        tags: ['board'],
        querystring: ColumnsQuery,
        response: { 200: Columns, 404: Detail },
      },
    },
    async (request, reply) => {
      const me = signedInPerson(request);
      const { project } = request.query;
      if (!(await projects.get(project))) throw notFound();
      const state = isStaff(me) ? undefined : await projects.stateOn(project, me.id);
      if (!isStaff(me) && state === undefined) throw forbidden();
      // A guest sees only the tasks assigned to them: the columns count those, not the deal's.
      const assignedTo = state === membershipStates.guest ? me.id : undefined;
      const { revision, value } = await atBoardRevision(fastify.db, project, (trx) =>
        board.columns(project, trx, assignedTo),
      );
      sendBoardRevision(reply, revision);
      return value;
    },
  );

  fastify.patch(
    '/columns/:id(^\\d+)/',
    {
      config: { access: 'signedIn' },
      schema: {
        summary: 'Rename a column (full access)',
        tags: ['board'],
        params: IdParams,
        body: ColumnPatch,
        response: { 200: Column, 400: FieldErrors, 404: Detail },
      },
    },
    async (request, reply) => {
      const column = await board.column(request.params.id);
      if (!column) throw notFound();
      if (!(await hasFullAccess(request, signedInPerson(request), column.project_id))) throw forbidden();
      if (isBlank(request.body.name)) throw fieldErrors({ name: [blankMessage] });
      sendBoardRevision(reply, await board.renameColumn(column.project_id, column.id, request.body.name.trim()));
      return (await board.columns(column.project_id)).find((row) => row.id === column.id)!;
    },
  );

  fastify.post(
    '/columns/change_columns_prefs/',
    {
      config: { access: 'signedIn' },
      schema: {
        summary: 'Hide or show columns of one project (full access): `{"<column id>": {"hidden": true}}`',
        tags: ['board'],
        body: ColumnPrefs,
        response: { 200: Columns, 400: FieldErrors },
      },
    },
    async (request, reply) => {
      const changes = Object.entries(request.body).map(([id, { hidden }]) => ({ id: Number(id), hidden }));
      if (changes.length === 0) throw fieldErrors({ non_field_errors: ['Send at least one column.'] });
      const columns = await board.columnsByIds(changes.map((change) => change.id));
      const found = new Set(columns.map((column) => column.id));
      const unknown = changes.filter((change) => !found.has(change.id));
      if (unknown.length)
        throw fieldErrors({
          non_field_errors: unknown.map((change) => doesNotExist(change.id)),
        });
      const project = new Set(columns.map((column) => column.project_id));
      if (project.size > 1) throw fieldErrors({ non_field_errors: ['The columns must be of one project.'] });
      const [projectId] = [...project];
      if (!(await hasFullAccess(request, signedInPerson(request), projectId!))) throw forbidden();
      sendBoardRevision(reply, await board.setColumnsHidden(projectId!, changes));
      return board.columns(projectId!);
    },
  );
};
