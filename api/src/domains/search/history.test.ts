import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

// Saved searches (`search_history/`) and the search exports, as each role gets them.
const stamp = `hist${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;

let t: TestApp;
type Headers = { authorization: string };
let admin: Headers;
let user: Headers;
let client: Headers;
let secondUser: { id: number; headers: Headers };

const tokenOf = async (id: number) => ({ authorization: `Token ${await t.app.repos.auth.createToken(id)}` });
type Item = { id: number; title: string; person: number; owners: { id: number; full_name: string }[]; query: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await tokenOf(t.fixture.accounts.admin);
  user = await tokenOf(t.fixture.accounts.user);
  client = await tokenOf(t.fixture.accounts.client);
  const { id } = await t.database.db
    .insertInto('person')
    .values({ first_name: 'Second', last_name: stamp, company: stamp, profile_type: 2 })
    .returning('id')
    .executeTakeFirstOrThrow();
  secondUser = { id, headers: await tokenOf(id) };
});
afterAll(() => t.close());

const save = (headers: Headers, body: object) => t.call('POST', '/search_history/', headers, body);
const saved = (title: string) => ({
  title,
  type: 'people',
  query: 'profile_type=3&~categories__orfkey=1',
  rows: [{ type: 'Contact', field: 'profile_type', condition: 'exact', value: 3, subRows: [] }],
  columns: ['full_name', 'company'],
});

describe('saved searches', () => {
  it('are saved, listed, found by title, shared with staff, read and removed by their owner', async () => {
    const created = await save(user, { ...saved(`Lenders ${stamp}`), person: 999 });
    expect(created.status).toBe(201);
    const item = created.body as Item;
    expect(item).toMatchObject({
      title: `Lenders ${stamp}`,
      person: t.fixture.accounts.user,
      query: 'profile_type=3&~categories__orfkey=1',
      type: 'people',
      columns: ['full_name', 'company'],
      owners: [{ id: t.fixture.accounts.user }],
    });

    const mine = await t.call('GET', `/search_history/?search=${encodeURIComponent(`lenders ${stamp}`)}`, user);
    expect(mine.body).toMatchObject({ count: 1, results: [{ id: item.id }] });
    // Not shared yet: the other staff neither list nor read it.
    const theirs = await t.call('GET', `/search_history/?search=${stamp}`, secondUser.headers);
    expect(theirs.body).toMatchObject({ count: 0 });
    expect((await t.call('GET', `/search_history/${item.id}/`, secondUser.headers)).status).toBe(404);

    // Only staff are shared with; only the owner shares.
    const toClient = await t.call('POST', `/search_history/${item.id}/share/`, user, {
      people: [t.fixture.accounts.client],
    });
    expect(toClient.status).toBe(400);
    expect(toClient.body).toEqual({
      people: [`Only staff can be shared with: ${t.fixture.accounts.client} cannot.`],
    });
    expect((await t.call('POST', `/search_history/${item.id}/share/`, admin, { people: [secondUser.id] })).status).toBe(
      404,
    );
    const shared = await t.call('POST', `/search_history/${item.id}/share/`, user, {
      people: [secondUser.id, t.fixture.accounts.user],
    });
    expect(shared.status).toBe(200);
    expect((shared.body as Item).owners).toEqual([
      { id: t.fixture.accounts.user, full_name: expect.any(String) },
      { id: secondUser.id, full_name: `Second ${stamp}` },
    ]);

    // Shared: listed and read, but neither shared on nor removed by them.
    expect((await t.call('GET', `/search_history/?search=${stamp}`, secondUser.headers)).body).toMatchObject({
      count: 1,
      results: [{ id: item.id }],
    });
    expect((await t.call('GET', `/search_history/${item.id}/`, secondUser.headers)).status).toBe(200);
    expect(
      (
        await t.call('POST', `/search_history/${item.id}/share/`, secondUser.headers, {
          people: [t.fixture.accounts.admin],
        })
      ).status,
    ).toBe(403);
    expect((await t.call('DELETE', `/search_history/${item.id}/`, secondUser.headers)).status).toBe(403);

    expect((await t.call('DELETE', `/search_history/${item.id}/`, user)).status).toBe(204);
    expect((await t.call('GET', `/search_history/${item.id}/`, user)).status).toBe(404);
    expect((await t.call('GET', `/search_history/${item.id}/`, secondUser.headers)).status).toBe(404);
  });

  it('refuses a blank title and a bad query, naming the term', async () => {
    const response = await save(user, { ...saved('  '), query: 'profile_type=2&max_ltv__gt=x' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      title: ['This field may not be blank.'],
      query: ['"max_ltv__gt=x": "x" is not a number'],
    });
    expect((await save(user, { ...saved('Wrong type'), type: 'lenders' })).status).toBe(400);
  });

  it('are for staff only', async () => {
    expect((await save(client, saved('Client'))).status).toBe(403);
    expect((await t.call('GET', '/search_history/', client)).status).toBe(403);
  });

  it('page newest first', async () => {
    for (const index of [1, 2, 3]) await save(secondUser.headers, saved(`Page ${index} ${stamp}`));
    const page = await t.call('GET', `/search_history/?search=page&limit=2`, secondUser.headers);
    expect(page.body).toMatchObject({
      count: 3,
      results: [{ title: `Page 3 ${stamp}` }, { title: `Page 2 ${stamp}` }],
      next: expect.stringContaining('offset=2'),
    });
  });
});

describe('search exports', () => {
  let projects: number[];
  beforeAll(async () => {
    const { db } = t.database;
    projects = [];
    for (const name of [`=HYPERLINK("x") ${stamp}`, `Plain ${stamp}`, `Other ${stamp}`])
      projects.push(
        (
          await db
            .insertInto('project')
            .values({ name, closing_date: '2026-01-01', capital_required: 1000 })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id,
      );
  });

  const exportOf = (type: string, query: string, selected: number[], headers = admin) =>
    t.app.inject({
      method: 'POST',
      url: `/api/search/${type}/export/${encodeURIComponent(query)}`,
      headers,
      payload: { selected },
    });

  it('streams the results as CSV with the spec file name, formula-safe', async () => {
    const response = await exportOf('projects', `name__icontains=${stamp}`, []);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="ft8-projects\d{8}\.csv"$/);
    const lines = response.body.trim().split('\n');
    expect(lines[0]).toMatch(/^id,name,status,/);
    expect(lines).toHaveLength(4);
    expect(response.body).toContain(`"'=HYPERLINK(""x"") ${stamp}"`);
  });

  it('exports only the selected results', async () => {
    const response = await exportOf('projects', `name__icontains=${stamp}`, [projects[1]!, 999_999]);
    const lines = response.body.trim().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(new RegExp(`^${projects[1]},Plain ${stamp},`));
  });

  it('exports contacts as the contacts export does, and tasks', async () => {
    const people = await exportOf('people', 'profile_type=2', []);
    expect(people.headers['content-disposition']).toMatch(/ft8-contacts\d{8}\.csv/);
    expect(people.body.split('\n')[0]).toMatch(/^id,first_name,middle_name,last_name,company/);
    expect(people.body).toContain(`Second,,${stamp},${stamp}`);
    const tasks = await exportOf('tasks', 'state__overlaps=1,2,3', []);
    expect(tasks.headers['content-disposition']).toMatch(/ft8-tasks\d{8}\.csv/);
    expect(tasks.body.split('\n')[0]).toBe('id,title,project,column,state,due_date,assignees,created_by,created_at');
  });

  it('is for admins only, and a bad query is a 400', async () => {
    expect((await exportOf('projects', 'status=1', [], user)).statusCode).toBe(403);
    const bad = await exportOf('projects', 'status=x', []);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ query: ['"status=x": "x" is not an id'] });
  });
});
