import type { SearchCondition, SearchTree } from '@ft8/contract/search';
import { sql, type ExpressionBuilder, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { Database, PersonTable } from '../../db/schema.js';
import { parseOrdering, type OrderingTerm as ListOrderingTerm } from '../../lib/paging.js';
import { searchPatterns } from '../../lib/search.js';
import { compileSearch, resolveSearch, tagKey, type SearchConstants, type SearchPlan } from '../search/compile.js';

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
 * Capital-provider categories and the tag's ids, looked up before the list query: with constants in the filter the
 * planner knows (from the statistics of migration 006) whether a filter matches 700 contacts or 70,000, and picks
 * between fetching the matches and walking the sort index. A join to `lookup`/`tag` in the filter hid that.
 * `constants` are the advanced search compiler's (`resolveSearch`: the tag's ids).
 */
export type ResolvedPeopleFilters = PeopleFilters & {
  capitalProviderCategories?: number[];
  tagIds?: number[];
  constants?: SearchConstants;
};

/** The tag filter as a node of the search tree: a contact with the tag (tags are stored lowercased). */
const tagNode = (tag: string | undefined): SearchCondition | undefined => {
  const name = tag?.trim().toLowerCase();
  return name ? { kind: 'condition', field: 'tags', op: 'exact', negated: false, values: [name] } : undefined;
};

export async function resolvePeopleFilters(
  db: Kysely<Database>,
  filters: PeopleFilters,
): Promise<ResolvedPeopleFilters> {
  const tag = tagNode(filters.tag);
  const [capitalProviderCategories, constants] = await Promise.all([
    filters.isCapitalProvider === undefined
      ? undefined
      : db
          .selectFrom('lookup')
          .select('id')
          .where('kind', '=', 'categories')
          .where('is_cp', '=', true)
          .execute()
          .then((rows) => rows.map((row) => row.id)),
    resolveSearch(db, { type: 'people', nodes: tag ? [tag] : [] }),
  ]);
  const tagIds = tag && [...(constants.tagIds.get(tagKey(tag)) ?? [])];
  return { ...filters, capitalProviderCategories, tagIds, constants };
}

/**
 * The list's filters as nodes of the advanced search's tree (contract/src/search-grammar.ts), compiled by the same
 * compiler (search/compile.ts): `profile_type=1,2` is `profile_type__overlaps=1,2`, `category=...` is
 * `categories__orfkey=...`, `is_capital_provider=false` is `~categories__orfkey=<the capital-provider categories>`,
 * `tags=x` is `tags=x`, `is_universal_owner=true` is `is_universal_owner=true`. The ids, the deleted flag and the
 * text search are the list's own (a selection, the archive, and the trigram search: not filters of the grammar).
 */
export function peopleTree(filters: ResolvedPeopleFilters): SearchTree {
  const nodes: SearchCondition[] = [];
  const node = (field: string, op: SearchCondition['op'], values: (number | boolean | string)[], negated = false) =>
    nodes.push({ kind: 'condition', field, op, negated, values: values.map(String) });
  if (filters.profileTypes) node('profile_type', 'overlaps', filters.profileTypes);
  if (filters.isUniversalOwner !== undefined) node('is_universal_owner', 'exact', [filters.isUniversalOwner]);
  if (filters.categories) node('categories', 'orfkey', filters.categories);
  if (filters.isCapitalProvider !== undefined) {
    if (!filters.capitalProviderCategories) throw new Error('resolvePeopleFilters first');
    node('categories', 'orfkey', filters.capitalProviderCategories, !filters.isCapitalProvider);
  }
  const tag = tagNode(filters.tag);
  if (tag) {
    if (!filters.constants?.tagIds.has(tagKey(tag))) throw new Error('resolvePeopleFilters first');
    nodes.push(tag);
  }
  return { type: 'people', nodes };
}

/**
 * How a list's filters meet the walk of the sort index, chosen by how many contacts they keep (`listPlanFor`):
 * - `first`: few: collect the matching ids first (the links' ids, a search's matches in person_search, or the
 *   matches through the filters' own indexes behind a planner fence) and sort those;
 * - `walked`: many: walk the sort index and test each contact as it comes; the page fills after a few hundred rows.
 */
export type ListPlan = SearchPlan;
type ListPlanOptions = { plan?: ListPlan };

/**
 * The plan for a list keeping `matches` of `total` contacts when `wanted` rows are read. Fetching m matches costs
 * about m row lookups; walking the sort index about wanted * total / m rows, each cheaper by half: the two meet near
 * m = sqrt(wanted * total / 2), about 3,200 contacts for a first page of 200 at 100,000.
 */
export const listPlanFor = (matches: number, total: number, wanted: number): ListPlan =>
  matches <= Math.sqrt((wanted * total) / 2) ? 'first' : 'walked';

/**
 * The WHERE clause of a people list: its filters compiled as a search tree (`peopleTree`), links read as `plan` says
 * (`first`: the links' ids collected first; `walked`: a probe per row). The trigram index on search_text serves a search of terms of 3 characters or
 * more; a search alone, planned `first`, is read in the narrow person_search (a scan of it, for shorter terms).
 */
export function peopleWhere(filters: ResolvedPeopleFilters, options: ListPlanOptions = {}): PeopleWhere {
  const searchFirst = options.plan === 'first' && searchAlone(filters);
  const tree = peopleTree(filters);
  return (eb) => {
    const conditions: Expression<SqlBool>[] = [eb('p.is_deleted', '=', filters.isDeleted)];
    if (filters.ids) conditions.push(eb('p.id', 'in', filters.ids.length ? filters.ids : [0]));
    if (searchFirst) {
      const matches = eb
        .selectFrom('person_search')
        .select('person_search.person_id')
        .where('person_search.is_deleted', '=', filters.isDeleted)
        .where(searchIn('person_search.search_text', filters.search));
      conditions.push(eb('p.id', '=', sql<number>`any(array(${matches}))`));
    } else if (searchPatterns(filters.search).length > 0) conditions.push(searchIn('p.search_text', filters.search));
    if (tree.nodes.length > 0)
      conditions.push(compileSearch(tree, { plan: options.plan, constants: filters.constants }));
    return eb.and(conditions);
  };
}
