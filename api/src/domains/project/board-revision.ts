import { sql, type Kysely, type Transaction } from 'kysely';
import type { FastifyReply } from 'fastify';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * The header of every answer that wrote to a board (and of its columns' list): the board's revision after the write.
 * The bff numbers the board's live events with it (an extension of the spec's contract, like task positions).
 */
export const BOARD_REVISION_HEADER = 'board-revision';

/** Locks the project's row (the board's lock) for the transaction and adds one to its revision; the new revision. */
export async function bumpBoardRevision(trx: Db, project: number): Promise<number> {
  const { rows } = await sql<{ board_revision: number }>`UPDATE project SET board_revision = board_revision + 1
    WHERE id = ${project} RETURNING board_revision`.execute(trx);
  return rows[0]?.board_revision ?? 0;
}

/**
 * The boards that name one of these contacts, on a card (a task's assignee) or in the team, get a new revision: a
 * contact merge, its undo, a rename, a delete or a reactivation changes them without a task write, and an open board
 * reads itself again when its revision moves (the bff's revision watch). Their locks are taken in project order,
 * before the caller's other writes.
 */
export async function touchBoardsNaming(trx: Db, people: number[]) {
  const { rows } = await sql<{ project_id: number }>`SELECT t.project_id FROM task t
      JOIN task_assignee a ON a.task_id = t.id WHERE a.person_id = any(${people}::int[])
    UNION SELECT m.project_id FROM project_membership m WHERE m.person_id = any(${people}::int[])
    ORDER BY project_id`.execute(trx);
  for (const { project_id } of rows) await bumpBoardRevision(trx, project_id);
}

/**
 * The board's lock (the project's row, as `bumpBoardRevision` takes it) without a new revision yet, for a write that
 * must first see whether it has anything to do; false when the project is gone.
 */
export async function lockBoardRow(trx: Db, project: number): Promise<boolean> {
  const { rows } = await sql`SELECT id FROM project WHERE id = ${project} FOR NO KEY UPDATE`.execute(trx);
  return rows.length > 0;
}

/**
 * A write that changes what a board's subscribers read whole (its team), in one transaction under the board's lock
 * (taken first, in the same order as task writes and merges): a new revision when it changed something (`changed`),
 * none when it had nothing to do. Its `value` as `write` returned it.
 */
export async function writeUnderBoardLock<T>(
  db: Kysely<Database>,
  project: number,
  write: (trx: Transaction<Database>) => Promise<{ changed: boolean; value: T }>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await lockBoardRow(trx, project);
    const { changed, value } = await write(trx);
    if (changed) await bumpBoardRevision(trx, project);
    return value;
  });
}

/** The board's revision as committed now. */
async function boardRevision(db: Db, project: number): Promise<number> {
  const { rows } = await sql<{ board_revision: number }>`SELECT board_revision FROM project
    WHERE id = ${project}`.execute(db);
  return rows[0]?.board_revision ?? 0;
}

/**
 * Reads a board under one snapshot (a REPEATABLE READ transaction) with its revision: what `read` returns is the
 * board exactly as it was at that revision, however many writes land meanwhile.
 */
export async function atBoardRevision<T>(
  db: Kysely<Database>,
  project: number,
  read: (trx: Transaction<Database>) => Promise<T>,
): Promise<{ revision: number; value: T }> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      // The snapshot is taken by the transaction's first statement: this one.
      const revision = await boardRevision(trx, project);
      return { revision, value: await read(trx) };
    });
}

export function sendBoardRevision(reply: FastifyReply, revision: number): void {
  reply.header(BOARD_REVISION_HEADER, String(revision));
}
