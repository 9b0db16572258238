import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema.js';
import { peopleWhere, searchAlone, searchIn, type ResolvedPeopleFilters } from './filters.js';

/** A list's exact count: a search alone in the narrow person_search (migration 062), any other list on person. */
export async function countPeople(db: Kysely<Database>, filters: ResolvedPeopleFilters): Promise<number> {
  const count = sql<number>`count(*)::int`.as('count');
  const row = searchAlone(filters)
    ? await db
        .selectFrom('person_search')
        .where('person_search.is_deleted', '=', filters.isDeleted)
        .where(searchIn('person_search.search_text', filters.search))
        .select(count)
        .executeTakeFirstOrThrow()
    : await db.selectFrom('person as p').where(peopleWhere(filters)).select(count).executeTakeFirstOrThrow();
  return row.count;
}

/**
 * The whole list's count (current or deleted contacts), and the list's exact count where the counts the triggers keep
 * answer it (migrations 005, 007 and 074): no search or id filter, and at most one filter. Otherwise `count` is
 * undefined and the list counts its rows.
 */
export async function keptCounts(
  db: Kysely<Database>,
  filters: ResolvedPeopleFilters,
): Promise<{ count?: number; total: number }> {
  const { profileTypes, categories, capitalProviderCategories, tagIds } = filters;
  const filterCount = [profileTypes, categories, filters.isCapitalProvider, filters.tag?.trim() || undefined].filter(
    (filter) => filter !== undefined,
  ).length;
  const total = sql<number>`(SELECT count FROM person_count WHERE is_deleted = ${filters.isDeleted})`;
  const kept = (
    facet: string,
    values: number[],
  ) => sql<number>`(SELECT coalesce(sum(count), 0)::int FROM person_facet_count
    WHERE facet = ${facet} AND value = any(${values}::int[]) AND is_deleted = ${filters.isDeleted})`;
  // The contacts in any of several categories: those of every category set that holds one (migration 074); a
  // contact in two of them is one contact.
  const inAnyOf = (values: number[]) => sql<number>`(SELECT coalesce(sum(count), 0)::int FROM person_category_set_count
    WHERE categories && ${[...new Set(values)]}::int[] AND is_deleted = ${filters.isDeleted})`;
  let count: RawBuilder<number | null> = total;
  if (filters.search?.trim() || filters.ids !== undefined || filters.isUniversalOwner !== undefined || filterCount > 1)
    count = sql<null>`NULL::int`;
  else if (profileTypes) count = kept('profile_type', [...new Set(profileTypes)]);
  else if (categories) count = new Set(categories).size > 1 ? inAnyOf(categories) : kept('category', categories);
  else if (tagIds) count = kept('tag', tagIds);
  else if (capitalProviderCategories) {
    const providers = inAnyOf(capitalProviderCategories);
    count = filters.isCapitalProvider ? providers : sql<number>`${total} - ${providers}`;
  }
  const { rows } = await sql<{
    count: number | null;
    total: number;
  }>`SELECT ${count} AS count, ${total} AS total`.execute(db);
  const row = rows[0]!;
  return { count: row.count ?? undefined, total: row.total };
}
