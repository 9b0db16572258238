import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

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

  it('counts a one- or two-letter search and a common word exactly, as a scan of person does', async () => {
    for (const term of ['a', 'zz', 'an', 'director', '%', '_']) {
      const like = `%${term.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
      const { rows } = await sql<{ count: number }>`SELECT count(*)::int AS count FROM person
        WHERE NOT is_deleted AND search_text LIKE ${like}`.execute(t.database.db);
      expect((await search(term)).count, term).toBe(rows[0]!.count);
    }
  });

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
});
