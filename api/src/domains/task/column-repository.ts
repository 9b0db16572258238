import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { bumpBoardRevision } from '../project/board-revision.js';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * The columns of a project's task board (spec part 2 section 7, Board columns); each write under the board's lock,
 * answering its new revision. Part of `fastify.repos.task`. (A new project's default columns are made with it, in
 * project/repository.ts.)
 */
export function createColumnRepository(db: Kysely<Database>) {
  return {
    /**
     * A project's board columns in order, with their task counts (total and approved); `assignedTo`: only the tasks
     * assigned to that person count (a guest's board holds only those).
     */
    async columns(project: number, from: Db = db, assignedTo?: number) {
      const counted =
        assignedTo === undefined
          ? sql``
          : sql`AND EXISTS (SELECT 1 FROM task_assignee a WHERE a.task_id = t.id AND a.person_id = ${assignedTo})`;
      const { rows } = await sql<{
        id: number;
        name: string;
        project: number;
        position: number;
        hidden: boolean;
        total: number;
        approved: number;
      }>`
        SELECT c.id, c.name, c.project_id AS project, c.position, c.hidden,
          count(t.id)::int AS total, count(t.id) FILTER (WHERE t.state = 3)::int AS approved
        FROM project_column c LEFT JOIN task t ON t.column_id = c.id ${counted}
        WHERE c.project_id = ${project}
        GROUP BY c.id ORDER BY c.position, c.id`.execute(from);
      return rows.map(({ total, approved, ...column }) => ({ ...column, progress: { total, approved } }));
    },

    /** Columns by id, in one query (those that exist). */
    async columnsByIds(ids: number[]) {
      return db
        .selectFrom('project_column')
        .select(['id', 'project_id'])
        .where('id', '=', sql<number>`any(${ids}::int[])`)
        .execute();
    },

    async column(id: number) {
      return db
        .selectFrom('project_column')
        .select(['id', 'project_id', 'name', 'hidden'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /** Renames a column under its board's lock; the board's revision after it. */
    async renameColumn(project: number, id: number, name: string) {
      return db.transaction().execute(async (trx) => {
        const revision = await bumpBoardRevision(trx, project);
        await trx.updateTable('project_column').set({ name }).where('id', '=', id).execute();
        return revision;
      });
    },

    /** Hides or shows columns of one project, in one statement under its board's lock; the revision after it. */
    async setColumnsHidden(project: number, changes: { id: number; hidden: boolean }[]) {
      return db.transaction().execute(async (trx) => {
        const revision = await bumpBoardRevision(trx, project);
        await sql`UPDATE project_column c SET hidden = v.hidden
          FROM jsonb_to_recordset(${JSON.stringify(changes)}::jsonb) AS v(id int, hidden boolean)
          WHERE c.id = v.id`.execute(trx);
        return revision;
      });
    },

    /** The project of a column, or undefined. */
    async columnProject(column: number) {
      return (await db.selectFrom('project_column').select('project_id').where('id', '=', column).executeTakeFirst())
        ?.project_id;
    },
  };
}
