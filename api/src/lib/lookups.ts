import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { doesNotExist } from './people.js';

/** A lookup id a request names, the field it came in and the lookup list (`kind`) it must be in. */
export type WantedLookup = { field: string; kind: string; id: number };

/**
 * Per-field errors for lookup ids that are not in their list (DRF's wording), in one query: the contact form, the
 * lending criteria and the bulk edit check their lookups with it (the bulk edit stored any number before).
 */
export async function unknownLookupErrors(
  db: Kysely<Database>,
  wanted: readonly WantedLookup[],
): Promise<Record<string, string[]>> {
  if (wanted.length === 0) return {};
  const found = await db
    .selectFrom('lookup')
    .select(['kind', 'id'])
    .where((eb) => eb.or(wanted.map((item) => eb.and([eb('kind', '=', item.kind), eb('id', '=', item.id)]))))
    .execute();
  const known = new Set(found.map((row) => `${row.kind}:${row.id}`));
  const errors: Record<string, string[]> = {};
  for (const item of wanted) {
    const message = doesNotExist(item.id);
    if (!known.has(`${item.kind}:${item.id}`) && !errors[item.field]?.includes(message))
      (errors[item.field] ??= []).push(message);
  }
  return errors;
}
