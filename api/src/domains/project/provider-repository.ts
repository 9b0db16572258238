import { sql, type Kysely, type Transaction } from 'kysely';
import { recordActivity } from '../activity/record.js';
import type { Database } from '../../db/schema.js';
import { lockCurrentPeople } from '../../lib/people.js';
import { projectsByIds } from './project-reads.js';

/**
 * `addProvider` in the caller's transaction (lender outreach adds many with its draft, all or nothing): the relation's
 * id, `gone` when the contact is not current, undefined when it is a provider of the project already.
 */
export async function addProviderIn(
  trx: Transaction<Database>,
  project: number,
  person: number,
  state: number,
  by: number,
) {
  if ((await lockCurrentPeople(trx, [person])).length) return 'gone' as const;
  const row = await trx
    .insertInto('provider_relation')
    .values({ project_id: project, person_id: person, state })
    .onConflict((conflict) => conflict.columns(['project_id', 'person_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (row) await recordActivity(trx, { type: 'providerStateChanged', by, args: { project, person, state } });
  return row?.id;
}

/**
 * A project's capital providers (spec part 2 section 7, Members and providers): the relations, their states and
 * notes. Part of `fastify.repos.project`.
 */
export function createProviderRepository(db: Kysely<Database>) {
  return {
    async provider(id: number) {
      return db
        .selectFrom('provider_relation')
        .select(['id', 'project_id', 'person_id'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /**
     * Whether a contact is a capital provider (in a category with `is_cp`, as `people/?is_capital_provider=true`
     * reads it), with their name; undefined when there is no such contact.
     */
    async capitalProvider(person: number) {
      return db
        .selectFrom('person as p')
        .select((eb) => [
          'p.full_name',
          eb
            .exists(
              eb
                .selectFrom('person_lookup as pl')
                .innerJoin('lookup as l', (join) =>
                  join.onRef('l.kind', '=', 'pl.kind').onRef('l.id', '=', 'pl.lookup_id'),
                )
                .select('pl.lookup_id')
                .whereRef('pl.person_id', '=', 'p.id')
                .where('pl.kind', '=', 'categories')
                .where('l.is_cp', '=', true),
            )
            .as('is_capital_provider'),
        ])
        .where('p.id', '=', person)
        .where('p.is_deleted', '=', false)
        .executeTakeFirst();
    },

    /**
     * Adds a current contact as a capital provider of a project: the relation's id, `gone` when the contact is not
     * current (merged away meanwhile), undefined when it is one already.
     */
    async addProvider(project: number, person: number, state: number, by: number) {
      return db.transaction().execute((trx) => addProviderIn(trx, project, person, state, by));
    },

    async updateProvider(
      id: number,
      changes: {
        state?: number;
        notes?: string | null;
        notes_created_at?: string | null;
        notes_updated_at?: string | null;
        last_contacted?: string | null;
      },
      by: number,
    ) {
      if (Object.keys(changes).length === 0) return;
      await db.transaction().execute(async (trx) => {
        const row = await trx
          .updateTable('provider_relation')
          .set(changes)
          .where('id', '=', id)
          .returning(['project_id', 'person_id', 'state'])
          .executeTakeFirst();
        if (row && changes.state !== undefined)
          await recordActivity(trx, {
            type: 'providerStateChanged',
            by,
            args: { project: row.project_id, person: row.person_id, state: row.state },
          });
      });
    },

    /** One state for many relations of one project; answers the ids changed and the project's new summary. */
    async setProvidersState(project: number, ids: number[], state: number, by: number) {
      const rows = await db.transaction().execute(async (trx) => {
        const changed = await trx
          .updateTable('provider_relation')
          .set({ state })
          .where('project_id', '=', project)
          .where('id', '=', sql<number>`any(${ids}::int[])`)
          .returning(['id', 'person_id'])
          .execute();
        if (changed.length)
          await recordActivity(trx, {
            type: 'providerStateChanged',
            by,
            args: { project, people: changed.map((row) => row.person_id), state },
          });
        return changed;
      });
      const [current] = await projectsByIds(db, [project]);
      return { ids: rows.map((row) => row.id).sort((a, b) => a - b), state, cp_summary: current?.cp_summary ?? {} };
    },
  };
}
