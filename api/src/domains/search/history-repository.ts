import { profileTypes } from '@ft8/contract/rules';
import type { SearchHistoryItem, SearchType } from '@ft8/contract/search';
import type { Kysely, Selectable } from 'kysely';
import { sql } from 'kysely';
import type { Static } from 'typebox';
import type { Database } from '../../db/schema.js';
import { likePattern } from '../../lib/search.js';

export type SearchHistoryDto = Static<typeof SearchHistoryItem>;
export type NewSearch = {
  title: string;
  type: SearchType;
  query: string;
  columns: unknown[];
  rows: Array<Record<string, unknown>>;
};
export type HistoryListQuery = { search?: string; type?: SearchType; limit: number; offset: number };

const staffTypes = [profileTypes.admin, profileTypes.user];
const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** Saved searches (`search_history/`): each visible to its owner and to the people it is shared with. */
export function createSearchHistoryRepository(db: Kysely<Database>) {
  type Row = Selectable<Database['search_history']>;

  const visibleTo = (me: number) =>
    sql<boolean>`(h.person_id = ${me} OR EXISTS (SELECT 1 FROM search_history_share s
      WHERE s.search_id = h.id AND s.person_id = ${me}))`;

  /** The rows as items, with their owners: the owner first, then the people it is shared with, by name. */
  async function items(rows: Row[]): Promise<SearchHistoryDto[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const shares = await db
      .selectFrom('search_history_share as s')
      .innerJoin('person as p', 'p.id', 's.person_id')
      .select(['s.search_id', 'p.id', 'p.full_name'])
      .where('s.search_id', '=', sql<number>`any(${ids}::int[])`)
      .orderBy('p.full_name')
      .orderBy('p.id')
      .execute();
    const owners = await db
      .selectFrom('person')
      .select(['id', 'full_name'])
      .where('id', '=', sql<number>`any(${rows.map((row) => row.person_id)}::int[])`)
      .execute();
    const ownerById = new Map(owners.map((owner) => [owner.id, owner]));
    return rows.map((row) => {
      const owner = ownerById.get(row.person_id);
      return {
        id: row.id,
        title: row.title,
        person: row.person_id,
        // jsonb arrays as the contract checked them on the way in (generated.ts types them as any JSON).
        columns: asArray(row.columns),
        rows: asArray(row.rows) as SearchHistoryDto['rows'],
        type: row.type as SearchType,
        query: row.query,
        owners: [
          ...(owner ? [{ id: owner.id, full_name: owner.full_name }] : []),
          ...shares
            .filter((share) => share.search_id === row.id)
            .map((share) => ({ id: share.id, full_name: share.full_name })),
        ],
        created_at: row.created_at.toISOString(),
      };
    });
  }

  const select = () => db.selectFrom('search_history as h').selectAll('h');

  return {
    /** Mine and those shared with me, newest first; `search` on the title. */
    async list(me: number, query: HistoryListQuery): Promise<{ count: number; results: SearchHistoryDto[] }> {
      let filtered = db.selectFrom('search_history as h').where(visibleTo(me));
      const search = query.search?.trim();
      if (search) filtered = filtered.where('h.title', 'ilike', likePattern(search));
      if (query.type) filtered = filtered.where('h.type', '=', query.type);
      const [rows, counted] = await Promise.all([
        filtered
          .selectAll('h')
          .orderBy('h.created_at', 'desc')
          .orderBy('h.id', 'desc')
          .limit(query.limit)
          .offset(query.offset)
          .execute(),
        filtered.select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow(),
      ]);
      return { count: counted.count, results: await items(rows) };
    },

    async get(me: number, id: number): Promise<SearchHistoryDto | undefined> {
      const row = await select().where('h.id', '=', id).where(visibleTo(me)).executeTakeFirst();
      return row && (await items([row]))[0];
    },

    async create(me: number, search: NewSearch): Promise<SearchHistoryDto> {
      const row = await db
        .insertInto('search_history')
        .values({
          title: search.title.trim(),
          person_id: me,
          type: search.type,
          query: search.query,
          columns: JSON.stringify(search.columns),
          rows: JSON.stringify(search.rows),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return (await items([row]))[0]!;
    },

    /** Who owns the search, when `me` may see it: undefined when it does not exist or is not visible to `me`. */
    async ownerOf(me: number, id: number): Promise<number | undefined> {
      const row = await select().where('h.id', '=', id).where(visibleTo(me)).executeTakeFirst();
      return row?.person_id;
    },

    async remove(id: number): Promise<void> {
      await db.deleteFrom('search_history').where('id', '=', id).execute();
    },

    /** Those of `people` who are not current staff accounts (only staff may be shared with). */
    async notStaff(people: number[]): Promise<number[]> {
      const staff = await db
        .selectFrom('person')
        .select('id')
        .where('id', '=', sql<number>`any(${people}::int[])`)
        .where('is_deleted', '=', false)
        .where('profile_type', '=', sql<number>`any(${staffTypes}::int[])`)
        .execute();
      const found = new Set(staff.map((row) => row.id));
      return [...new Set(people)].filter((id) => !found.has(id));
    },

    /** Adds `people` to those the search is shared with (its owner and those already there are left as they are). */
    async share(me: number, id: number, people: number[]): Promise<SearchHistoryDto> {
      const others = [...new Set(people)].filter((person) => person !== me);
      if (others.length > 0)
        await db
          .insertInto('search_history_share')
          .values(others.map((person) => ({ search_id: id, person_id: person })))
          .onConflict((oc) => oc.doNothing())
          .execute();
      return (await this.get(me, id))!;
    },
  };
}
