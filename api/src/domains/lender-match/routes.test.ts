import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { insertProvider } from './test-providers.js';

// `GET projects/{id}/lender_matches/` and the project fields it reads (total_cost, gdv, term, is_sharia, location).

let t: TestApp;
let staff: { authorization: string };
let project: number;
const people: Record<string, number> = {};
const stamp = `Match${Date.now()}`;

const none = {
  max_ltv: 0,
  max_ltc: 0,
  max_ltgdv: 0,
  min_term: 0,
  max_term: 0,
  min_size: 0,
  max_size: 0,
  is_debt: true,
  is_equity: false,
  is_development: true,
  is_land: false,
  is_prs: false,
  is_sharia: true,
  investing_geographies: [] as number[],
  investment_classes: [] as number[],
  cp_subcategory_types: [] as number[],
};

beforeAll(async () => {
  t = await createTestApp();
  staff = await t.signIn('user@ft8.test');
  const created = await t.call('POST', '/projects/', staff, {
    name: `${stamp} Development`,
    client: t.fixture.people.ann,
    closing_date: '2027-01-31',
    project_types: [3],
    transaction_types: [1],
    capital_required: 7_000_000,
    recent_valuation: 10_000_000,
    is_sharia: true,
    location: 2,
    term: 18,
  });
  project = (created.body as { id: number }).id;
  const db = t.database.db;
  // Only providers made here take part: the others are none of a Sharia development's.
  people.best = await insertProvider(db, `${stamp}Best`, { ...none, investing_geographies: [2], max_ltv: 75 });
  people.fits = await insertProvider(db, `${stamp}Fits`, none);
  people.ltv = await insertProvider(db, `${stamp}Ltv`, { ...none, max_ltv: 65 });
  people.size = await insertProvider(db, `${stamp}Size`, { ...none, max_size: 5_000_000 });
  people.fails = await insertProvider(db, `${stamp}Fails`, { ...none, is_development: false });
  await t.call('POST', '/projects/providers/', staff, { project, person: people.fits, state: 2 });
});
afterAll(() => t.close());

type Page = {
  count: number;
  next: string | null;
  previous: string | null;
  results: { person: { id: number; full_name: string }; score: number; fits: boolean; misses: unknown[] }[];
};
const matches = async (query = '') => {
  const response = await t.call('GET', `/projects/${project}/lender_matches/${query}`, staff);
  expect(response.status).toBe(200);
  return response.body as Page;
};

describe('project fields for matching', () => {
  it('reads and writes total cost, GDV, term, Sharia and location; null clears them', async () => {
    const patched = await t.call('PATCH', `/projects/${project}/`, staff, { total_cost: 9_000_000.5, gdv: 12_000_000 });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({
      total_cost: 9_000_000.5,
      gdv: 12_000_000,
      term: 18,
      is_sharia: true,
      location: 2,
    });
    const cleared = await t.call('PATCH', `/projects/${project}/`, staff, { total_cost: null, gdv: null });
    expect(cleared.body).toMatchObject({ total_cost: null, gdv: null });
  });

  it('refuses a location that is no investing geography, a term out of range and a third decimal, by field', async () => {
    const bad = await t.call('PATCH', `/projects/${project}/`, staff, { location: 999 });
    expect(bad).toEqual({ status: 400, body: { location: ['Invalid pk "999" - object does not exist.'] } });
    expect((await t.call('PATCH', `/projects/${project}/`, staff, { term: 0 })).status).toBe(400);
    expect((await t.call('PATCH', `/projects/${project}/`, staff, { gdv: 1.005 })).body).toEqual({
      gdv: ['Ensure that there are no more than 2 decimal places.'],
    });
  });
});

describe('GET projects/{id}/lender_matches/', () => {
  it('lists fits best first, then near misses with what they miss and by how much; fails hidden', async () => {
    const page = await matches('?limit=10000');
    const own = page.results.filter((row) => Object.values(people).includes(row.person.id));
    expect(own.map((row) => row.person.id)).toEqual([people.best, people.fits, people.ltv, people.size]);
    expect(own[0]).toMatchObject({
      fits: true,
      score: 100,
      met: ['is_debt', 'max_ltv', 'is_development', 'is_sharia', 'investing_geographies'],
    });
    expect(own.find((row) => row.person.id === people.fits)).toMatchObject({ fits: true, relation_state: 2 });
    expect(own.find((row) => row.person.id === people.ltv)).toMatchObject({
      fits: false,
      misses: [{ criterion: 'max_ltv', want: 70, have: 65, gap: 5, hard: true }],
      relation_state: null,
    });
    expect(own.find((row) => row.person.id === people.size)?.misses).toEqual([
      { criterion: 'max_size', want: 7_000_000, have: 5_000_000, gap: 2_000_000, hard: true },
    ]);
    expect(page.count).toBe(page.results.length);
  });

  it('adds the fails, last, with the reason, on include_fails=1', async () => {
    const page = await matches('?include_fails=1&limit=10000');
    const last = page.results.at(-1);
    expect(page.results.map((row) => row.person.id)).toContain(people.fails);
    const fails = page.results.find((row) => row.person.id === people.fails);
    expect(fails).toMatchObject({
      fits: false,
      score: 0,
      misses: [{ criterion: 'is_development', want: true, have: false, gap: null, hard: true }],
    });
    expect(last?.score).toBe(0);
  });

  it('pages with limit and offset, with next and previous links', async () => {
    const whole = await matches('?include_fails=1&limit=10000');
    const first = await matches('?include_fails=1&limit=2');
    expect(first.count).toBe(whole.count);
    expect(first.results).toEqual(whole.results.slice(0, 2));
    expect(first.next).toContain('offset=2');
    const second = await matches('?include_fails=1&limit=2&offset=2');
    expect(second.results).toEqual(whole.results.slice(2, 4));
    expect(second.previous).not.toContain('offset=');
    expect((await matches(`?include_fails=1&offset=${whole.count + 5}`)).count).toBe(whole.count);
  });

  it('answers 404 for no project and 400 naming a bad parameter', async () => {
    expect((await t.call('GET', '/projects/999999/lender_matches/', staff)).status).toBe(404);
    const bad = await t.call('GET', `/projects/${project}/lender_matches/?include_fails=maybe`, staff);
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body as object)).toEqual(['include_fails']);
    expect((await t.call('GET', `/projects/${project}/lender_matches/?limit=x`, staff)).status).toBe(400);
  });

  it('shows clients and guests nothing, even on the team', async () => {
    for (const email of ['client@ft8.test', 'guest@ft8.test']) {
      const headers = await t.signIn(email);
      const deal = t.fixture.domains.project.deal;
      expect(await t.call('GET', `/projects/${deal}/lender_matches/`, headers)).toEqual({
        status: 403,
        body: { detail: 'You do not have permission to perform this action.' },
      });
    }
  });
});
