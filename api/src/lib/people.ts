import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** DRF's message for an id that names nothing. */
export const doesNotExist = (id: number) => `Invalid pk "${id}" - object does not exist.`;

/** The ids of these that are no contact (each once, in the order given): for the `Invalid pk` field errors. */
export async function unknownPeople(db: Kysely<Database>, ids: readonly number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = await db
    .selectFrom('person')
    .select('id')
    .where('id', '=', sql<number>`any(${unique}::int[])`)
    .execute();
  const found = new Set(rows.map((row) => row.id));
  return unique.filter((id) => !found.has(id));
}
