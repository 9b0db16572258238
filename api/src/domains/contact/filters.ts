import {
  sql,
  type ExpressionBuilder,
  type Expression,
  type Kysely,
  type OperationNodeSource,
  type SqlBool,
} from 'kysely';
import type { Database, PersonTable } from '../../db/schema.js';
import { parseOrdering, type OrderingTerm as ListOrderingTerm } from '../../lib/paging.js';
import { searchTerms } from '@ft8/contract/rules';
import { searchPatterns } from '../../lib/search.js';
import { matchPieces, pieceTerms, type PieceMatches } from './search-pieces.js';

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

/**
 * The matches of a search alone: their count, and a query of up to `limit` of their ids (`person_id`, in no order):
 * fewer than `limit` rows are every match, though a contact may come twice (count them DISTINCT); `limit` rows say
 * only that there are about that many or more.
 */
export type SearchedPeople = {
  /** Where the matches are read: the words' index, the trigrams' (or a scan), or the pieces' bitmaps. */
  read: 'words' | 'trigrams' | 'pieces';
  count: () => Promise<number>;
  /** Whether the candidates name each contact once (then counting them needs no DISTINCT, a sort of them all). */
  unique: boolean;
  /** Up to `limit` of the matches' ids, or all of them. */
  candidates: (limit?: number) => Candidates;
  /**
   * The planner's estimate of the matches (its statistics' sample of the search text), where collecting candidates
   * costs a scan of its own: the plan is chosen from it, as the link filters' from their kept counts.
   */
  estimate?: () => Promise<number>;
  /**
   * Whether the candidates come from the trigram index, each rechecked against the text (about the cost of a row
   * fetch, so fewer are hashed: `searchPlanFor`), rather than from a scan (`scanned`).
   */
  rechecked?: () => Promise<boolean>;
  /**
   * Read from a few words (`mostWordsEstimated`): the planner's estimate of their uses (their statistics), so that a
   * term whose uses are past the hash's limit walks at once rather than collecting that many first ('director',
   * 45,499 contacts: 4.2 ms of a 22 ms page at 100,000 contacts).
   */
  uses?: () => Promise<number>;
  /**
   * Where the planner scans the table for the search (terms under 3 characters, which no trigram serves, or a small
   * table), its candidates in parts of the table, each read on its own connection (`scanParts`); otherwise undefined.
   */
  scanned?: () => Promise<Array<(limit?: number) => Candidates> | undefined>;
  /**
   * A condition on `p` that holds for exactly the matches and reads nothing but `p.id` (its bit in a bitmap of the
   * matches, sent with the statement): a walk of the sort index tests it on the index's entries alone, without
   * fetching a row or hashing the matches (the pieces).
   */
  member?: PeopleWhere;
};

const upTo = <Q extends { limit(limit: number): Q }>(query: Q, limit: number | undefined) =>
  limit === undefined ? query : query.limit(limit);

/** A query of contacts' ids (`person_id`): run on its own, or placed inside another statement. */
export type Candidates = OperationNodeSource & { execute: () => Promise<Array<{ person_id: number }>> };

/**
 * The most dictionary words (migrations 069, 075) a term may be part of for its matches to be read from the words:
 * reading them costs about 0.3 µs a word use (a contact holding a word), a trigram route a recheck of each match, or
 * for a term under 3 characters a scan of every contact. Counted at 100,000 contacts, words against trigrams: 'll',
 * 916 words, 21,125 contacts, 15 against 50 ms; 'son', 456 words, 7,321 contacts, 4 against 8; 'co', 602 words but in
 * nearly every address, 102,004 contacts, 57 against 50. 'ton' (312 words, 13,477 uses by 7,944 contacts) counts in
 * 5 ms against 9, but its page's statement, which must count distinct contacts, took 16.5 ms against 14.
 */
const mostWordsPerTerm = 1000;

/**
 * Where search_text is cut into words (migration 075's `search_words`, which must cut at the same characters): a term
 * holding one of them is not part of one word, and is read through the trigrams.
 */
const wordSeparators = /[ @.]/;

