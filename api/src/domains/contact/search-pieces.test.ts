import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchPatterns } from '../../lib/search.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { searchedPeople } from './filters.js';
import { buildPieces, matchPieces, mostPending, piecesOf, shortTerms } from './search-pieces.js';
import { searchTerms } from '@ft8/contract/rules';

// Terms of one or two characters are counted from the pieces' bitmaps (migration 076), less the contacts written
// since they were built, which are read from their texts: every count must be the scan's, whatever is pending.

let t: TestApp;
let admin: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin@ft8.test');
});
afterAll(() => t.close());

const send = async (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) => {
  const response = await t.app.inject({ method, url: `/api/${url}`, headers: admin, ...(payload && { payload }) });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response;
};
const listed = (term: string, isDeleted: boolean) =>
  t.app
    .inject({
      method: 'GET',
      url: `/api/people/?limit=200&is_deleted=${isDeleted}&search=${encodeURIComponent(term)}`,
      headers: admin,
    })
    .then((response) => response.json<{ count: number; results: { id: number }[] }>());

/** The contacts whose search text holds every term, by a scan of person. */
async function scanned(search: string, isDeleted: boolean) {
  const { rows } = await sql<{ id: number }>`SELECT id FROM person WHERE is_deleted = ${isDeleted} AND ${sql.join(
    searchPatterns(search).map((like) => sql`search_text LIKE ${like}`),
    sql` AND `,
  )}`.execute(t.database.db);
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

const pendingCount = async () =>
  (
    await t.database.db
      .selectFrom('search_pending')
      .select(sql<number>`count(*)::int`.as('count'))
      .executeTakeFirstOrThrow()
  ).count;

const searches = ['a', 'an', 'an ar', 'e', 'zz', 'ë', 'oë', 'ë b', '%', '_', '% _', '@', '.t', 'AN', 'q', 'x y z'];

/** Each search counted from the pieces, listed over REST, and scanned: the same contacts. */
async function expectScanned(label: string) {
  for (const isDeleted of [false, true])
    for (const search of searches) {
      const expected = await scanned(search, isDeleted);
      const terms = searchTerms(search);
      const matches = await matchPieces(t.database.db, shortTerms(terms)!, searchPatterns(search), isDeleted);
      const what = `${label}: '${search}', deleted ${isDeleted}`;
      expect(matches, what).toBeDefined();
      expect(matches!.count, what).toBe(expected.length);
      expect(
        matches!.ids().sort((a, b) => a - b),
        what,
      ).toEqual(expected);
      const page = await listed(search, isDeleted);
      expect(page.count, what).toBe(expected.length);
      expect(page.results.length, what).toBe(Math.min(200, expected.length));
      const ids = new Set(expected);
      expect(
        page.results.every((row) => ids.has(row.id)),
        what,
      ).toBe(true);
    }
}

describe('pieces of the search texts', () => {
  it('are each character and each pair of neighbours, by code point', () => {
    expect([...piecesOf('zoë b')].sort()).toEqual(['zo', 'oë', 'ë ', ' b', 'z', 'o', 'ë', ' ', 'b'].sort());
    expect([...piecesOf('a😀b')]).toEqual(['a', '😀', 'a😀', 'b', '😀b']);
    expect(shortTerms(['an', 'ar', 'an'])).toEqual(['an', 'ar']);
    expect(shortTerms(['😀😀'])).toEqual(['😀😀']);
    expect(shortTerms(['an', 'ton'])).toBeUndefined();
    expect(shortTerms([])).toBeUndefined();
  });

  it('count as a scan does: everything pending, built, then written again, merged and deleted for good', async () => {
    let created = 0;
    const create = async (first: string, last: string, company: string) =>
      (
        await send('POST', 'people/', {
          first_name: first,
          last_name: last,
          company,
          profile_type: 2,
          emails: [{ email: `p${++created}.${Date.now().toString(36)}@pieces.test`, label: 'Work' }],
        })
      ).json<{ id: number }>().id;
    const zoe = await create('Zoë', 'Brontë', 'Haworth');
    const percent = await create('Per_cent', '100%', 'Ratio & Co');
    await send('DELETE', 'people/multiple/', { ids: [percent] });

    // A fresh database: every contact pending, read from its text.
    expect(await pendingCount()).toBeGreaterThan(0);
    await expectScanned('pending');
    await buildPieces(t.database.db);
    expect(await pendingCount()).toBe(0);
    await expectScanned('built');

    // Written after the build: renamed, deleted, restored, emails changed, and another contact created.
    await send('PATCH', `people/${zoe}/`, { last_name: 'Anarchy', company: 'Qzar' });
    await send('DELETE', 'people/multiple/', { ids: [zoe] });
    const extra = await create('Xavier', 'Yz', 'Zed');
    expect(await pendingCount()).toBeGreaterThanOrEqual(2);
    await expectScanned('written after the build');
    await buildPieces(t.database.db);
    await expectScanned('built again');

    // Merged into another contact, then deleted for good: its bits go with it.
    const merged = await create('Oona', 'Ax', 'Zed');
    await buildPieces(t.database.db);
    await send('PATCH', `people/existing-duplicates/${extra}/merge_from_people/?people=${merged}`, {});
    await expectScanned('merged, pending');
    await send('DELETE', 'people/permanently_delete_multiple/', { ids: [merged, zoe, percent] });
    await expectScanned('deleted for good, pending');
    await buildPieces(t.database.db);
    expect(await pendingCount()).toBe(0);
    await expectScanned('deleted for good, built');
    const { rows } = await sql<{ count: number }>`SELECT count(*)::int AS count FROM search_piece
      WHERE chunk = ${merged >> 12} AND get_bit(bits, ${merged} & 4095) = 1`.execute(t.database.db);
    expect(rows[0]!.count).toBe(0);
    // The same bit of a contact that stays (get_bit numbers each byte's bits from the least significant, as the
    // bitmaps do): set in its pieces' bitmaps, one for each piece of its text.
    const { rows: kept } = await sql<{ count: number; text: string }>`SELECT
      (SELECT count(*)::int FROM search_piece WHERE chunk = ${extra >> 12} AND get_bit(bits, ${extra} & 4095) = 1) AS count,
      (SELECT search_text FROM person_search WHERE person_id = ${extra}) AS text`.execute(t.database.db);
    expect(kept[0]!.count).toBe(piecesOf(kept[0]!.text).size);
  });

  it('leave a search to the scan while more contacts are pending than it reads, and build them', async () => {
    const { db } = t.database;
    await buildPieces(db);
    await db
      .insertInto('person')
      .values(
        Array.from({ length: mostPending + 100 }, (_, i) => ({
          first_name: `Bulk${i}`,
          last_name: i % 2 ? 'Anders' : 'Quill',
          company: '',
          profile_type: 2,
        })),
      )
      .execute();
    const before = await searchedPeople(db, { search: 'an', isDeleted: false });
    expect(before?.read).not.toBe('pieces');
    expect(await before!.count()).toBe((await scanned('an', false)).length);
    await buildPieces(db);
    expect(await pendingCount()).toBe(0);
    const after = await searchedPeople(db, { search: 'an', isDeleted: false });
    expect(after?.read).toBe('pieces');
    expect(await after!.count()).toBe((await scanned('an', false)).length);
    expect((await listed('an', false)).count).toBe((await scanned('an', false)).length);
  });

  it('keep a contact written during a build pending, and the build does not wait for the write (PostgreSQL server)', async (context) => {
    if (t.database.kind !== 'postgres') return context.skip(); // the embedded database runs one statement at a time
    const { db } = t.database;
    const id = (
      await send('POST', 'people/', {
        first_name: 'Ulla',
        last_name: 'Ovard',
        company: 'Ovard Holdings',
        profile_type: 2,
        emails: [{ email: `ulla.${Date.now().toString(36)}@pieces.test`, label: 'Work' }],
      })
    ).json<{ id: number }>().id;
    // Pending at the build's snapshot, and renamed by a transaction that is still under way when the build ends.
    let commit!: () => void;
    const committed = new Promise<void>((resolve) => (commit = resolve));
    let renamed!: () => void;
    const isRenamed = new Promise<void>((resolve) => (renamed = resolve));
    const writing = db.transaction().execute(async (trx) => {
      await trx.updateTable('person').set({ last_name: 'Jqvard' }).where('id', '=', id).execute();
      renamed();
      await committed;
    });
    await isRenamed;
    const pendingBefore = await pendingCount();
    // Every pending contact built but the one being written.
    expect(await buildPieces(db)).toBe(pendingBefore - 1);
    commit();
    await writing;
    const { rows } = await sql<{ count: number }>`SELECT count(*)::int AS count FROM search_pending
      WHERE person_id = ${id}`.execute(db);
    expect(rows[0]!.count).toBe(1);
    for (const search of ['jq', 'ov', 'ul'])
      expect((await listed(search, false)).count, search).toBe((await scanned(search, false)).length);
    await buildPieces(db);
    expect(await pendingCount()).toBe(0);
    expect((await listed('jq', false)).results.map((row) => row.id)).toContain(id);
  });
});
