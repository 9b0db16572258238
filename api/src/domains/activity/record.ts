import type { ActivityArgs } from '@ft8/contract/activity';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { activityTypes, type ActivityType } from './types.js';

/** One Contact Activity entry: what happened, who did it, what it touched (the spec's `args`) and its `document`. */
export type ActivityEntry = {
  type: ActivityType;
  /** Who made the change (null: no signed-in person, e.g. the system). */
  by: number | null;
  args?: ActivityArgs;
  /** The name of the record the change is about, as it was then (a contact, project, task, file or subject). */
  document?: string | null;
};

/**
 * Records entries of Contact Activity, inside the transaction of the change they record: it takes a `Transaction`
 * (not the pool), so an entry commits with its change and a rolled-back change leaves none. The one writer of the
 * `activity` table: every domain calls it from its write path.
 */
export async function recordActivity(trx: Transaction<Database>, ...entries: ActivityEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await trx
    .insertInto('activity')
    .values(
      entries.map((entry) => ({
        type: activityTypes[entry.type],
        person_id: entry.by,
        args: JSON.stringify(withoutEmpty(entry.args ?? {})),
        document: entry.document ?? null,
      })),
    )
    .execute();
}

/** The args without empty keys (undefined, or empty lists), so that an entry holds only what it is about. */
function withoutEmpty(args: ActivityArgs): ActivityArgs {
  return Object.fromEntries(
    Object.entries(args).filter(([, value]) => value !== undefined && !(Array.isArray(value) && value.length === 0)),
  );
}

/** The fields a write sets: the keys of its body that carry a value, less those it does not audit. */
export const fieldsOf = (body: object, skip: ReadonlySet<string> = new Set()) =>
  Object.entries(body)
    .filter(([key, value]) => value !== undefined && !skip.has(key))
    .map(([key]) => key);
