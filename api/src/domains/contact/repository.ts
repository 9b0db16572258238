import type { CurrentUser, Note, OutlookStatus, PersonField } from '@ft8/contract/contact';
import { sql, type Kysely } from 'kysely';
import type { Static } from 'typebox';
import type { Database } from '../../db/schema.js';
import { personRef } from '../../lib/people.js';
import {
  listPlanFor,
  parsePeopleOrdering,
  peopleWhere,
  resolvePeopleFilters,
  type ListPlan,
  type OrderingTerm,
  type PeopleFilters,
  type PeopleWhere,
} from './filters.js';
import { countPeople, keptCounts } from './counts.js';
import { countPeopleGroups, type GroupCountField } from './group-counts.js';
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
/** The person table's sort columns for the list kit's keyset helpers. */
const personKeyset: KeysetColumns<OrderingField> = { column: (field) => sql.ref(`p.${field}`), id: sql.ref('p.id') };

/** `plan`: every list read by this plan, whatever it keeps (tests run both on the same lists: the fixture is too small
 * for the list to choose a walk). */
export function createContactRepository(db: Kysely<Database>, tuning: { plan?: ListPlan } = {}) {
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
  async function pageKeys(
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
    return (await query.execute()) as PageKey[];
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
    /**
     * One page and the exact count, in a handful of set-based queries (never one per row). The count comes first and
     * chooses the plan (`listPlanFor`): a rare filter fetches its matches through its own index and sorts those
     * (behind a planner fence); a common one walks the sort index, where the first page's rows come at once. Left to
     * itself, the planner walks the sort index for rare filters too, probing row after row for matches that are not
     * there (130 ms for categories 1 and 2 at 100,000 contacts, against 11 fetched first).
     */
    async list(query: PeoplePageQuery): Promise<PeoplePage> {
      const filters = await resolvePeopleFilters(db, query);
      const terms = parsePeopleOrdering(query.ordering);
      const cursor = query.cursor === undefined ? undefined : decodeCursor(query.cursor, terms);
      const kept = await keptCounts(db, filters);
      const count = kept.count ?? (await countPeople(db, filters));
      const plan = tuning.plan ?? listPlanFor(count, kept.total, query.limit + (cursor ? 0 : query.offset));
      const where = peopleWhere(filters, { plan });
      const fenced = plan === 'first';
      const keys = cursor
        ? await pageKeysFrom(where, terms, cursor, fenced, query.limit)
        : await pageKeys(where, terms, { fenced, limit: query.limit, offset: query.offset });
      const rows = await findRows(
        keys.map((key) => key.id),
        query.fields,
      );
      return { count, results: await hydratePeople(db, rows, query.fields), ...pageCursors(keys, terms) };
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
