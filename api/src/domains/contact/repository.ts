import type { CurrentUser, Note, OutlookStatus, Person, PersonField } from '@ft8/contract/contact';
import { sql, type Kysely, type SqlBool } from 'kysely';
import type { Static } from 'typebox';
import type { Database } from '../../db/schema.js';
import { personRef } from '../../lib/people.js';
import {
  categoriesMember,
  fetchFirstAtMost,
  linkPlanFor,
  searchPlanFor,
  searchPlanLimits,
  parsePeopleOrdering,
  peopleWhere,
  type LinkPlan,
  resolvePeopleFilters,
  searchedPeople,
  type OrderingTerm,
  type Candidates,
  type PeopleFilters,
  type PeopleWhere,
} from './filters.js';
import { boundFromKeptCounts, countFromKeptCounts } from './counts.js';
import { countPeopleGroups, type GroupCountField } from './group-counts.js';
import { stopPieceBuilds } from './search-pieces.js';
import { hydratePeople, personColumns, personColumnsFor, type PersonDto, type PersonRow } from './hydration.js';
import { outlookChanged } from '../email/outlook/changes.js';
import {
  decodeCursor,
  orderTerms,
  pageCursors,
  seekConditions,
  type KeysetColumns,
  type KeysetCursor,
  type PageKey,
} from '../../lib/paging.js';

export type CurrentUserDto = Static<typeof CurrentUser>;
export type NoteDto = Static<typeof Note>;
export type OutlookStatusDto = Static<typeof OutlookStatus>;

export type PeoplePageQuery = PeopleFilters & {
  ordering?: string;
  limit: number;
  offset: number;
  cursor?: string;
  /** Only these keys (and `id`) in each row; every key when absent. */
  fields?: ReadonlySet<PersonField>;
};
/**
 * `next`/`previous` are keyset cursors from the page's last/first row (absent for an empty page). The rows are whole
 * unless the query names `fields`.
 */
export type PeoplePage = { count: number; results: Partial<PersonDto>[]; next?: string; previous?: string };

type OrderingField = OrderingTerm['field'];
type SearchLimits = ReturnType<typeof searchPlanLimits>;
/** The person table's sort columns for the list kit's keyset helpers. */
const personKeyset: KeysetColumns<OrderingField> = { column: (field) => sql.ref(`p.${field}`), id: sql.ref('p.id') };

/** `searchPlan`: every search with an estimate read by this plan, whatever it holds (and never in parts);
 * `wordsLimits`, `scanLimits`: a search read from its words, or in parts of a scan, sorted, hashed or walked by these
 * limits (tests run each plan on the same searches: the fixture is too small for the list to choose them);
 * `pieces: false`: nothing read from the pieces (search-pieces.ts: searches, and categories alone);
 * `linkPlan`: every list with kept counts read by this link plan. */
