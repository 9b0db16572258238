import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { decodeCursor, encodeCursor, type OrderingTerm } from '../../lib/paging.js';
import { personRef } from '../../lib/people.js';
import { activityWhere, type ActivityFilterValues } from './filters.js';

/** Newest first (spec part 2 section 9: activity by date descending); the id orders entries of one transaction. */
const newestFirst: OrderingTerm[] = [{ field: 'date', direction: 'desc' }];

type PageRequest = { limit: number; offset: number; cursor?: string };

export function createActivityRepository(db: Kysely<Database>) {
  const entries = (filters: ActivityFilterValues) => db.selectFrom('activity as a').where(activityWhere(filters));

  /**
   * One page's keys. From a cursor, a seek on the row value `(date, id)` into the index that ends in `(date, id)`:
   * a deep page costs what the first costs. Without one, `offset` rows are stepped over, as DRF does.
   */
  async function pageKeys(filters: ActivityFilterValues, page: PageRequest) {
    const cursor = page.cursor === undefined ? undefined : decodeCursor(page.cursor, newestFirst);
    const backward = cursor?.before === true;
    let query = entries(filters)
      .select(['a.id', sql<string>`a.date::text`.as('date_key')])
      .orderBy('a.date', backward ? 'asc' : 'desc')
      .orderBy('a.id', backward ? 'asc' : 'desc')
      .limit(page.limit);
    if (cursor) {
      const at = sql`(${cursor.values[0]}::timestamptz, ${cursor.id}::int)`;
      query = query.where(sql<boolean>`(a.date, a.id) ${sql.raw(backward ? '>' : '<')} ${at}`);
    } else if (page.offset) query = query.offset(page.offset);
    const keys = await query.execute();
    return backward ? keys.reverse() : keys;
  }

  return {
    /** One page, newest first, with the exact count and the cursors of its `next` and `previous` links. */
    async list(filters: ActivityFilterValues, page: PageRequest) {
      const [{ count }, keys] = await Promise.all([
        entries(filters)
          .select(sql<number>`count(*)::int`.as('count'))
          .executeTakeFirstOrThrow(),
        pageKeys(filters, page),
      ]);
      const cursorAt = (key: (typeof keys)[number] | undefined, before: boolean) =>
        key && encodeCursor({ ordering: '-date', values: [key.date_key], id: key.id, before });
      return {
        count,
        results: await this.byIds(keys.map((key) => key.id)),
        cursors: { next: cursorAt(keys.at(-1), false), previous: cursorAt(keys[0], true) },
      };
    },

    /** Entries in the order of `ids`, with who made each. */
    async byIds(ids: number[]) {
      if (ids.length === 0) return [];
      const rows = await db
        .selectFrom('activity as a')
        .leftJoin('person as p', 'p.id', 'a.person_id')
        .select(['a.id', 'a.type', 'a.date', 'a.person_id', 'a.args', 'a.document', 'p.full_name', 'p.is_deleted'])
        .where('a.id', '=', sql<number>`any(${ids}::int[])`)
        .execute();
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.flatMap((id) => {
        const row = byId.get(id);
        if (!row) return [];
        return [
          {
            id: row.id,
            type: row.type,
            date: new Date(row.date).toISOString(),
            person: row.person_id,
            person_details: personRef(row.person_id, row),
            args: row.args as Record<string, unknown>,
            document: row.document,
          },
        ];
      });
    },
  };
}
