import type { Comment, Task, TaskPatch } from '@ft8/contract/task';
import { sql, type Expression, type Kysely, type Transaction } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Static } from 'typebox';
import type { Database } from '../../db/schema.js';
import { lockCurrentPeople, personRef } from '../../lib/people.js';
import { bumpBoardRevision, lockBoardRow } from '../project/board-revision.js';
import { taskStorageKeys } from '../file/storage-keys.js';
import { searchPatterns } from '../../lib/search.js';

type TaskDto = Static<typeof Task>;
type CommentDto = Static<typeof Comment>;
type Db = Kysely<Database> | Transaction<Database>;
export type TaskChanges = Static<typeof TaskPatch>;

const idList = (ids: number[]) => sql<number>`any(${ids}::int[])`;

const orderings = {
  due_date: 't.due_date',
  title: 't.title',
  state: 't.state',
  created_at: 't.created_at',
  position: 't.position',
} as const;

export type TaskListQuery = {
  limit: number;
  offset: number;
  projects?: number[];
  assignees?: number[];
  dueFrom?: string;
  dueTo?: string;
  search?: string;
  columnName?: string;
  state?: number;
  ordering?: string;
  /** Not staff: only tasks of the projects this person is an owner or member of, or assigned to them. */
  visibleTo?: number;
};

/** The order of a column after taking `moving` out and putting it at `index` (or not at all). */
function reordered(ids: number[], moving: number, index: number | undefined) {
  const rest = ids.filter((id) => id !== moving);
  if (index === undefined) return rest;
  rest.splice(Math.min(index, rest.length), 0, moving);
  return rest;
}

/**
 * A timestamp as the api writes it (`Date.prototype.toISOString`: UTC, milliseconds), made by the database: the
 * board's 2,000 tasks have 6,000 of them, and parsing each into a Date only to write it out again was a tenth of the
 * list's time.
 */