/**
 * A list whose only filter is its search (besides deleted or not) counts and collects its matches apart from person
 * (undefined for any other list), in the narrow `person_search` (migration 062):
 * - one term, part of one word (no separator) and of few dictionary words: through its words (migrations 069, 075);
 * - every term at most three characters (under 3, no trigram serves it) or part of one word of few dictionary words:
 *   from the pieces (search-pieces.ts), unless more contacts are pending than it reads (after an import, until they
 *   are built);
 * - otherwise through the trigrams, each candidate rechecked (or a scan, which the planner prefers for terms under 3
 *   characters).
 * Several terms are not read from their words: the words' INTERSECT reads every use of each term ('co uk', 70,485
 * contacts, 127.8 ms at 100,000 contacts), and against the trigrams it was slower even for rare terms, over HTTP at
 * 100,000 contacts (medians of 11, both walking common matches): 'bank director' 32.9 against 27.1 ms, 'managing
 * director' 23.0 against 21.5, 'luc thornton' 11.1 against 8.1, 'john smith' 9.4 against 8.3. A term that no word
 * holds ('zz') still answers at once: nothing matches.
 */
export async function searchedPeople(
  db: Kysely<Database>,
  filters: ResolvedPeopleFilters,
  options: { pieces?: boolean } = {},
): Promise<SearchedPeople | undefined> {
  const search = filters.search?.trim();
  const others = [filters.ids, filters.profileTypes, filters.isUniversalOwner, filters.tag?.trim() || undefined];
  if (!search || others.some((filter) => filter !== undefined)) return undefined;
  const patterns = searchPatterns(search);
  const terms = searchTerms(search);
  const pieces = options.pieces === false ? undefined : pieceTerms(terms);
  if (filters.categories !== undefined || filters.isCapitalProvider !== undefined) {
    // With categories, only the pieces read the search (the words and the trigrams count in person_search alone).
    const categories = onlyCategories(filters);
    const matches = pieces && categories?.length && (await matchPieces(db, pieces, filters.isDeleted, categories));
    return matches ? peopleByPieces(db, matches) : undefined;
  }
  if (pieces) {
    const matches = await matchPieces(db, pieces, filters.isDeleted);
    if (matches) return peopleByPieces(db, matches);
  }
  // Each term without a separator: its dictionary words, up to the most read (one term), or whether there is one.
  const wordsOf = await Promise.all(
    patterns.map((pattern, index) =>
      wordSeparators.test(terms[index]!)
        ? Promise.resolve(undefined)
        : db
            .selectFrom('search_word')
            .select('id')
            .where(sql<SqlBool>`word LIKE ${pattern}`)
            .limit(terms.length === 1 ? mostWordsPerTerm + 1 : 1)
            .execute()
            .then((rows) => rows.map((row) => row.id)),
    ),
  );
  const [words] = wordsOf;
  if (terms.length === 1 && words && words.length <= mostWordsPerTerm)
    return peopleByWords(db, words, filters.isDeleted);
  if (wordsOf.some((found) => found?.length === 0)) return peopleByWords(db, [], filters.isDeleted);

  let rows = db.selectFrom('person_search').where('is_deleted', '=', filters.isDeleted);
  for (const pattern of patterns) rows = rows.where(sql<SqlBool>`search_text LIKE ${pattern}`);
  const countOf = (query: typeof rows) =>
    query
      .select(sql<number>`count(*)::int`.as('count'))
      .executeTakeFirstOrThrow()
      .then((row) => row.count);
  let explained: Promise<{ rows: number; scan: boolean }> | undefined;
  const plan = () => (explained ??= planned(rows.select('person_id')));
  let split: Promise<Array<typeof rows> | undefined> | undefined;
  const parts = () =>
    (split ??= plan().then(async ({ scan }) =>
      scan ? (await tableParts(db, 'person_search', scanParts))?.map((part) => rows.where(part)) : undefined,
    ));
  return {
    read: 'trigrams',
    unique: true, // one person_search row per contact
    rechecked: async () => !(await plan()).scan,
    count: async () => {
      const counts = await Promise.all((await parts())?.map(countOf) ?? [countOf(rows)]);
      return counts.reduce((sum, count) => sum + count, 0);
    },
    candidates: (limit) => upTo(rows.select('person_id'), limit),
    estimate: async () => (await plan()).rows,
    scanned: async () => (await parts())?.map((part) => (limit) => upTo(part.select('person_id'), limit)),
  };
}

/**
 * How many statements, each on its own connection, read a search the planner scans for (`scanned`), each its share
 * of the table's pages (a TID range scan): the two cores of the machines this runs on. At 100,000 contacts on
 * PostgreSQL, 'an' (72,976 contacts) counted in 9.4 ms in two parts against 18.7 in one. PostgreSQL's own parallel
 * workers (off for these tables, migrations 044 and 062) start two processes for each statement: forced onto the same
 * count they took 16-18 ms. Each part reads its own snapshot: a contact edited between them may move to a page another
 * part has read, as the count and the page's rows, read apart, may already differ.
 */
