import { sql, type Kysely } from 'kysely';
import type { Static } from 'typebox';
import type { Database } from '../db/schema.js';
import type { CurrentUser, Note, OutlookStatus, Person } from '../schemas/person.js';
import { parseOrdering, peopleWhere, type PeopleFilters, type PeopleWhere } from './people-filters.js';
import { hydratePeople, personColumns, type PersonRow } from './person-hydration.js';

export type PersonDto = Static<typeof Person>;
export type CurrentUserDto = Static<typeof CurrentUser>;
export type NoteDto = Static<typeof Note>;
export type OutlookStatusDto = Static<typeof OutlookStatus>;

export type PeoplePageQuery = PeopleFilters & { ordering?: string; limit: number; offset: number };

/** No search and no filter but deleted-or-not: the count is the one the triggers of migration 005 keep. */
const isWholeList = (query: PeoplePageQuery) =>
  !query.search?.trim() &&
  query.ids === undefined &&
  query.profileTypes === undefined &&
  query.categories === undefined &&
  query.isCapitalProvider === undefined &&
  !query.tag;

export function createPeopleRepository(db: Kysely<Database>) {
  const selectPeople = (where: PeopleWhere, options: { fenced?: boolean } = {}) =>
    (options.fenced ? fencedPeople(where) : unfencedPeople(where))
      .leftJoin('capital_provider as cp', 'cp.person_id', 'p.id')
      .leftJoin('outlook_credential as oc', 'oc.person_id', 'p.id')
      .select(personColumns);

  // With a selective search, the planner likes to walk the sort index and discard non-matches row by row
  // (20 ms at 100k rows). Planning the matches on their own (OFFSET 0 is a planner fence) makes it fetch them
  // through the trigram index and sort only those (a few ms).
  const fencedPeople = (where: PeopleWhere) =>
    db.selectFrom(db.selectFrom('person as p').where(where).selectAll('p').offset(0).as('p')) as unknown as ReturnType<typeof unfencedPeople>;
  const unfencedPeople = (where: PeopleWhere) => db.selectFrom('person as p').where(where);

  async function findRow(id: number) {
    return selectPeople((eb) => eb('p.id', '=', id)).executeTakeFirst() as Promise<PersonRow | undefined>;
  }

  return {
    /** One page and the total, in a handful of set-based queries (never one per row). */
    async list(query: PeoplePageQuery): Promise<{ count: number; results: PersonDto[] }> {
      const where = peopleWhere(query);
      // Trigram search needs 3 characters; shorter fragments match so much that walking the sort index wins.
      let page = selectPeople(where, { fenced: (query.search?.trim().length ?? 0) >= 3 });
      for (const term of parseOrdering(query.ordering)) {
        // Empty values sort last either way ("Not Rated" after 3 stars), as people expect from a table.
        page = page.orderBy(sql.ref(`p.${term.field}`), (order) => (term.direction === 'desc' ? order.desc() : order.asc()).nullsLast());
      }
      const [counted, rows] = await Promise.all([
        isWholeList(query)
          ? db.selectFrom('person_count').select('count').where('is_deleted', '=', query.isDeleted).executeTakeFirstOrThrow()
          : db.selectFrom('person as p').where(where).select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow(),
        page.orderBy('p.id').limit(query.limit).offset(query.offset).execute() as Promise<PersonRow[]>,
      ]);
      return { count: counted.count, results: await hydratePeople(db, rows) };
    },

    async findById(id: number): Promise<PersonDto | undefined> {
      const row = await findRow(id);
      return row && (await hydratePeople(db, [row]))[0];
    },

    async findNotes(personId: number): Promise<NoteDto[]> {
      const rows = await db
        .selectFrom('note as n')
        .leftJoin('person as c', 'c.id', 'n.creator_id')
        .select(['n.id', 'n.text', 'n.created_at', 'n.updated_at', 'c.id as creator_id', 'c.full_name as creator_name'])
        .where('n.person_id', '=', personId)
        .orderBy('n.created_at', 'desc')
        .orderBy('n.id', 'desc')
        .execute();
      return rows.map((row) => ({
        id: row.id,
        text: row.text,
        created_at: row.created_at.toISOString(),
        updated_at: row.updated_at.toISOString(),
        creator: row.creator_id === null || row.creator_name === null ? null : { id: row.creator_id, full_name: row.creator_name },
      }));
    },

    async findCurrentUser(id: number): Promise<CurrentUserDto | undefined> {
      const [person, prefs] = await Promise.all([
        this.findById(id),
        db.selectFrom('person').select(['signature', 'table_column_prefs', 'sorting_prefs']).where('id', '=', id).executeTakeFirst(),
      ]);
      return person && prefs && { ...person, ...prefs };
    },

    /** Merges the given preference objects key by key into the stored ones. */
    async updatePreferences(
      id: number,
      changes: { table_column_prefs?: object; sorting_prefs?: object; signature?: string | null },
    ) {
      await db
        .updateTable('person')
        .set({
          updated_at: sql`now()`,
          updated_by: id,
          ...(changes.table_column_prefs && { table_column_prefs: sql`table_column_prefs || ${JSON.stringify(changes.table_column_prefs)}::jsonb` }),
          ...(changes.sorting_prefs && { sorting_prefs: sql`sorting_prefs || ${JSON.stringify(changes.sorting_prefs)}::jsonb` }),
          ...(changes.signature !== undefined && { signature: changes.signature }),
        })
        .where('id', '=', id)
        .execute();
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

    async outlookStatus(personId: number): Promise<OutlookStatusDto> {
      const row = await db.selectFrom('outlook_credential').selectAll().where('person_id', '=', personId).executeTakeFirst();
      return {
        has_outlook_credentials: Boolean(row),
        has_outlook_subscription: Boolean(row?.has_subscription),
        credentials_are_active: Boolean(row?.credentials_active),
        subscriptions_are_active: Boolean(row?.has_subscription && row.subscription_active),
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
    },
  };
}

export type PeopleRepository = ReturnType<typeof createPeopleRepository>;