export function createContactRepository(
  db: Kysely<Database>,
  tuning: {
    searchPlan?: LinkPlan;
    wordsLimits?: SearchLimits;
    scanLimits?: SearchLimits;
    pieces?: false;
    linkPlan?: LinkPlan;
  } = {},
) {
  const selectPeople = (where: PeopleWhere, columns: readonly (typeof personColumns)[number][] = personColumns) =>
    db
      .selectFrom('person as p')
      .where(where)
      .leftJoin('capital_provider as cp', 'cp.person_id', 'p.id')
      .leftJoin('outlook_credential as oc', 'oc.person_id', 'p.id')
      .select(columns);

  // With a rare filter, the planner likes to walk the sort index and discard non-matches row by row. Planning the
  // matches on their own (OFFSET 0 is a planner fence) makes it fetch them through the filter's own index (trigrams,
  // the links' ids) and sort only those.
  const matching = (where: PeopleWhere, fenced: boolean) =>
    fenced
      ? (db.selectFrom(
          db.selectFrom('person as p').where(where).selectAll('p').offset(0).as('p'),
        ) as unknown as ReturnType<typeof unfenced>)
      : unfenced(where);
  const unfenced = (where: PeopleWhere) => db.selectFrom('person as p').where(where);

  /**
   * The ids of one page and their sort key values (as text, for the cursors), in list order. Only index columns
   * are read, so a deep `offset` is an index-only scan; the full rows are fetched for the page's ids alone.
   */
  function pageKeysQuery(
    where: PeopleWhere,
    terms: OrderingTerm[],
    page: { fenced: boolean; backward?: boolean; limit: number; offset?: number },
  ) {
    let query = matching(where, page.fenced).select([
      'p.id',
      ...terms.map((term, index) => sql<string | null>`${sql.ref(`p.${term.field}`)}::text`.as(`k${index}`)),
    ]);
    for (const [column, order] of orderTerms(terms, personKeyset, page.backward)) query = query.orderBy(column, order);
    query = query.limit(page.limit);
    if (page.offset) query = query.offset(page.offset);
    return query;
  }
  async function pageKeys(...args: Parameters<typeof pageKeysQuery>) {
    return (await pageKeysQuery(...args).execute()) as PageKey[];
  }

  /**
   * The contacts among the candidates: their rows, when each names a contact once; otherwise count(DISTINCT), which
   * sorts them all (about 1 ms of the 10 that 'ton', 7,944 contacts of 100,000, took in one statement).
   */
  const matchesOf = (unique: boolean) =>
    unique ? sql<number>`count(*)::int` : sql<number>`count(DISTINCT person_id)::int`;

  /**
   * A filter's first pages in one statement, from its candidates (`person_id`): their number and their contacts, and
   * the page chosen by that number, each plan a union arm that only runs for its own number:
   * - `sorted`: at most this many are sorted. One statement, not two: the ids stay in the database, rather than coming
   *   back to be sent again as an array that the planner estimates element by element (1.5 ms for 2,113 ids of
   *   `search=smi` at 100,000 contacts). The arm's filter is inside its array: outside, the array of every candidate
   *   was still built (1.3 ms for 'ton''s 13,477 word uses) before the filter found the arm not needed.
   * - `hashed` (none: no limit; equal to `sorted`: none hashed): up to this many are hashed while the sort index is
   *   walked, each row looked up in the hash. Walking with a search itself rechecks its pattern on every contact
   *   walked (about 9 ms for 'ton', 7,944 contacts, in the default order at 100,000); the hash takes about 1 ms to
   *   build and a lookup per row. The membership is a sublink under OR, as the link filters' hashed plan has it
   *   (filters.ts): a bare `IN` becomes a join, planned as fetching every match and sorting them.
   * Undefined when there are more than `hashed` (walk the sort index with the filter itself).
   */
  async function candidatesPage(
    candidates: Candidates,
    unique: boolean,
    limits: { sorted: number; hashed?: number },
    isDeleted: boolean,
    terms: OrderingTerm[],
    page: { limit: number; offset?: number },
  ): Promise<{ count: number; keys: PageKey[] } | undefined> {
    const { sorted, hashed } = limits;
    const arms = [];
    if (sorted >= 0) {
      const inSorted: PeopleWhere = (eb) =>
        eb('p.id', '=', sql<number>`any(array(SELECT person_id FROM candidate WHERE found.rows <= ${sorted}))`);
      arms.push(sql`(${pageKeysQuery(inSorted, terms, { fenced: true, ...page })})`);
    }
    if (hashed === undefined || hashed > sorted) {
      const inHash: PeopleWhere = (eb) =>
        eb.and([
          eb('p.is_deleted', '=', isDeleted),
          sql<SqlBool>`(p.id IN (SELECT person_id FROM candidate) OR false)`,
          ...(sorted >= 0 ? [sql<SqlBool>`found.rows > ${sorted}`] : []),
          ...(hashed === undefined ? [] : [sql<SqlBool>`found.rows <= ${hashed}`]),
        ]);
      arms.push(sql`(${pageKeysQuery(inHash, terms, { fenced: false, ...page })})`);
    }
    const { rows } = await sql<{ rows: number; matches: number } & Partial<PageKey>>`WITH candidate AS MATERIALIZED (
        ${hashed === undefined ? candidates : sql`SELECT person_id FROM (${candidates}) AS c LIMIT ${hashed + 1}`}
      )
      SELECT found.rows, found.matches, page.* FROM (
        SELECT count(*)::int AS rows, ${matchesOf(unique)} AS matches FROM candidate
      ) AS found
      LEFT JOIN LATERAL (${sql.join(arms, sql` UNION ALL `)}) AS page ON true`.execute(db);
    const found = rows[0]!;
    if (hashed !== undefined && found.rows > hashed) return undefined;
    return {
      count: found.matches,
      keys: rows.filter((row) => row.id != null).map(({ rows: _, matches: __, ...key }) => key as PageKey),
    };
  }

  /** Keyset: each seek condition nearest first, until the page is full; a `previous` page is read backwards. */
  async function pageKeysFrom(
    where: PeopleWhere,
    terms: OrderingTerm[],
    cursor: KeysetCursor,
    fenced: boolean,
    limit: number,
  ) {
    const keys: PageKey[] = [];
    for (const seek of seekConditions(terms, cursor, personKeyset)) {
      if (keys.length >= limit) break;
      const combined: PeopleWhere = (eb) => eb.and([where(eb), seek]);
      keys.push(...(await pageKeys(combined, terms, { fenced, backward: cursor.before, limit: limit - keys.length })));
    }
    return cursor.before ? keys.reverse() : keys;
  }

  /** The rows of these ids in their order; with `fields`, only the columns those keys need (the rest are absent). */
  async function findRows(ids: number[], fields?: ReadonlySet<PersonField>) {
    if (ids.length === 0) return [];
    const rows = (await selectPeople(
      (eb) => eb('p.id', '=', sql<number>`any(${ids}::int[])`),
      fields ? personColumnsFor(fields) : personColumns,
    ).execute()) as PersonRow[];
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  async function findRow(id: number) {
    return (await findRows([id]))[0];
  }

  return {
    /** Waits for the search pieces' builds under way (search-pieces.ts), before the database closes. */
    stop: () => stopPieceBuilds(db),

    /**
     * One page and the total, in a handful of set-based queries (never one per row). The plan follows the filter's
     * selectivity: a rare filter fetches its matches through its own index and sorts those (behind a planner fence);
     * a common one walks the sort index, where the first page's rows come at once.
     * Left to itself, the planner walks the sort index for rare filters too, probing row after row for matches that
     * are not there (130 ms for categories 1 and 2 at 100,000 contacts, against 11 fetched first).
     */
    async list(query: PeoplePageQuery): Promise<PeoplePage> {
      const filters = await resolvePeopleFilters(db, query);
      const terms = parsePeopleOrdering(query.ordering);
      const cursor = query.cursor === undefined ? undefined : decodeCursor(query.cursor, terms);
      const pageIn = (where: PeopleWhere, selective: boolean) =>
        cursor
          ? pageKeysFrom(where, terms, cursor, selective, query.limit)
          : pageKeys(where, terms, { fenced: selective, limit: query.limit, offset: query.offset });
      // The link filters' plan follows how many they keep (linkPlanFor): rare ones collect their ids first.
      const pageOf = (plan: LinkPlan) => pageIn(peopleWhere(filters, { links: plan }), plan === 'first');
      // A search alone is counted, and its matches collected, in the narrow person_search; with other filters, on
      // person.
      const search = query.search?.trim() ?? '';
      // A search's bound (the kept counts of its other filters) is read while its words are looked up.
      const searchBound = search ? boundFromKeptCounts(db, filters) : undefined;
      searchBound?.catch(() => undefined); // awaited below, unless the words' read fails first
      const searched = await searchedPeople(db, filters, { pieces: tuning.pieces });
      const countMatches = () =>
        searched
          ? searched.count()
          : db
              .selectFrom('person as p')
              .where(peopleWhere(filters))
              .select(sql<number>`count(*)::int`.as('count'))
              .executeTakeFirstOrThrow()
              .then((row) => row.count);
      const wanted = query.limit + (cursor ? 0 : query.offset);
      const planFor = (matches: number, total: number) => linkPlanFor(matches, total, wanted);
      // The rows of the page are fetched while the total is counted.
      const rowsOf = (keys: Promise<PageKey[]>) =>
        keys.then(async (found) => ({
          keys: found,
          results: await hydratePeople(
            db,
            await findRows(
              found.map((key) => key.id),
              query.fields,
            ),
            query.fields,
          ),
        }));

      const kept = search ? undefined : await countFromKeptCounts(db, filters);
      let count: Promise<number>;
      let page: Promise<{ keys: PageKey[]; results: Partial<PersonDto>[] }>;
      if (kept) {
        count = Promise.resolve(kept.count);
        const plan = tuning.linkPlan ?? planFor(kept.count, kept.total);
        // Categories alone, more than are fetched first: the walk tests each entry's bit in their bitmap.
        const member = plan === 'first' || tuning.pieces === false ? undefined : await categoriesMember(db, filters);
        page = rowsOf(
          member
            ? pageIn((eb) => eb.and([eb('p.is_deleted', '=', filters.isDeleted), member(eb)]), false)
            : pageOf(plan),
        );
      } else {
        const { bound, total } = await (searchBound ?? boundFromKeptCounts(db, filters));
        const plan = planFor(bound, total);
        if (plan === 'first' || !search) {
          count = countMatches();
          page = rowsOf(pageOf(plan));
        } else {
          // A search's selectivity. Where collecting its candidates costs a scan of its own (a fragment, through the
          // trigrams), the planner's estimate of its matches (its sample of the search text, a fraction of a
          // millisecond) chooses the plan (searchPlanFor), as the kept counts do for the link filters: a rare
          // fragment's matches are sorted, a common one's hashed while the sort index is walked (candidatesPage), the
          // commonest walk with the search itself. Collecting up to the rare limit only to find more cost 'ton'
          // (7,944 contacts of 100,000) 6-8 ms of a 38 ms page. Otherwise collect the matches up to the rare limit:
          // all of them are the count, and the page sorts those; more (undefined), and the count runs apart while the
          // page walks the sort index. A wrong guess only costs time: every plan counts and pages the same rows
          // (person-search.test.ts).
          const cap = fetchFirstAtMost(total, wanted);
          const fewFirst = async (): Promise<{ count: number; keys: PageKey[] } | undefined> => {
            if (searched && !searched.estimate && !cursor) {
              // Read from an index alone, the words' matches choose their plan in the statement that counts them,
              // unless the planner expects more uses than it would hash.
              const limits = tuning.wordsLimits ?? searchPlanLimits(total, wanted);
              if (searched.uses && (await searched.uses()) > limits.hashed) return undefined;
              return candidatesPage(searched.candidates(), searched.unique, limits, filters.isDeleted, terms, query);
            }
            const estimate = await searched?.estimate?.();
            const guessed =
              estimate === undefined
                ? 'first'
                : (tuning.searchPlan ?? searchPlanFor(estimate, total, wanted, await searched?.rechecked?.()));
            // No index serves the search: every plan reads every contact. Its parts collect the matches on their own
            // connections (filters.ts, `scanParts`); a few are sorted, some thousands looked up in a hash while the
            // sort index is walked (PostgreSQL hashes a constant array of 9 or more). More: the walk rechecks the
            // search itself while the parts count. 'an jo' (4,190 contacts of 100,000, over HTTP): 50.2 ms with its
            // scan in one statement, 42.2 in parts.
            // Matches known exactly, as a bitmap (the pieces): more than are sorted, and the walk of the sort index
            // tests each entry's bit, reading no row and hashing nothing. At 100,000 contacts 'director, finance'
            // (11,102 of them) took 7.7 ms to page from a hash of its unnested ids (psql), and 0.6 ms (parse, bind
            // and run, in the server's log) from its bitmap (12.8 kB, sent as a binary parameter).
            const member = searched?.member;
            if (guessed !== 'first' && member) {
              const where: PeopleWhere = (eb) => eb.and([eb('p.is_deleted', '=', filters.isDeleted), member(eb)]);
              return { count: await searched.count(), keys: await pageIn(where, false) };
            }
            const scanned = guessed === 'probed' || tuning.searchPlan ? undefined : await searched?.scanned?.();
            if (scanned) {
              const limits = tuning.scanLimits ?? searchPlanLimits(total, wanted);
              const found = await Promise.all(scanned.map((part) => part(limits.hashed + 1).execute()));
              const ids = found.flat().map((row) => row.person_id);
              if (ids.length > limits.hashed) return undefined;
              const where: PeopleWhere = (eb) =>
                eb.and([eb('p.is_deleted', '=', filters.isDeleted), eb('p.id', '=', sql<number>`any(${ids}::int[])`)]);
              return { count: ids.length, keys: await pageIn(where, ids.length <= limits.sorted) };
            }
            if (guessed === 'hashed' && searched && !cursor)
              return candidatesPage(
                searched.candidates(),
                searched.unique,
                { sorted: -1 },
                filters.isDeleted,
                terms,
                query,
              );
            if (guessed !== 'first') return undefined;
            const candidates: Candidates =
              searched?.candidates(cap + 1) ??
              db
                .selectFrom('person as p')
                .where(peopleWhere(filters))
                .select('p.id as person_id')
                .limit(cap + 1);
            if (!cursor)
              return candidatesPage(
                candidates,
                searched?.unique ?? true,
                { sorted: cap, hashed: cap },
                filters.isDeleted,
                terms,
                { limit: query.limit, offset: query.offset },
              );
            const found = await candidates.execute();
            if (found.length > cap) return undefined;
            const ids = [...new Set(found.map((row) => row.person_id))];
            const where: PeopleWhere = (eb) => eb('p.id', '=', sql<number>`any(${ids}::int[])`);
            return { count: ids.length, keys: await pageIn(where, true) };
          };
          const rare = await fewFirst();
          if (rare) {
            count = Promise.resolve(rare.count);
            page = rowsOf(Promise.resolve(rare.keys));
          } else {
            count = countMatches();
            page = rowsOf(pageOf(plan));
          }
        }
      }
      const [total, { keys, results }] = await Promise.all([count, page]);
      return { count: total, results, ...pageCursors(keys, terms) };
    },

    /** Contacts per value of `field` in the whole filtered list (`GET people/group_counts/`). */
    groupCounts(field: GroupCountField, filters: PeopleFilters) {
      return countPeopleGroups(db, field, filters);
    },

    /** Several contacts in the order of `ids` (deleted ones too). */
    async findByIds(ids: number[]): Promise<PersonDto[]> {
      return hydratePeople(db, await findRows(ids));
    },

    async findById(id: number): Promise<PersonDto | undefined> {
      const row = await findRow(id);
      return row && (await hydratePeople(db, [row]))[0];
    },

    async findNotes(personId: number): Promise<NoteDto[]> {
      const rows = await db
        .selectFrom('note as n')
        .leftJoin('person as c', 'c.id', 'n.creator_id')
        .select(['n.id', 'n.text', 'n.created_at', 'n.updated_at', 'n.creator_id', 'c.full_name', 'c.is_deleted'])
        .where('n.person_id', '=', personId)
        .orderBy('n.created_at', 'desc')
        .orderBy('n.id', 'desc')
        .execute();
      return rows.map((row) => ({
        id: row.id,
        text: row.text,
        created_at: row.created_at.toISOString(),
        updated_at: row.updated_at.toISOString(),
        creator: personRef(row.creator_id, row),
      }));
    },

    async findCurrentUser(id: number): Promise<CurrentUserDto | undefined> {
      const [person, prefs] = await Promise.all([
        this.findById(id),
        db
          .selectFrom('person')
          .select(['signature', 'table_column_prefs', 'sorting_prefs'])
          .where('id', '=', id)
          .executeTakeFirst(),
      ]);
      return person && prefs && { ...person, ...prefs };
    },

    /** Distinct company names of current contacts, alphabetical. */
    async organisations(): Promise<string[]> {
      const rows = await db
        .selectFrom('person')
        .select('company')
        .distinct()
        .where('is_deleted', '=', false)
        .where('company', '<>', '')
        .orderBy('company')
        .execute();
      return rows.map((row) => row.company);
    },

    async exists(id: number): Promise<boolean> {
      return Boolean(await db.selectFrom('person').select('id').where('id', '=', id).executeTakeFirst());
    },

    /** When the person's subscription ends (its status changes then without any write), if it has one. */
    async outlookSubscriptionEnd(personId: number): Promise<Date | null> {
      const row = await db
        .selectFrom('outlook_credential')
        .select('subscription_expires_at')
        .where('person_id', '=', personId)
        .executeTakeFirst();
      return row?.subscription_expires_at ?? null;
    },

    async outlookStatus(personId: number): Promise<OutlookStatusDto> {
      const row = await db
        .selectFrom('outlook_credential')
        .selectAll()
        .where('person_id', '=', personId)
        .executeTakeFirst();
      return {
        has_outlook_credentials: Boolean(row),
        has_outlook_subscription: Boolean(row?.has_subscription),
        credentials_are_active: Boolean(row?.credentials_active),
        // A Graph subscription lapses at its expiry unless renewed: the status is true to the clock, not a flag.
        subscriptions_are_active: Boolean(
          row?.has_subscription &&
          row.subscription_active &&
          (!row.subscription_expires_at || row.subscription_expires_at.getTime() > Date.now()),
        ),
      };
    },

    /** The mail sandbox's stand-in for the Microsoft consent flow: an active credential and subscription. */
    async connectSandboxOutlook(personId: number) {
      const active = { credentials_active: true, has_subscription: true, subscription_active: true };
      await db
        .insertInto('outlook_credential')
        .values({ person_id: personId, ...active })
        .onConflict((oc) => oc.column('person_id').doUpdateSet({ ...active, updated_at: sql`now()` }))
        .execute();
      outlookChanged(personId);
    },
  };
}