const scanParts = 2;

/**
 * Conditions that split `table` into `parts` ranges of its pages (the last open-ended: the table may grow); undefined
 * on a database that runs no parallel workers (`max_parallel_workers` 0: the embedded one, a single process with one
 * connection), where the parts would run one after the other. There the ids' round trip made 'an jo' slower (78.3
 * against 88.7 ms at 100,000 contacts, over HTTP), and the single-statement plans stay.
 */
async function tableParts(db: Kysely<Database>, table: 'person_search', parts: number) {
  const { rows } = await sql<{ pages: number; workers: number }>`
    SELECT (pg_relation_size(${table}::regclass) / current_setting('block_size')::int)::int AS pages,
      current_setting('max_parallel_workers')::int AS workers`.execute(db);
  if (!rows[0]?.workers) return undefined;
  const size = Math.ceil(rows[0].pages / parts);
  return Array.from({ length: parts }, (_, index) => {
    const from = sql<SqlBool>`ctid >= ${`(${index * size},0)`}::tid`;
    const to = sql<SqlBool>`ctid < ${`(${(index + 1) * size},0)`}::tid`;
    if (index === 0) return parts === 1 ? sql<SqlBool>`true` : to;
    return index === parts - 1 ? from : sql<SqlBool>`${from} AND ${to}`;
  });
}

/**
 * The most words whose uses the planner's estimate is trusted for (`uses`): its statistics hold the commonest words'
 * frequencies (most_common_vals), and guess each rarer one, so that a sum over many words overestimates ('ton', 312
 * words: 51,529 uses against 13,477; walked, it took 1.89x the default page, against 1.50x hashed).
 */
const mostWordsEstimated = 8;

/** The contacts holding one of the term's words (`words`). */
function peopleByWords(db: Kysely<Database>, words: number[], isDeleted: boolean): SearchedPeople {
  const rows = db
    .selectFrom('person_word')
    .where('word_id', '=', sql<number>`any(${words}::int[])`)
    .where('is_deleted', '=', isDeleted);
  return {
    read: 'words',
    unique: false,
    // A contact holding two of the term's words is counted once: count(DISTINCT) sorts the ids the index-only scan
    // gives (8 ms for 45,000, against 16 for a hashed DISTINCT).
    count: () =>
      rows
        .select(sql<number>`count(DISTINCT person_id)::int`.as('count'))
        .executeTakeFirstOrThrow()
        .then((row) => row.count),
    // Rows, not contacts, so that the limit bounds what is read (a contact holding two of the words comes twice).
    candidates: (limit) => upTo(rows.select('person_id'), limit),
    uses:
      words.length > 0 && words.length <= mostWordsEstimated
        ? () => planned(rows.select('person_id')).then((plan) => plan.rows)
        : undefined,
  };
}

/**
 * The contacts holding every term, counted from the pieces (`matchPieces`): the estimate is the count. A few are
 * sorted from their ids, in one statement with the page (`candidatesPage`): sent as an array to unnest, not to compare
 * each row with, which the planner estimates element by element (3.6 ms to bind 'ton''s 7,944 ids at 100,000
 * contacts). More are found by the walk of the sort index, each entry tested against their bitmap (`member`).
 */
function peopleByPieces(db: Kysely<Database>, matches: PieceMatches): SearchedPeople {
  let bitmap: Buffer | undefined;
  return {
    member: (eb) => {
      bitmap ??= Buffer.from(matches.bitmap());
      // get_bit fails past the bitmap's end: CASE tests the range first (AND may be evaluated in either order).
      return sql<SqlBool>`CASE WHEN ${eb.ref('p.id')} < ${bitmap.length * 8}
        THEN get_bit(${bitmap}::bytea, ${eb.ref('p.id')}) = 1 ELSE false END`;
    },
    read: 'pieces',
    unique: true,
    count: () => Promise.resolve(matches.count),
    estimate: () => Promise.resolve(matches.count),
    rechecked: () => Promise.resolve(false),
    candidates: (limit) => {
      const found = matches.ids();
      const ids = limit === undefined ? found : found.slice(0, limit);
      const query = db.selectNoFrom(sql<number>`unnest(${ids}::int[])`.as('person_id'));
      // Run alone (a page after a cursor), they are known without a round trip.
      return {
        toOperationNode: () => query.toOperationNode(),
        execute: () => Promise.resolve(ids.map((id) => ({ person_id: id }))),
      };
    },
  };
}

