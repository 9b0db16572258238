import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { ResolvedPeopleFilters } from './filters.js';

/**
 * The exact count of a list without search or id filter and with at most one filter, read from the counts the
 * triggers keep (migrations 005 and 007) instead of counting the matching rows, together with the whole list's count
 * and an estimate of the count (to judge how selective the filter is, before the count is known). Several categories
 * are counted from their links: that count runs while the page is read, and the sum of their kept counts (an upper
 * bound: a contact may be in two) is the estimate. Undefined when the list needs a real count.
 */
export async function countFromKeptCounts(
  db: Kysely<Database>,
  filters: ResolvedPeopleFilters,
): Promise<{ count: Promise<number>; estimate: number; total: number } | undefined> {
  const { profileTypes, categories, capitalProviderCategories, tagIds } = filters;
  const filterCount = [profileTypes, categories, filters.isCapitalProvider, filters.tag?.trim() || undefined].filter(
    (filter) => filter !== undefined,
  ).length;
  if (filters.search?.trim() || filters.ids !== undefined || filters.isUniversalOwner !== undefined || filterCount > 1)
    return undefined;
  const total = sql<number>`(SELECT count FROM person_count WHERE is_deleted = ${filters.isDeleted})`;
  const kept = (
    facet: string,
    values: number[],
  ) => sql<number>`(SELECT coalesce(sum(count), 0)::int FROM person_facet_count
    WHERE facet = ${facet} AND value = any(${values}::int[]) AND is_deleted = ${filters.isDeleted})`;
  const read = async (count: RawBuilder<number>) =>
    (await sql<{ count: number; total: number }>`SELECT ${count} AS count, ${total} AS total`.execute(db)).rows[0]!;
  if (categories && new Set(categories).size > 1) {
    // A contact may be in several of them: the distinct contacts of their links (sorted, about 12 ms for 61,000
    // links), less those in the other list (deleted contacts are few; the semi-join of every contact took 45 ms).
    const linked = (flag: boolean) => sql<number>`(SELECT count(DISTINCT pl.person_id)::int FROM person p
      JOIN person_lookup pl ON pl.person_id = p.id AND pl.kind = 'categories' AND pl.lookup_id = any(${categories}::int[])
      WHERE p.is_deleted = ${flag})`;
    const exact = filters.isDeleted
      ? linked(true)
      : sql<number>`(SELECT count(DISTINCT person_id)::int FROM person_lookup
          WHERE kind = 'categories' AND lookup_id = any(${categories}::int[])) - ${linked(true)}`;
    const count = read(exact).then((row) => row.count);
    count.catch(() => undefined); // awaited by the caller with the page; not an unhandled rejection meanwhile
    const { count: estimate, total: all } = await read(kept('category', [...new Set(categories)]));
    return { count, estimate, total: all };
  }
  let count = total;
  if (profileTypes) count = kept('profile_type', [...new Set(profileTypes)]);
  else if (categories) count = kept('category', categories);
  else if (tagIds) count = kept('tag', tagIds);
  else if (capitalProviderCategories) {
    // Capital providers are few: their category links, each person looked up by id (the planner would rather
    // scan every contact). A contact may be in two provider categories, hence DISTINCT. MATERIALIZED plans the
    // links on their own (from the index): inlined, PostgreSQL chose a parallel scan of every link (97 ms, not 13).
    const providers = sql<number>`(WITH provider AS MATERIALIZED (SELECT DISTINCT person_id FROM person_lookup
      WHERE kind = 'categories' AND lookup_id = any(${capitalProviderCategories}::int[]))
      SELECT count(*)::int FROM provider
      WHERE (SELECT p.is_deleted FROM person p WHERE p.id = provider.person_id) = ${filters.isDeleted})`;
    count = filters.isCapitalProvider ? providers : sql<number>`${total} - ${providers}`;
  }
  const row = await read(count);
  return { count: Promise.resolve(row.count), estimate: row.count, total: row.total };
}

/**
 * At most how many contacts the list's filters other than the search can keep, from the kept counts: each filter
 * keeps no more than the sum of its values' counts, and several filters keep no more than the smallest of those.
 * With the whole list's count, this tells a rare filter (fetch its matches, sort those) from a common one (walk the
 * sort index): at 100,000 contacts, walking the index for categories 1 and 2 (1,098 contacts, all near the end of
 * the default order) probed 35,000 rows' links (130 ms), fetching them took 11.
 */
export async function boundFromKeptCounts(
  db: Kysely<Database>,
  filters: ResolvedPeopleFilters,
): Promise<{ bound: number; total: number }> {
  const { isDeleted } = filters;
  const kept = (facet: string, values: number[]) =>
    sql<number>`(SELECT coalesce(sum(count), 0)::int FROM person_facet_count
      WHERE facet = ${facet} AND value = any(${[...new Set(values)]}::int[]) AND is_deleted = ${isDeleted})`;
  const total = sql<number>`(SELECT count FROM person_count WHERE is_deleted = ${isDeleted})`;
  const bounds = [total];
  if (filters.ids) bounds.push(sql<number>`${new Set(filters.ids).size}::int`);
  if (filters.profileTypes) bounds.push(kept('profile_type', filters.profileTypes));
  if (filters.categories) bounds.push(kept('category', filters.categories));
  if (filters.isCapitalProvider && filters.capitalProviderCategories)
    bounds.push(kept('category', filters.capitalProviderCategories));
  if (filters.tag?.trim() && filters.tagIds) bounds.push(kept('tag', filters.tagIds));
  const { rows } = await sql<{
    bound: number;
    total: number;
  }>`SELECT least(${sql.join(bounds)}) AS bound, ${total} AS total`.execute(db);
  return rows[0]!;
}