const isoTime = <T extends string | null = string>(column: 't.due_date' | 't.created_at' | 't.updated_at') =>
  sql<T>`to_char(${sql.ref(column)} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The rows of `query`, in its order, read as one JSON array (`jsonArrayFrom`). */
async function jsonRows<Row>(from: Db, query: Expression<Row>): Promise<Row[]> {
  const { rows } = await from.selectNoFrom(jsonArrayFrom(query).as('rows')).executeTakeFirstOrThrow();
  return rows as Row[];
}

/**
 * A write's new assignees that were merged away or deleted meanwhile (the transaction is rolled back); `field` is
 * the body's field that named them.
 */
export class AssigneesGone extends Error {
  constructor(
    readonly people: number[],
    readonly field: 'assignees' | 'add_assignees' = 'assignees',
  ) {
    super('assignees gone');
  }
}

export function createTaskRepository(db: Kysely<Database>) {
  async function byIds(ids: number[], from: Db = db): Promise<TaskDto[]> {
    if (ids.length === 0) return [];
    // Each list as one JSON value (one row, one column): PGlite's protocol reader copies and decodes every field of
    // every row in JavaScript, which for the board's 2,000 tasks of 14 columns was most of the list's time.
    const [rows, assignees] = await Promise.all([
      jsonRows(
        from,
        from
          .selectFrom('task as t')
          .innerJoin('project as p', 'p.id', 't.project_id')
          .leftJoin('person as c', 'c.id', 't.created_by')
          .select([
            't.id',
            't.title',
            't.description',
            't.project_id',
            'p.name as project_name',
            't.column_id',
            't.position',
            't.state',
            isoTime<string | null>('t.due_date').as('due_date'),
            't.created_by',
            'c.full_name',
            'c.is_deleted',
            isoTime('t.created_at').as('created_at'),
            isoTime('t.updated_at').as('updated_at'),
          ])
          .where('t.id', '=', idList(ids)),
      ),
      jsonRows(
        from,
        from
          .selectFrom('task_assignee as a')
          .innerJoin('person as p', 'p.id', 'a.person_id')
          .select(['a.task_id', 'p.id', 'p.full_name', 'p.is_deleted'])
          .where('a.task_id', '=', idList(ids))
          .orderBy('p.full_name')
          .orderBy('p.id'),
      ),
    ]);
    const byId = new Map(
      rows.map((row): [number, TaskDto] => [
        row.id,
        {
          id: row.id,
          title: row.title,
          description: row.description,
          project: row.project_id,
          project_details: { id: row.project_id, name: row.project_name },
          column: row.column_id,
          position: row.position,
          state: row.state,
          due_date: row.due_date,
          assignees: [],
          assignees_details: [],
          created_by: row.created_by,
          created_by_details: personRef(row.created_by, row),
          created_at: row.created_at,
          updated_at: row.updated_at,
        },
      ]),
    );
    for (const assignee of assignees) {
      const task = byId.get(assignee.task_id);
      task?.assignees.push(assignee.id);
      // A deleted assignee stays assigned, flagged (spec part 2 section 8).
      task?.assignees_details.push({
        id: assignee.id,
        full_name: assignee.full_name ?? '',
        is_deleted: assignee.is_deleted,
      });
    }
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /** Renumbers a column's tasks 0..n-1 in the given order (the caller holds their locks). */
  async function number(trx: Db, order: number[]) {
    if (order.length === 0) return;
    await sql`UPDATE task t SET position = o.position - 1
      FROM unnest(${order}::int[]) WITH ORDINALITY AS o(id, position) WHERE t.id = o.id AND t.position <> o.position - 1`.execute(
      trx,
    );
  }

  /**
   * Every write to a board first takes its project's row lock, so that two people moving tasks at once queue one
   * after the other instead of interleaving their renumbering (or deadlocking on each other's rows), and adds one to
   * the board's revision, which it answers (an UPDATE of a non-key column locks `FOR NO KEY UPDATE`, leaving the
   * foreign-key checks of other tables' writes free).
   */
  async function lockBoard(trx: Db, project: number): Promise<number> {
    return bumpBoardRevision(trx, project);
  }

  /** A column's task ids in board order (read under the board's lock). */
  async function columnOrder(trx: Db, column: number) {
    const rows = await trx
      .selectFrom('task')
      .select('id')
      .where('column_id', '=', column)
      .orderBy('position')
      .orderBy('id')
      .execute();
    return rows.map((row) => row.id);
  }

  /**
   * The task's project, then the board locked, then the task as it is now: undefined when it is gone, `refused` when
   * `allowed` says no to its state (a transition another person made first). Only a write that goes ahead numbers
   * the board: a revision used by a write that then found nothing to do would leave a gap the bff waits on.
   */
  async function lockedTask(trx: Db, id: number, allowed: (state: number) => boolean = () => true) {
    const task = await trx.selectFrom('task').select('project_id').where('id', '=', id).executeTakeFirst();
    if (!task || !(await lockBoardRow(trx, task.project_id))) return undefined;
    // Read again under the lock (a new snapshot): deleted or moved on meanwhile.
    const now = await trx.selectFrom('task').select(['column_id', 'state']).where('id', '=', id).executeTakeFirst();
    if (!now) return undefined;
    if (!allowed(now.state)) return 'refused' as const;
    return { ...now, revision: await lockBoard(trx, task.project_id) };
  }

  async function setAssignees(trx: Db, task: number, people: number[]) {
    await trx.deleteFrom('task_assignee').where('task_id', '=', task).execute();
    const unique = [...new Set(people)];
    if (unique.length)
      await trx
        .insertInto('task_assignee')
        .values(unique.map((person) => ({ task_id: task, person_id: person })))
        .execute();
  }

  return {
    byIds,
    get: async (id: number) => (await byIds([id]))[0],

    /** What access checks need of a task: its project, creator and state. */
    async facts(id: number) {
      return db
        .selectFrom('task')
        .select(['id', 'project_id', 'created_by', 'state', 'column_id'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    async assigneeIds(task: number) {
      const rows = await db.selectFrom('task_assignee').select('person_id').where('task_id', '=', task).execute();
      return rows.map((row) => row.person_id);
    },

    async isAssigned(task: number, person: number) {
      return (
        (await db
          .selectFrom('task_assignee')
          .select('task_id')
          .where('task_id', '=', task)
          .where('person_id', '=', person)
          .executeTakeFirst()) !== undefined
      );
    },

    /** The project of a column, or undefined. */
    async columnProject(column: number) {
      return (await db.selectFrom('project_column').select('project_id').where('id', '=', column).executeTakeFirst())
        ?.project_id;
    },

    /** A page of tasks and their count; `from` a transaction to read them under its snapshot. */
    async list(query: TaskListQuery, from: Db = db) {
      let filtered = from.selectFrom('task as t');
      if (query.projects) filtered = filtered.where('t.project_id', '=', idList(query.projects));
      if (query.assignees) {
        const people = query.assignees;
        filtered = filtered.where((eb) =>
          eb.exists(
            eb
              .selectFrom('task_assignee as a')
              .select('a.task_id')
              .whereRef('a.task_id', '=', 't.id')
              .where('a.person_id', '=', idList(people)),
          ),
        );
      }
      // A day ('YYYY-MM-DD') counts whole: from its first moment, to its last (UTC, as due dates are stored).
      const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);
      if (query.dueFrom) filtered = filtered.where('t.due_date', '>=', new Date(query.dueFrom));
      if (query.dueTo)
        filtered = filtered.where(
          't.due_date',
          '<=',
          new Date(isDay(query.dueTo) ? `${query.dueTo}T23:59:59.999Z` : query.dueTo),
        );
      for (const pattern of searchPatterns(query.search)) filtered = filtered.where('t.title', 'ilike', pattern);
      if (query.state) filtered = filtered.where('t.state', '=', query.state);
      if (query.columnName) {
        const name = query.columnName;
        filtered = filtered.where((eb) =>
          eb.exists(
            eb
              .selectFrom('project_column as c')
              .select('c.id')
              .whereRef('c.id', '=', 't.column_id')
              .where(sql<string>`lower(c.name)`, '=', name.toLowerCase()),
          ),
        );
      }
      if (query.visibleTo !== undefined) {
        const person = query.visibleTo;
        filtered = filtered.where((eb) =>
          eb.or([
            eb.exists(
              eb
                .selectFrom('project_membership as m')
                .select('m.id')
                .whereRef('m.project_id', '=', 't.project_id')
                .where('m.person_id', '=', person)
                .where('m.state', '<>', 4),
            ),
            // A guest's own tasks; one assigned who has left the team no longer sees the task (as taskFor).
            eb.and([
              eb.exists(
                eb
                  .selectFrom('task_assignee as a')
                  .select('a.task_id')
                  .whereRef('a.task_id', '=', 't.id')
                  .where('a.person_id', '=', person),
              ),
              eb.exists(
                eb
                  .selectFrom('project_membership as m')
                  .select('m.id')
                  .whereRef('m.project_id', '=', 't.project_id')
                  .where('m.person_id', '=', person),
              ),
            ]),
          ]),
        );
      }
      let page = filtered.select('t.id');
      if (query.ordering) {
        for (const part of query.ordering.split(',')) {
          const column = orderings[part.trim().replace(/^-/, '') as keyof typeof orderings];
          if (column)
            page = page.orderBy(
              sql`${sql.ref(column)} ${sql.raw(part.trim().startsWith('-') ? 'DESC' : 'ASC')} NULLS LAST`,
            );
        }
      } else {
        page = page.orderBy('t.column_id').orderBy('t.position');
      }
      const rows = await page.orderBy('t.id').limit(query.limit).offset(query.offset).execute();
      // A page that is not full tells the count (the board's whole list does not count its tasks again), unless it
      // is empty past the end.
      const count =
        rows.length < query.limit && (rows.length > 0 || query.offset === 0)
          ? query.offset + rows.length
          : (await filtered.select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow()).count;
      return {
        count,
        results: await byIds(
          rows.map((row) => row.id),
          from,
        ),
      };
    },

    /** Adds a task to its column (at `position`, the end by default) with its assignees, in one transaction. */
    async create(
      task: {
        title: string;
        description: string | null;
        project: number;
        column: number;
        position?: number;
        assignees: number[];
        due_date: string | null;
      },
      by: number,
    ) {
      return db.transaction().execute(async (trx) => {
        // Deleted meanwhile: nothing to add to (and no revision used).
        if (!(await lockBoardRow(trx, task.project))) return undefined;
        // Assignees merged away or deleted since the route checked them.
        const gone = await lockCurrentPeople(trx, task.assignees);
        if (gone.length) return { gone };
        const revision = await lockBoard(trx, task.project);
        const order = await columnOrder(trx, task.column);
        const { id } = await trx
          .insertInto('task')
          .values({
            title: task.title.trim(),
            description: task.description,
            project_id: task.project,
            column_id: task.column,
            position: order.length,
            due_date: task.due_date,
            created_by: by,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await number(trx, reordered([...order, id], id, task.position ?? order.length));
        await setAssignees(trx, id, task.assignees);
        return { id, revision };
      });
    },

    /**
     * Changes a task; `column`/`position` move it, renumbering the columns it leaves and enters, under the board's
     * lock. The board's revision after it; undefined when the task is gone.
     */
    async update(id: number, changes: TaskChanges) {
      return db.transaction().execute(async (trx) => {
        const current = await lockedTask(trx, id);
        if (current === undefined || current === 'refused') return undefined;
        const {
          column,
          position,
          assignees,
          add_assignees: added,
          remove_assignees: removed,
          title,
          ...rest
        } = changes;
        const newcomers = assignees ?? added;
        if (newcomers) {
          // Those newly assigned must be current, checked under their locks (a deleted one may stay assigned).
          const kept = new Set(
            (await trx.selectFrom('task_assignee').select('person_id').where('task_id', '=', id).execute()).map(
              (row) => row.person_id,
            ),
          );
          const gone = await lockCurrentPeople(
            trx,
            newcomers.filter((person) => !kept.has(person)),
          );
          if (gone.length) throw new AssigneesGone(gone, assignees ? 'assignees' : 'add_assignees');
        }
        if (column !== undefined || position !== undefined) {
          const target = column ?? current.column_id;
          const targetOrder = await columnOrder(trx, target);
          const index = position ?? (target === current.column_id ? targetOrder.indexOf(id) : targetOrder.length);
          if (target !== current.column_id) {
            await trx.updateTable('task').set({ column_id: target }).where('id', '=', id).execute();
            await number(trx, reordered(await columnOrder(trx, current.column_id), id, undefined));
          }
          await number(trx, reordered(targetOrder, id, index));
        }
        await trx
          .updateTable('task')
          .set({ ...rest, ...(title !== undefined && { title: title.trim() }), updated_at: sql`now()` })
          .where('id', '=', id)
          .execute();
        if (assignees) await setAssignees(trx, id, assignees);
        // By difference, on the assignees as they are now (under the board's lock): another's change made meanwhile
        // stays.
        if (removed?.length)
          await trx
            .deleteFrom('task_assignee')
            .where('task_id', '=', id)
            .where('person_id', '=', idList(removed))
            .execute();
        if (added?.length)
          await trx
            .insertInto('task_assignee')
            .values([...new Set(added)].map((person) => ({ task_id: id, person_id: person })))
            .onConflict((conflict) => conflict.columns(['task_id', 'person_id']).doNothing())
            .execute();
        return current.revision;
      });
    },

    /**
     * Moves a task from state `from` to `to`, checked under the board's lock (two people approving and rejecting at
     * once: the second finds it no longer submitted); the board's revision after it, `refused` when the task is not
     * in `from`, undefined when it is gone.
     */
    async setState(id: number, from: number, to: number) {
      return db.transaction().execute(async (trx) => {
        const task = await lockedTask(trx, id, (state) => state === from);
        if (task === undefined || task === 'refused') return task;
        await trx
          .updateTable('task')
          .set({ state: to, updated_at: sql`now()` })
          .where('id', '=', id)
          .execute();
        return task.revision;
      });
    },

    /**
     * Deletes a task and closes the gap in its column: the board's revision after it and the storage keys of the
     * files it took (to discard once committed); undefined when it is gone.
     */
    async delete(id: number) {
      return db.transaction().execute(async (trx) => {
        const task = await lockedTask(trx, id);
        if (task === undefined || task === 'refused') return undefined;
        // The task's own row lock first: an upload to it waits for this transaction, then fails.
        await trx.selectFrom('task').select('id').where('id', '=', id).forUpdate().execute();
        const keys = await taskStorageKeys(trx, [id]);
        const order = await columnOrder(trx, task.column_id);
        await trx.deleteFrom('task').where('id', '=', id).execute();
        await number(trx, reordered(order, id, undefined));
        return { revision: task.revision, keys };
      });
    },

    async comments(task: number, id?: number): Promise<CommentDto[]> {
      let query = db
        .selectFrom('task_comment as c')
        .leftJoin('person as p', 'p.id', 'c.creator_id')
        .select([
          'c.id',
          'c.text',
          'c.task_id',
          'c.creator_id',
          'p.full_name',
          'p.is_deleted',
          'c.created_at',
          'c.updated_at',
        ])
        .where('c.task_id', '=', task)
        .orderBy('c.created_at')
        .orderBy('c.id');
      if (id !== undefined) query = query.where('c.id', '=', id);
      return (await query.execute()).map((row) => ({
        id: row.id,
        text: row.text,
        task: row.task_id,
        creator: row.creator_id,
        creator_details: personRef(row.creator_id, row),
        created_at: row.created_at.toISOString(),
        updated_at: row.updated_at.toISOString(),
      }));
    },

    async comment(id: number) {
      return db
        .selectFrom('task_comment')
        .select(['id', 'task_id', 'creator_id'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    async addComment(task: number, text: string, by: number) {
      const { id } = await db
        .insertInto('task_comment')
        .values({ task_id: task, text, creator_id: by })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    async editComment(id: number, text: string) {
      await db
        .updateTable('task_comment')
        .set({ text, updated_at: sql`now()` })
        .where('id', '=', id)
        .execute();
    },

    async deleteComment(id: number) {
      await db.deleteFrom('task_comment').where('id', '=', id).execute();
    },
  };
}
