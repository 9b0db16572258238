import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

let t: TestApp;
let admin: { authorization: string };
let user: { authorization: string };

type Value = string | number | boolean | null;
type Group = { value: Value; count: number };
type Template = { id: number; name: string; subject: string; is_company: boolean };

/** More than a page of the user's templates (the web loads 200), with shared names and subjects, company or not. */
const many = 230;
const templates = Array.from({ length: many }, (_, index) => ({
  name: index < 150 ? 'Bulk Teaser' : index % 2 ? 'Bulk Intro' : '',
  subject: index % 3 ? 'A new deal' : '',
  is_company: index % 4 === 0,
}));

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin@ft8.test');
  user = await t.signIn('user@ft8.test');
  const { accounts } = t.fixture;
  await t.database.db
    .insertInto('email_template')
    .values(templates.map((template) => ({ owner_id: accounts.user, body: '<p>Hi</p>', ...template })))
    .execute();
  // Another staff member's templates, which the user's list and counts never hold.
  await t.database.db
    .insertInto('email_template')
    .values([
      { owner_id: accounts.admin, name: 'Bulk Teaser', subject: 'A new deal', body: '', is_company: true },
      { owner_id: accounts.admin, name: 'Bulk Other', subject: 'Elsewhere', body: '', is_company: false },
    ])
    .execute();
});
afterAll(() => t.close());

const groups = async (query: string, headers = user) => {
  const response = await t.app.inject({ url: `/api/emails/templates/group_counts/?${query}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Group[]>();
};
const listed = async (query = '', headers = user) => {
  const response = await t.app.inject({ url: `/api/emails/templates/?limit=10000&${query}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ count: number; results: Template[] }>().results;
};

const columns: Record<string, keyof Template> = { name: 'name', subject: 'subject', company_email: 'is_company' };

/** The counts computed from the whole list the caller reads, as the web would with every row loaded. */
function expectedCounts(rows: Template[], field: string): Group[] {
  const counts = new Map<Value, number>();
  for (const row of rows) {
    const value = row[columns[field]!] as Value;
    counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  return [...counts]
    .map(([value, count]) => ({ value, count }))
    .sort((a, b) => (a.value! < b.value! ? -1 : a.value! > b.value! ? 1 : 0));
}

describe('GET emails/templates/group_counts/', () => {
  it.each(Object.keys(columns))(
    'counts the whole list per %s, beyond its first page, sorted by value',
    async (field) => {
      const all = await listed();
      expect(all.length).toBe(many);
      expect(await groups(`field=${field}`)).toEqual(expectedCounts(all, field));
    },
  );

  it('counts more templates in a group than a page holds', async () => {
    expect(await groups('field=name')).toEqual([
      { value: '', count: 40 },
      { value: 'Bulk Intro', count: 40 },
      { value: 'Bulk Teaser', count: 150 },
    ]);
    expect(await groups('field=company_email')).toEqual([
      { value: false, count: 172 },
      { value: true, count: 58 },
    ]);
  });

  it('applies the same search and company filter as the list', async () => {
    for (const query of ['search=teaser', 'search=deal', 'search=bulk%20intro', 'is_company=1', 'is_company=0']) {
      for (const field of Object.keys(columns)) {
        expect(await groups(`field=${field}&${query}`), `${field} ${query}`).toEqual(
          expectedCounts(await listed(query), field),
        );
      }
    }
    expect(await groups('field=name&search=nothing-at-all')).toEqual([]);
  });

  it("counts only the caller's own templates", async () => {
    const own = await listed('', admin);
    expect(own.map((row) => row.name)).toContain('Bulk Other');
    expect(await groups('field=name', admin)).toEqual(expectedCounts(own, 'name'));
    expect(await groups('field=name&search=bulk', admin)).toEqual([
      { value: 'Bulk Other', count: 1 },
      { value: 'Bulk Teaser', count: 1 },
    ]);
  });

  it('refuses an unknown or missing field as DRF does', async () => {
    for (const [query, message] of [
      ['field=body', 'Select a valid choice.'],
      ['field=is_company', 'Select a valid choice.'],
      ['search=bulk', 'This field is required.'],
    ]) {
      const response = await t.app.inject({ url: `/api/emails/templates/group_counts/?${query}`, headers: user });
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toEqual({ field: [message] });
    }
  });

  it('is for staff only: a client or a guest is refused, anyone signed out asked to sign in', async () => {
    for (const email of ['client@ft8.test', 'guest@ft8.test']) {
      const headers = await t.signIn(email);
      const response = await t.app.inject({ url: '/api/emails/templates/group_counts/?field=name', headers });
      expect(response.statusCode, email).toBe(403);
    }
    expect((await t.app.inject({ url: '/api/emails/templates/group_counts/?field=name' })).statusCode).toBe(401);
  });
});
