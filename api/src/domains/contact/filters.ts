import { sql, type ExpressionBuilder, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { Database, PersonTable } from '../../db/schema.js';
import { parseOrdering, type OrderingTerm as ListOrderingTerm } from '../../lib/paging.js';
import { searchPatterns } from '../../lib/search.js';

export type PeopleFilters = {
  ids?: number[];
  profileTypes?: number[];
  categories?: number[];
  isCapitalProvider?: boolean;
  /** The firm's universal owners (who join every new project's team as owners). */
  isUniversalOwner?: boolean;
  tag?: string;
  isDeleted: boolean;
  search?: string;
};

type PersonScope = ExpressionBuilder<Database & { p: PersonTable }, 'p'>;
export type PeopleWhere = (eb: PersonScope) => Expression<SqlBool>;

export const orderingFields = [
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
  'created_at',
  'updated_at',
] as const;
type OrderingField = (typeof orderingFields)[number];
export type OrderingTerm = ListOrderingTerm<OrderingField>;

export const defaultOrdering: OrderingTerm[] = [
  { field: 'company', direction: 'desc' },
  { field: 'full_name', direction: 'asc' },
];

/** The people list's ordering: `a,-b` of the sortable columns, the default when none is valid. */
export const parsePeopleOrdering = (ordering: string | undefined): OrderingTerm[] =>
  parseOrdering(ordering, orderingFields, defaultOrdering);

/** Whether the list's only filter is its search (besides deleted or not): then it is read in person_search. */
export const searchAlone = (filters: PeopleFilters) =>
  Boolean(filters.search?.trim()) &&
  [
    filters.ids,
    filters.profileTypes,
    filters.categories,
    filters.isCapitalProvider,
    filters.isUniversalOwner,
    filters.tag?.trim() || undefined,
  ].every((filter) => filter === undefined);

/** Every term of the search in `column` (DRF's SearchFilter: `john smith` finds John Paul Smith). */
export const searchIn = (column: 'p.search_text' | 'person_search.search_text', search: string | undefined) =>
  sql<SqlBool>`${sql.join(
    searchPatterns(search).map((pattern) => sql`${sql.ref(column)} LIKE ${pattern}`),
    sql` AND `,
  )}`;

/**
 * Capital-provider categories and the tag's id, looked up before the list query: with constants in the filter the
 * planner knows (from the statistics of migration 006) whether a filter matches 700 contacts or 70,000, and picks
 * between fetching the matches and walking the sort index. A join to `lookup`/`tag` in the filter hid that.
 */
export type ResolvedPeopleFilters = PeopleFilters & { capitalProviderCategories?: number[]; tagIds?: number[] };

export async function resolvePeopleFilters(
  db: Kysely<Database>,
  filters: PeopleFilters,
): Promise<ResolvedPeopleFilters> {
  const tag = filters.tag?.trim().toLowerCase();
  const [capitalProviderCategories, tagIds] = await Promise.all([
    filters.isCapitalProvider === undefined
      ? undefined
      : db
          .selectFrom('lookup')
          .select('id')
          .where('kind', '=', 'categories')
          .where('is_cp', '=', true)
          .execute()
          .then((rows) => rows.map((row) => row.id)),
    tag
      ? db
          .selectFrom('tag')
          .select('id')
          .where('name', '=', tag)
          .execute()
          .then((rows) => rows.map((row) => row.id))
      : undefined,
  ]);
  return { ...filters, capitalProviderCategories, tagIds };
}

/**
 * How a list's filters meet the walk of the sort index, chosen by how many contacts they keep (`listPlanFor`):
 * - `first`: few: collect the matching ids first (the links' ids, a search's matches in person_search, or the
 *   matches through the filters' own indexes behind a planner fence) and sort those;
 * - `walked`: many: walk the sort index and test each contact as it comes; the page fills after a few hundred rows.
 */
export type ListPlan = 'first' | 'walked';
type ListPlanOptions = { plan?: ListPlan };

/**
 * The plan for a list keeping `matches` of `total` contacts when `wanted` rows are read. Fetching m matches costs
 * about m row lookups; walking the sort index about wanted * total / m rows, each cheaper by half: the two meet near
 * m = sqrt(wanted * total / 2), about 3,200 contacts for a first page of 200 at 100,000.
 */
export const listPlanFor = (matches: number, total: number, wanted: number): ListPlan =>
  matches <= Math.sqrt((wanted * total) / 2) ? 'first' : 'walked';

/** `p.id` among the linked ids (`links` selects them), planned as `options.links` says; `probe` is the default. */
const linkedTo = (
  eb: PersonScope,
  links: Expression<unknown>,
  probe: () => Expression<SqlBool>,
  options: ListPlanOptions,
) => (options.plan === 'first' ? eb('p.id', '=', sql<number>`any(array(${links}))`) : probe());

const inCategories = (eb: PersonScope, categories: number[], options: ListPlanOptions) => {
  const members = eb
    .selectFrom('person_lookup as pl')
    .where('pl.kind', '=', 'categories')
    .where('pl.lookup_id', 'in', categories.length ? categories : [0]);
  return linkedTo(
    eb,
    members.select('pl.person_id'),
    () => eb.exists(members.select(sql`1`.as('one')).whereRef('pl.person_id', '=', 'p.id')),
    options,
  );
};

const withTags = (eb: PersonScope, tagIds: number[], options: ListPlanOptions) => {
  const tagged = eb.selectFrom('person_tag as pt').where('pt.tag_id', 'in', tagIds.length ? tagIds : [0]);
  return linkedTo(
    eb,
    tagged.select('pt.person_id'),
    () => eb.exists(tagged.select(sql`1`.as('one')).whereRef('pt.person_id', '=', 'p.id')),
    options,
  );
};

/**
 * The WHERE clause of a people list. The trigram index on search_text serves a search of terms of 3 characters or
 * more; a search alone, planned `first`, is read in the narrow person_search (a scan of it, for shorter terms).
 */
export function peopleWhere(filters: ResolvedPeopleFilters, options: ListPlanOptions = {}): PeopleWhere {
  const searchFirst = options.plan === 'first' && searchAlone(filters);
  return (eb) => {
    const conditions: Expression<SqlBool>[] = [eb('p.is_deleted', '=', filters.isDeleted)];
    if (filters.ids) conditions.push(eb('p.id', 'in', filters.ids.length ? filters.ids : [0]));
    if (filters.profileTypes) conditions.push(eb('p.profile_type', 'in', filters.profileTypes));
    if (filters.isUniversalOwner !== undefined)
      conditions.push(eb('p.is_universal_owner', '=', filters.isUniversalOwner));
    if (searchFirst) {
      const matches = eb
        .selectFrom('person_search')
        .select('person_search.person_id')
        .where('person_search.is_deleted', '=', filters.isDeleted)
        .where(searchIn('person_search.search_text', filters.search));
      conditions.push(eb('p.id', '=', sql<number>`any(array(${matches}))`));
    } else if (searchPatterns(filters.search).length > 0) conditions.push(searchIn('p.search_text', filters.search));
    if (filters.categories) conditions.push(inCategories(eb, filters.categories, options));
    if (filters.isCapitalProvider !== undefined) {
      if (!filters.capitalProviderCategories) throw new Error('resolvePeopleFilters first');
      conditions.push(
        filters.isCapitalProvider
          ? inCategories(eb, filters.capitalProviderCategories, options)
          : eb.not(inCategories(eb, filters.capitalProviderCategories, {})),
      );
    }
    if (filters.tag?.trim()) {
      if (!filters.tagIds) throw new Error('resolvePeopleFilters first');
      conditions.push(withTags(eb, filters.tagIds, options));
    }
    return eb.and(conditions);
  };
}
