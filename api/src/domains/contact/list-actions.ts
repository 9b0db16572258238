import { sql, type Kysely } from 'kysely';
import { recordActivity } from '../activity/record.js';
import type { Database } from '../../db/schema.js';
import { touchBoardsNaming } from '../project/board-revision.js';

/** The contacts list's selection actions: who is among the selected, and delete selected. Export, CSV import and
 * bulk edit live beside it (export.ts, csv-import.ts, bulk-edit.ts). */

export const idArray = (ids: number[]) => sql<number>`any(${ids}::int[])`;

/** The admins (profile type 1) among these ids. */
export async function adminsAmong(db: Kysely<Database>, ids: number[]) {
  const rows = await db
    .selectFrom('person')
    .select('id')
    .where('id', '=', idArray(ids))
    .where('profile_type', '=', 1)
    .execute();
  return rows.map((row) => row.id);
}

/** The people among these ids who can sign in (a password is set): their emails sign in and receive reset links. */
export async function accountsAmong(db: Kysely<Database>, ids: number[]) {
  const rows = await db
    .selectFrom('person')
    .select('id')
    .where('id', '=', idArray(ids))
    .where('password_hash', 'is not', null)
    .execute();
  return rows.map((row) => row.id);
}

export async function existingIds(db: Kysely<Database>, ids: number[]) {
  const rows = await db.selectFrom('person').select('id').where('id', '=', idArray(ids)).execute();
  return new Set(rows.map((row) => row.id));
}

/** `DELETE people/multiple/`: soft-deletes (they go to Deleted Contacts), one statement in one transaction. */
export async function deletePeople(db: Kysely<Database>, ids: number[], by: number) {
  return db.transaction().execute(async (trx) => {
    // A deleted assignee is flagged on the cards of its tasks: their boards get a new revision (read again when open).
    await touchBoardsNaming(trx, ids);
    const rows = await trx
      .updateTable('person')
      .set({ is_deleted: true, deleted_at: sql`now()`, deleted_by: by, updated_at: sql`now()`, updated_by: by })
      .where('id', '=', idArray(ids))
      .where('is_deleted', '=', false)
      .returning(['id', 'full_name'])
      .execute();
    await recordActivity(
      trx,
      ...rows.map((row) => ({
        type: 'contactDeleted' as const,
        by,
        args: { person: row.id },
        document: row.full_name,
      })),
    );
    return rows.map((row) => row.id).sort((a, b) => a - b);
  });
}