/**
 * For a list filtered by categories alone (or by being a capital provider: in one of their categories), a condition
 * that holds for exactly its contacts and reads nothing but `p.id` (their bitmap, from the pieces: migration 078),
 * for the walk of the sort index; undefined for any other list, or while more contacts are pending than the pieces
 * read. At 100,000 contacts on PostgreSQL, old and new api alternated over HTTP (medians of 21), against each one's
 * default page: categories 6 and 9 (15,378 contacts, hashed before) 1.49x -> 1.24x, 6 and 8 1.58x -> 1.23x, 4 and 6
 * (36,358, probed before) 1.40x -> 1.28x.
 */
export async function categoriesMember(
  db: Kysely<Database>,
  filters: ResolvedPeopleFilters,
): Promise<PeopleWhere | undefined> {
  const categories = onlyCategories(filters);
  const others = [
    filters.ids,
    filters.profileTypes,
    filters.isUniversalOwner,
    filters.tag?.trim() || undefined,
    filters.search?.trim() || undefined,
  ];
  if (!categories?.length || others.some((filter) => filter !== undefined)) return undefined;
  const matches = await matchPieces(db, [], filters.isDeleted, categories);
  return matches && peopleByPieces(db, matches).member;
}

/**
 * The categories a contact must be in one of: the filter's, or the capital providers' (not both, and not "not a
 * capital provider"); undefined otherwise.
 */
function onlyCategories(filters: ResolvedPeopleFilters) {
  if (filters.categories !== undefined && filters.isCapitalProvider === undefined)
    return [...new Set(filters.categories)];
  if (filters.categories === undefined && filters.isCapitalProvider === true) {
    if (!filters.capitalProviderCategories) throw new Error('resolvePeopleFilters first');
    return filters.capitalProviderCategories;
  }
  return undefined;
}

/** The planner's estimate of a query's rows, and whether it scans the table (EXPLAIN's root). */
const planned = (query: { explain: (format: 'json') => Promise<Array<Record<string, unknown>>> }) =>
  query.explain('json').then(([explained]) => {
    const root = (
      explained?.['QUERY PLAN'] as [{ Plan?: { 'Plan Rows'?: number; 'Node Type'?: string } }] | undefined
    )?.[0]?.Plan;
    return { rows: root?.['Plan Rows'] ?? 0, scan: root?.['Node Type'] === 'Seq Scan' };
  });

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
 * How a link filter (categories, capital provider, tag) meets the walk of the sort index, chosen by how many contacts
 * it keeps (`linkPlanFor`):
 * - `first`: few: collect the linked ids first (an array, which the planner then looks up by primary key) and sort
 *   those, instead of a semi-join, which it plans as a scan of every contact;
 * - `hashed`: some thousands: walk the sort index and test each contact against a hash of the linked ids, built once
 *   from the link index alone (migration 073). A sublink under OR is not turned into a join, so PostgreSQL keeps it a
 *   hashed SubPlan (`OR false` is folded away after that decision). At 100,000 contacts, categories 1 and 9 (5,882
 *   contacts): 2.4 ms, against 12.6 probing each row's links by index and 11.2 fetching the matches first;
 *   categories 3 and 9 (12,468): 3.7 ms, against 8.2 probing;
 * - `probed` (the default): many: walk the sort index and probe each contact's links by index; the page fills after a
 *   few hundred rows, sooner than a hash of tens of thousands of links is built.
 */
export type LinkPlan = 'first' | 'hashed' | 'probed';
type LinkFilterOptions = { links?: LinkPlan };

/**
 * The link plan for a filter keeping about `matches` of `total` contacts when `wanted` rows are read. Fetching m
 * matches costs about m row lookups; walking the sort index about wanted * total / m rows, each cheaper by half
 * (measured at 100,000 contacts): the two meet near m = sqrt(wanted * total / 2), about 3,000 contacts for a first
 * page of 200. Walking costs more when the matches cluster at the end of the order. A walk's hash costs about 0.25 µs
 * a link (read from the index, hashed, looked up) and saves about 3 µs a row walked (an index probe): it pays below
 * m = sqrt(12 * wanted * total), about 15,500 for a first page of 200 (measured: categories 3 and 6, 17,578 contacts,
 * 4.9 ms hashed against 5.3 probed in the default order, 3.4 in the city's).
 */
