import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { peopleWhere, resolvePeopleFilters, type PeopleFilters } from './filters.js';

/** Columns grouped by their own value. */
const scalarFields = [
  'company',
  'full_name',
  'first_name',
  'last_name',
  'job_title',
  'city',
  'country',
  'rating',
  'profile_type',
  'invite_status',
] as const;
/** Multi-valued fields: a contact counts once under each of its values (lookup ids), and under null when it has none. */
const lookupKinds = {
  categories: 'categories',
  subcategories: 'subcategories',
  use_classes: 'use_class_types',
  locations: 'location_types',
} as const;

export const groupCountFields = [...scalarFields, ...Object.keys(lookupKinds), 'tags', 'is_capital_provider'] as const;
export type GroupCountField = (typeof groupCountFields)[number];
export type GroupCount = { value: string | number | boolean | null; count: number };

const isScalar = (field: string): field is (typeof scalarFields)[number] =>
  (scalarFields as readonly string[]).includes(field);
const isLookup = (field: string): field is keyof typeof lookupKinds => field in lookupKinds;

/**
 * How many contacts of the whole filtered list fall in each group of `field`, sorted by value, empty last: the
 * web's grouped list shows these instead of counting the rows it happens to have loaded.
 */
export async function countPeopleGroups(
  db: Kysely<Database>,
  field: GroupCountField,
  filters: PeopleFilters,
): Promise<GroupCount[]> {
  const where = peopleWhere(await resolvePeopleFilters(db, filters));
  const people = db.selectFrom('person as p').where(where);
  const counted = sql<number>`count(*)::int`.as('count');
  const value = sql.ref('value');
  let rows: GroupCount[];
  if (isScalar(field)) {
    rows = (await people
      .select([sql.ref(`p.${field}`).as('value'), counted])
      .groupBy(value)
      .orderBy(value, (o) => o.asc().nullsLast())
      .execute()) as GroupCount[];
  } else if (isLookup(field)) {
    rows = await people
      .leftJoin('person_lookup as pl', (join) =>
        join.onRef('pl.person_id', '=', 'p.id').on('pl.kind', '=', lookupKinds[field]),
      )
      .select(['pl.lookup_id as value', counted])
      .groupBy(value)
      .orderBy(value, (o) => o.asc().nullsLast())
      .execute();
  } else if (field === 'tags') {
    rows = await people
      .leftJoin('person_tag as pt', 'pt.person_id', 'p.id')
      .leftJoin('tag as t', 't.id', 'pt.tag_id')
      .select(['t.name as value', counted])
      .groupBy(value)
      .orderBy(value, (o) => o.asc().nullsLast())
      .execute();
  } else {
    const cpCategories = db
      .selectFrom('lookup')
      .select('id')
      .where('kind', '=', 'categories')
      .where('is_cp', '=', true);
    rows = await people
      .select([
        (eb) =>
          eb
            .exists(
              eb
                .selectFrom('person_lookup as pl')
                .select(sql`1`.as('one'))
                .whereRef('pl.person_id', '=', 'p.id')
                .where('pl.kind', '=', 'categories')
                .where('pl.lookup_id', 'in', cpCategories),
            )
            .as('value'),
        counted,
      ])
      .groupBy(value)
      .orderBy(value)
      .execute();
  }
  return rows;
}
