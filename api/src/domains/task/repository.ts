import type { TaskPatch } from '@ft8/contract/task';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Static } from 'typebox';
import type { Database } from '../../db/schema.js';
import { lockCurrentPeople } from '../../lib/people.js';
import { bumpBoardRevision, lockBoardRow } from '../project/board-revision.js';
import { taskStorageKeys } from '../file/storage-keys.js';
import { recordActivity } from '../activity/record.js';
import { createColumnRepository } from './column-repository.js';
import { createCommentRepository } from './comment-repository.js';
import { idList, listTasks, tasksByIds, type TaskListQuery } from './task-reads.js';

type Db = Kysely<Database> | Transaction<Database>;
export type TaskChanges = Static<typeof TaskPatch>;

/** The order of a column after taking `moving` out and putting it at `index` (or not at all). */
function reordered(ids: number[], moving: number, index: number | undefined) {
  const rest = ids.filter((id) => id !== moving);
  if (index === undefined) return rest;
  rest.splice(Math.min(index, rest.length), 0, moving);
  return rest;
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

/**
 * The task domain's repository (`fastify.repos.task`): the board's tasks and their writes here, the board's columns
 * (column-repository.ts) and the tasks' comments (comment-repository.ts) composed in.
 */
export function createTaskRepository(db: Kysely<Database>) {
  /** Tasks by id, whole, in the order given; `from` a transaction to read them under its snapshot. */
  const byIds = (ids: number[], from: Db = db) => tasksByIds(from, ids);

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

    /** A page of tasks and their count; `from` a transaction to read them under its snapshot. */
    list: (query: TaskListQuery, from: Db = db) => listTasks(from, query),

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
        await recordActivity(trx, {
          type: 'taskCreated',
          by,
          args: { task: id, project: task.project, column: task.column },
          document: task.title.trim(),
        });
        return { id, revision };
      });
    },

    /**
     * Changes a task; `column`/`position` move it, renumbering the columns it leaves and enters, under the board's
     * lock. The board's revision after it; undefined when the task is gone.
     */
    async update(id: number, changes: TaskChanges, by: number) {
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
            const moved = await trx
              .updateTable('task')
              .set({ column_id: target })
              .where('id', '=', id)
              .returning(['title', 'project_id'])
              .executeTakeFirstOrThrow();
            await number(trx, reordered(await columnOrder(trx, current.column_id), id, undefined));
            await recordActivity(trx, {
              type: 'taskMoved',
              by,
              args: { task: id, project: moved.project_id, column: target },
              document: moved.title,
            });
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
    async setState(id: number, from: number, to: number, by: number) {
      return db.transaction().execute(async (trx) => {
        const task = await lockedTask(trx, id, (state) => state === from);
        if (task === undefined || task === 'refused') return task;
        const changed = await trx
          .updateTable('task')
          .set({ state: to, updated_at: sql`now()` })
          .where('id', '=', id)
          .returning(['title', 'project_id'])
          .executeTakeFirstOrThrow();
        // Task states (spec): To Do=1, Submitted=2, Approved=3; back to To Do from Submitted is a rejection.
        const type = to === 2 ? 'taskSubmitted' : to === 3 ? 'taskApproved' : 'taskRejected';
        await recordActivity(trx, {
          type,
          by,
          args: { task: id, project: changed.project_id, state: to },
          document: changed.title,
        });
        return task.revision;
      });
    },

    /**
     * Deletes a task and closes the gap in its column: the board's revision after it and the storage keys of the
     * files it took (to discard once committed); undefined when it is gone.
     */
    async delete(id: number, by: number) {
      return db.transaction().execute(async (trx) => {
        const task = await lockedTask(trx, id);
        if (task === undefined || task === 'refused') return undefined;
        // The task's own row lock first: an upload to it waits for this transaction, then fails.
        await trx.selectFrom('task').select('id').where('id', '=', id).forUpdate().execute();
        const keys = await taskStorageKeys(trx, [id]);
        const order = await columnOrder(trx, task.column_id);
        const deleted = await trx
          .deleteFrom('task')
          .where('id', '=', id)
          .returning(['title', 'project_id'])
          .executeTakeFirstOrThrow();
        await number(trx, reordered(order, id, undefined));
        await recordActivity(trx, {
          type: 'taskDeleted',
          by,
          args: { task: id, project: deleted.project_id },
          document: deleted.title,
        });
        return { revision: task.revision, keys };
      });
    },

    ...createColumnRepository(db),
    ...createCommentRepository(db),
  };
}
