import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema.js';

/** DRF's message for an id that names nothing. */
export const doesNotExist = (id: number) => `Invalid pk "${id}" - object does not exist.`;

/**
 * The ids of these that are no contact (each once, in the order given): for the `Invalid pk` field errors. With
 * `activeOnly`, a deleted contact counts as none (what may not be given to anyone anew, as a task's assignee).
 */
export async function unknownPeople(
  db: Kysely<Database>,
  ids: readonly number[],
  { activeOnly = false }: { activeOnly?: boolean } = {},
): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  let query = db
    .selectFrom('person')
    .select('id')
    .where('id', '=', sql<number>`any(${unique}::int[])`);
  if (activeOnly) query = query.where('is_deleted', '=', false);
  const rows = await query.execute();
  const found = new Set(rows.map((row) => row.id));
  return unique.filter((id) => !found.has(id));
}

/**
 * Of these contacts, those that are not current (deleted, merged away, or never there), once the current ones are
 * locked `FOR SHARE` for the transaction: a merge or a delete of one of them then waits until the write that names
 * them has committed (and its rows move with the merge), instead of the write landing on a contact just merged away.
 */
export async function lockCurrentPeople(trx: Transaction<Database>, ids: readonly number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = await trx
    .selectFrom('person')
    .select('id')
    .where('id', '=', sql<number>`any(${unique}::int[])`)
    .where('is_deleted', '=', false)
    .orderBy('id')
    .forShare()
    .execute();
  const current = new Set(rows.map((row) => row.id));
  return unique.filter((id) => !current.has(id));
}

/**
 * A person as another record names them (the contract's `PersonRef`), from a row that joined `person`: null when
 * no one is named (never set, or deleted for good). A deleted contact keeps their id and name and is flagged: the
 * screens show 'User No Longer Exists' (spec part 2 section 8).
 */
export function personRef(
  id: number | null,
  person: { full_name: string | null; is_deleted: boolean | null },
): { id: number; full_name: string; is_deleted: boolean } | null {
  if (id === null || person.full_name === null) return null;
  return { id, full_name: person.full_name, is_deleted: person.is_deleted === true };
}

/**
 * Those of `ids` merged into another contact by a merge not undone, with the contact they were merged into: they are
 * not reactivated (two current contacts would hold the same emails, the merge still undoable; the merge's undo brings
 * them back) nor edited (the edit would land on a contact no screen shows).
 */
export async function mergedAway(
  db: Kysely<Database>,
  ids: readonly number[],
): Promise<{ id: number; name: string; survivor: string }[]> {
  if (!ids.length) return [];
  const { rows } = await sql<{ id: number; name: string; survivor: string }>`
    SELECT p.id, coalesce(p.full_name, '') AS name, coalesce(s.full_name, '') AS survivor
    FROM person_merge m
    CROSS JOIN unnest(m.merged_ids) AS merged(id)
    JOIN person p ON p.id = merged.id
    JOIN person s ON s.id = m.survivor_id
    WHERE m.undone_at IS NULL AND merged.id = any(${[...ids]}::int[])
    ORDER BY p.id`.execute(db);
  return rows;
}
