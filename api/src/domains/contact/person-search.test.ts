import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchPatterns } from '../../lib/search.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { createContactRepository } from './repository.js';

// A search alone counts and collects its matches in person_search (migration 062), kept in step with person by
// triggers: every write that changes a contact's search text or deleted flag must reach it.

let t: TestApp;
let admin: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin@ft8.test');
});
afterAll(() => t.close());

const send = (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/${url}`, headers: admin, ...(payload && { payload }) });
const search = (term: string, extra = '') =>
  t.app
    .inject({ method: 'GET', url: `/api/people/?limit=200&search=${encodeURIComponent(term)}${extra}`, headers: admin })
    .then((response) => response.json<{ count: number; results: { id: number }[] }>());

/** Rows of person and person_search that disagree (or exist on one side only). */
async function outOfStep() {
  const { rows } = await sql<{ count: number }>`SELECT count(*)::int AS count FROM person p
    FULL JOIN person_search s ON s.person_id = p.id
    WHERE s.person_id IS NULL OR p.id IS NULL OR s.search_text <> p.search_text OR s.is_deleted <> p.is_deleted`.execute(
    t.database.db,
  );
  return rows[0]!.count;
}

describe('person_search', () => {
  it('follows creates, renames, email changes and deletes, and answers searches as person would', async () => {
    expect(await outOfStep()).toBe(0);
    const stamp = Date.now().toString(36);
    const created = await send('POST', 'people/', {
      first_name: 'Quinta',
      last_name: `Zephyr${stamp}`,
      company: 'Zephyr Estates',
      profile_type: 2,
      emails: [{ email: `quinta.${stamp}@zephyr.test`, label: 'Work' }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ id: number }>().id;
    expect(await search(`zephyr${stamp}`)).toMatchObject({ count: 1, results: [{ id }] });

    await send('PATCH', `people/${id}/`, { last_name: `Yarrow${stamp}` });
    expect((await search(`zephyr${stamp}`)).count).toBe(0);
    expect((await search(`yarrow${stamp}`)).count).toBe(1);

    await send('PATCH', `people/${id}/`, { emails: [{ email: `q.${stamp}@marigold.test`, label: 'Work' }] });
    expect((await search(`${stamp}@marigold`)).count).toBe(1);
    expect((await search(`quinta.${stamp}@zephyr`)).count).toBe(0);

    await send('DELETE', 'people/multiple/', { ids: [id] });
    expect((await search(`yarrow${stamp}`)).count).toBe(0);
    expect((await search(`yarrow${stamp}`, '&is_deleted=true')).count).toBe(1);
    expect(await outOfStep()).toBe(0);
  });

  it('follows a merge, and finds a fragment of a text longer than an index entry', async () => {
    const stamp = Date.now().toString(36);
    const create = async (lastName: string, jobTitle?: string) => {
      const created = await send('POST', 'people/', {
        first_name: 'Wenda',
        last_name: lastName,
        company: 'Wordfield',
        profile_type: 2,
        emails: [{ email: `${lastName.toLowerCase()}@wordfield.test`, label: 'Work' }],
        ...(jobTitle && { job_title: jobTitle }),
      });
      expect(created.statusCode, created.body).toBe(201);
      return created.json<{ id: number }>().id;
    };
    // 3,000 characters without a space: more than a btree entry holds (2,704 bytes).
    // The api takes at most 500 for a job title now (maxPersonTextLength); rows written before, or by the database's
    // other writers, may hold more: written directly.
    const long = await create(`Long${stamp}`);
    await t.database.db
      .updateTable('person')
      .set({ job_title: `${'x'.repeat(1500)}${stamp}${'y'.repeat(1500)}` })
      .where('id', '=', long)
      .execute();
    expect(await search(`xx${stamp}yy`)).toMatchObject({ count: 1, results: [{ id: long }] });

    const survivor = await create(`Keep${stamp}`);
    const merged = await create(`Gone${stamp}`);
    const merge = await t.app.inject({
      method: 'PATCH',
      url: `/api/people/existing-duplicates/${survivor}/merge_from_people/?people=${merged}`,
      headers: admin,
      payload: { job_title: 'Merged' },
    });
    expect(merge.statusCode, merge.body).toBe(200);
    expect((await search(`keep${stamp}`)).count).toBe(1);
    expect((await search(`gone${stamp}`)).count).toBe(0);
    expect((await search(`keep${stamp} merged`)).count).toBe(1);
    expect(await outOfStep()).toBe(0);
  });

  // Each search twice, and within categories: 20 s on a loaded PostgreSQL server.
  it(
    'counts and finds as a scan of person does: short and common terms, words, several terms, deleted contacts',
    {
      timeout: 90_000,
    },
    async () => {
      await send('DELETE', 'people/multiple/', {
        ids: (await search('director')).results.slice(0, 2).map((row) => row.id),
      });
      // Characters of more than one byte.
      const created = await send('POST', 'people/', {
        first_name: 'Zoë',
        last_name: 'Brontë',
        company: 'Haworth Estates',
        profile_type: 2,
        emails: [{ email: `zoe.${Date.now().toString(36)}@haworth.test`, label: 'Work' }],
      });
      expect(created.statusCode, created.body).toBe(201);
      // Terms across the words' separators (an address's '@' and '.') as well as within a word.
      const terms = [
        'a',
        'zz',
        'an',
        'director',
        'DIRECTOR,',
        '%',
        '_',
        'ft8.test',
        '@',
        'n@ft8',
        '8.t',
        'ft8',
        'qxzjv',
      ];
      const searches = [
        ...terms,
        ...['ë', 'oë', 'ë b', 'zoë', 'an ar', 'DI', '% _', 'a e i', 'director zz', 'director an', 'an qxzjv'],
        ...['managing director', 'director capital', '"managing director"'],
      ];
      for (const isDeleted of [false, true])
        for (const term of searches) {
          const patterns = searchPatterns(term);
          const { rows } = await sql<{ id: number }>`SELECT id FROM person WHERE is_deleted = ${isDeleted}
          AND ${sql.join(
            patterns.map((like) => sql`search_text LIKE ${like}`),
            sql` AND `,
          )}`.execute(t.database.db);
          const found = await search(term, `&is_deleted=${isDeleted}`);
          expect(found.count, `${term}, deleted ${isDeleted}`).toBe(rows.length);
          // Within categories, counted on person rather than person_search.
          const { rows: inCategories } = await sql<{ count: number }>`SELECT count(*)::int AS count FROM person p
          WHERE is_deleted = ${isDeleted} AND ${sql.join(
            patterns.map((like) => sql`search_text LIKE ${like}`),
            sql` AND `,
          )} AND EXISTS (SELECT 1 FROM person_lookup pl WHERE pl.person_id = p.id AND pl.kind = 'categories'
            AND pl.lookup_id IN (1, 4))`.execute(t.database.db);
          expect((await search(term, `&is_deleted=${isDeleted}&category=1,4`)).count, `${term} in categories`).toBe(
            inCategories[0]!.count,
          );
          const expected = new Set(rows.map((row) => row.id));
          expect(found.results.every((row) => expected.has(row.id))).toBe(true);
          expect(found.results.length).toBe(Math.min(200, rows.length));
          // A later page of the same order (a rare search's matches are sorted in the statement that finds them).
          const later = await search(term, `&is_deleted=${isDeleted}&offset=2`);
          expect(later.count, `${term}, deleted ${isDeleted}, offset 2`).toBe(rows.length);
          expect(later.results.slice(0, 198).map((row) => row.id)).toEqual(found.results.slice(2).map((row) => row.id));
        }
    },
  );

  it('finds every term in any order (DRF SearchFilter): a first and last name find a contact with a middle name', async () => {
    const stamp = Date.now().toString(36);
    const created = await send('POST', 'people/', {
      first_name: 'Isolde',
      middle_name: 'Maren',
      last_name: `Quarrie${stamp}`,
      company: 'Lantern Capital',
      job_title: 'Managing Director',
      profile_type: 2,
      emails: [{ email: `isolde.${stamp}@lantern.test`, label: 'Work' }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ id: number }>().id;
    const found = async (term: string, extra = '') => (await search(term, extra)).results.map((row) => row.id);
    expect(await found(`isolde quarrie${stamp}`)).toEqual([id]);
    expect(await found(`QUARRIE${stamp},  Isolde`)).toEqual([id]);
    expect(await found(`quarrie${stamp} lantern director`)).toEqual([id]);
    // A quoted phrase is one term: the words must stand together.
    expect(await found(`"isolde maren quarrie${stamp}"`)).toEqual([id]);
    expect(await found(`"isolde quarrie${stamp}"`)).toEqual([]);
    // One term missing: no match; with other filters the terms still all apply.
    expect(await found(`isolde quarrie${stamp} nowhere`)).toEqual([]);
    expect(await found(`isolde quarrie${stamp}`, '&profile_type=2')).toEqual([id]);
    expect(await found(`isolde quarrie${stamp}`, '&profile_type=1')).toEqual([]);
    const counts = await t.app.inject({
      method: 'GET',
      url: `/api/people/group_counts/?field=profile_type&search=${encodeURIComponent(`isolde quarrie${stamp}`)}`,
      headers: admin,
    });
    expect(counts.json()).toEqual([{ value: 2, count: 1 }]);
  });
  it('pages a search the same whichever plan reads it: its matches sorted, or the sort index walked', async () => {
    const { db } = t.database;
    await db
      .insertInto('person')
      .values(
        Array.from({ length: 1050 }, (_, i) => ({
          first_name: ['Ann', 'Bob', 'Cy'][i % 3]!,
          last_name: `Hamilton${i}`,
          company: i % 4 ? `Ton ${i % 5} Ltd` : '',
          city: ['Leeds', 'York', null][i % 3],
          profile_type: 2,
        })),
      )
      .execute();
    const plans = (['first', 'walked'] as const).map((plan) => ({
      plan,
      repository: createContactRepository(db, { plan }),
    }));
    // Terms of 3 characters or more (the trigrams), and under 3 (a scan), alone, together and with a filter.
    const searches: Array<{ search: string; profileTypes?: number[] }> = [
      { search: 'ton' },
      { search: 'hamilton1' },
      { search: 'managing director' },
      { search: 'to' },
      { search: 'to bo' },
      { search: 'to', profileTypes: [2] },
    ];
    for (const filter of searches)
      for (const ordering of [undefined, 'city', '-created_at'])
        for (const [limit, offset] of [
          [1, 0],
          [3, 2],
          [200, 0],
        ] as const) {
          const pages = await Promise.all(
            plans.map(async ({ plan, repository }) => {
              const page = await repository.list({ ...filter, ordering, limit, offset, isDeleted: false });
              return { plan, count: page.count, ids: page.results.map((row) => row.id) };
            }),
          );
          const label = JSON.stringify({ ...filter, ordering, limit, offset });
          const [first, ...others] = pages;
          if (offset === 0) expect(first!.ids.length, label).toBeGreaterThan(0);
          for (const other of others)
            expect({ count: other.count, ids: other.ids }, `${label} ${other.plan}`).toEqual({
              count: first!.count,
              ids: first!.ids,
            });
        }
  }, 90_000);
});