export function linkPlanFor(matches: number, total: number, wanted: number): LinkPlan {
  if (matches <= fetchFirstAtMost(total, wanted)) return 'first';
  return matches <= Math.sqrt(12 * wanted * total) ? 'hashed' : 'probed';
}

/**
 * The plan for a search whose matches the planner estimates at `estimate` (a fragment, read through the trigrams or
 * a scan). Its matches are read whole in every plan (they are its count), so a walk can look each row up in a hash of
 * them: an index-only walk at about 0.1 µs a row, where fetching a match to sort it costs about
 * 2.5 µs. So the hash pays from m = sqrt(wanted * total / 25), about 900 matches for a first page of 200 at 100,000
 * contacts (measured: 'luc', 2,038 contacts, in the city's order: 4.4 ms hashed against 8-10 ms sorted). Above the
 * link filters' hashed limit, walking with the search itself costs less than hashing every match.
 * Candidates that the trigrams give are `rechecked` against the text, about the cost of fetching a row: above the
 * link filters' limit for fetching first (about 3,200 for a first page of 200), the search walks while its count runs
 * on another connection. At 100,000 contacts, over HTTP (medians of 11): 'managing director' (8,971 contacts) 27.1 ms
 * hashed against 21.5 walked, 'director, finance' (11,102) 28.0 against 24.2; 'luc' (2,038) 17.6 against 18.6.
 */
export function searchPlanFor(estimate: number, total: number, wanted: number, rechecked = false): LinkPlan {
  const limits = searchPlanLimits(total, wanted);
  if (estimate <= limits.sorted) return 'first';
  const hashed = rechecked ? Math.max(limits.sorted, fetchFirstAtMost(total, wanted)) : limits.hashed;
  return estimate <= hashed ? 'hashed' : 'probed';
}

/** The most matches a search sorts (`first`), and the most it hashes (`hashed`): `searchPlanFor`'s limits. */
export const searchPlanLimits = (total: number, wanted: number) => ({
  sorted: Math.floor(Math.sqrt((wanted * total) / 25)),
  hashed: Math.floor(Math.sqrt(12 * wanted * total)),
});

/** The most matches worth fetching and sorting rather than walking the sort index (`first`, above). */
export const fetchFirstAtMost = (total: number, wanted: number) => Math.floor(Math.sqrt((wanted * total) / 2));

/** `p.id` among the linked ids (`links` selects them), planned as `options.links` says; `probe` is the default. */
const linkedTo = (
  eb: PersonScope,
  links: Expression<unknown>,
  probe: () => Expression<SqlBool>,
  options: LinkFilterOptions,
) => {
  if (options.links === 'first') return eb('p.id', '=', sql<number>`any(array(${links}))`);
  if (options.links === 'hashed') return sql<SqlBool>`(${eb.ref('p.id')} IN (${links}) OR false)`;
  return probe();
};

const inCategories = (eb: PersonScope, categories: number[], options: LinkFilterOptions) => {
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

const withTags = (eb: PersonScope, tagIds: number[], options: LinkFilterOptions) => {
  const tagged = eb.selectFrom('person_tag as pt').where('pt.tag_id', 'in', tagIds.length ? tagIds : [0]);
  return linkedTo(
    eb,
    tagged.select('pt.person_id'),
    () => eb.exists(tagged.select(sql`1`.as('one')).whereRef('pt.person_id', '=', 'p.id')),
    options,
  );
};

/** The WHERE clause of a people list; the trigram index on search_text serves `search`. */
export function peopleWhere(filters: ResolvedPeopleFilters, options: LinkFilterOptions = {}): PeopleWhere {
  return (eb) => {
    const conditions: Expression<SqlBool>[] = [eb('p.is_deleted', '=', filters.isDeleted)];
    if (filters.ids) conditions.push(eb('p.id', 'in', filters.ids.length ? filters.ids : [0]));
    if (filters.profileTypes) conditions.push(eb('p.profile_type', 'in', filters.profileTypes));
    if (filters.isUniversalOwner !== undefined)
      conditions.push(eb('p.is_universal_owner', '=', filters.isUniversalOwner));
    // Every term of the search (DRF's SearchFilter: `john smith` finds John Paul Smith).
    for (const pattern of searchPatterns(filters.search)) conditions.push(sql<SqlBool>`p.search_text LIKE ${pattern}`);
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
