import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { countPerValue, type GroupCount } from '../../lib/group-counts.js';
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
  if ((field === 'categories' || field === 'tags') && isWholeList(filters)) {
    return keptGroupCounts(db, field, filters.isDeleted);
  }
  const where = peopleWhere(await resolvePeopleFilters(db, filters));
  const people = db.selectFrom('person as p').where(where);
  if (isScalar(field)) return countPerValue(people, sql.ref(`p.${field}`));
  if (isLookup(field)) {
    const links = people.leftJoin('person_lookup as pl', (join) =>
      join.onRef('pl.person_id', '=', 'p.id').on('pl.kind', '=', lookupKinds[field]),
    );
    return countPerValue(links, sql.ref('pl.lookup_id'));
  }
  if (field === 'tags') {
    const tags = people.leftJoin('person_tag as pt', 'pt.person_id', 'p.id').leftJoin('tag as t', 't.id', 'pt.tag_id');
    return countPerValue(tags, sql.ref('t.name'));
  }
  const cpCategories = db.selectFrom('lookup').select('id').where('kind', '=', 'categories').where('is_cp', '=', true);
  const inCpCategory = db
    .selectFrom('person_lookup as pl')
    .select(sql`1`.as('one'))
    .where('pl.person_id', '=', sql.ref<number>('p.id'))
    .where('pl.kind', '=', 'categories')
    .where('pl.lookup_id', 'in', cpCategories);
  return countPerValue(people, sql<boolean>`exists (${inCpCategory})`);
}

/** No filter but the deleted flag: the whole current (or deleted) list. */
const isWholeList = (filters: PeopleFilters) =>
  !filters.search?.trim() &&
  filters.ids === undefined &&
  filters.isUniversalOwner === undefined &&
  filters.profileTypes === undefined &&
  filters.categories === undefined &&
  filters.isCapitalProvider === undefined &&
  !filters.tag?.trim();

/**
 * The whole list's category or tag groups: each value's count from the counts the triggers keep (migration 007), and
 * the contacts with none counted by a merge anti-join of two ordered indexes (migration 043). Joining every contact to
 * its links took about 150 ms at 100,000 contacts on PostgreSQL, this about 20. The planner would rather hash the
 * 100,000 links (in parallel workers, which on two busy cores costs more than it saves): both are switched off for
 * this one transaction. New triggers that kept the "none" count too made the embedded database's CSV import seven
 * times slower, so that count is taken here.
 */
async function keptGroupCounts(
  db: Kysely<Database>,
  field: 'categories' | 'tags',
  isDeleted: boolean,
): Promise<GroupCount[]> {
  return db.transaction().execute(async (trx) => {
    await sql`SET LOCAL max_parallel_workers_per_gather = 0`.execute(trx);
    await sql`SET LOCAL enable_hashjoin = off`.execute(trx);
    const [facet, value, links] =
      field === 'categories'
        ? [
            'category',
            sql`c.value`,
            sql`SELECT 1 FROM person_lookup pl WHERE pl.person_id = p.id AND pl.kind = 'categories'`,
          ]
        : [
            'tag',
            sql`(SELECT t.name FROM tag t WHERE t.id = c.value)`,
            sql`SELECT 1 FROM person_tag pt WHERE pt.person_id = p.id`,
          ];
    const { rows } = await sql<GroupCount>`
      SELECT ${value} AS value, c.count FROM person_facet_count c
        WHERE c.facet = ${facet} AND c.is_deleted = ${isDeleted} AND c.count > 0
      UNION ALL
      SELECT NULL, count(*)::int FROM person p WHERE p.is_deleted = ${isDeleted} AND NOT EXISTS (${links})
        HAVING count(*) > 0
      ORDER BY value NULLS LAST`.execute(trx);
    return rows;
  });
}
