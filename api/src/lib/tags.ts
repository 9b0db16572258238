import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.js';

/**
 * The ids of these tags (normalised already: `normaliseTags` of `@ft8/contract/rules`), adding the ones no contact or
 * project has had yet. Contacts and projects share one vocabulary, the list `GET utils/tags/` offers.
 */
export async function tagIdsOf(trx: Kysely<Database> | Transaction<Database>, names: readonly string[]) {
  if (names.length === 0) return [];
  await trx
    .insertInto('tag')
    .values(names.map((name) => ({ name })))
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const rows = await trx.selectFrom('tag').select('id').where('name', 'in', names).execute();
  return rows.map((row) => row.id);
}
