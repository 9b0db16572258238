import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { ResolvedPeopleFilters } from './filters.js';

/**
 * The exact count of a list without search or id filter and with at most one filter, read from the counts the
 * triggers keep (migrations 005 and 007) instead of counting the matching rows, together with the whole list's count
 * (to judge how selective the filter is). Undefined when the list needs a real count.
 */
export async function countFromKeptCounts(
  db: Kysely<Database>,
  filters: ResolvedPeopleFilters,
): Promise<{ count: number; total: number } | undefined> {
  const { profileTypes, categories, capitalProviderCategories, tagIds } = filters;
  const filterCount = [profileTypes, categories, filters.isCapitalProvider, filters.tag?.trim() || undefined].filter(
    (filter) => filter !== undefined,
  ).length;
  if (filters.search?.trim() || filters.ids !== undefined || filterCount > 1) return undefined;
  if (categories && new Set(categories).size > 1) return undefined; // a contact may be in several of them
  const total = sql<number>`(SELECT count FROM person_count WHERE is_deleted = ${filters.isDeleted})`;
  const kept = (
    facet: string,
    values: number[],
  ) => sql<number>`(SELECT coalesce(sum(count), 0)::int FROM person_facet_count
    WHERE facet = ${facet} AND value = any(${values}::int[]) AND is_deleted = ${filters.isDeleted})`;
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
  const { rows } = await sql<{ count: number; total: number }>`SELECT ${count} AS count, ${total} AS total`.execute(db);
  return rows[0];
}
