import { membershipStates } from '@ft8/contract/project';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

let t: TestApp;
let admin: { authorization: string };
let user: { authorization: string };
let client: { authorization: string };
let guest: { authorization: string };

type Value = string | number | boolean | null;
type Group = { value: Value; count: number; client_details?: { id: number; full_name: string } | null };
type Project = Record<string, unknown> & { id: number; name: string };

/** Projects of every kind the groups meet: shared names, several or no types, clients or none, the client on some. */
const projects = [
  { name: 'Group Alpha', client: 'ann', status: 1, project_types: [1, 2], transaction_types: [1], team: true },
  { name: 'Group Alpha', client: 'bob', status: 1, project_types: [2], transaction_types: [], team: false },
  { name: 'Group Beta', client: 'bob', status: 2, project_types: [3], transaction_types: [1, 2], team: true },
  { name: 'Group Gamma', client: 'carol', status: 3, project_types: [1], transaction_types: [2], team: false },
  { name: 'Group Delta', client: 'ann', status: 3, project_types: [4], transaction_types: [], team: false },
];

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin@ft8.test');
  user = await t.signIn('user@ft8.test');
  client = await t.signIn('client@ft8.test');
  guest = await t.signIn('guest@ft8.test');
  const { people, accounts } = t.fixture;
  for (const project of projects) {
    const created = await t.call('POST', '/projects/', admin, {
      name: project.name,
      client: people[project.client as 'ann' | 'bob' | 'carol'],
      status: project.status,
      project_types: project.project_types,
      transaction_types: project.transaction_types,
      closing_date: '2027-01-31',
      members: project.team ? [{ person: accounts.client, state: membershipStates.client }] : [],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
  }
});
afterAll(() => t.close());

const groups = async (query: string, headers = admin) => {
  const response = await t.app.inject({ url: `/api/projects/group_counts/?${query}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Group[]>();
};
const listed = async (query = '', headers = admin) => {
  const response = await t.app.inject({ url: `/api/projects/?limit=10000&${query}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ results: Project[] }>().results;
};

/** The counts computed from the whole list the caller reads, as the web would with every row loaded. */
function expectedCounts(rows: Project[], field: string): Group[] {
  const counts = new Map<Value, Group>();
  for (const row of rows) {
    const raw = row[field] as Value | Value[];
    for (const value of Array.isArray(raw) ? (raw.length ? raw : [null]) : [raw]) {
      const group = counts.get(value) ?? { value, count: 0 };
      if (field === 'client') group.client_details = row.client_details as Group['client_details'];
      counts.set(value, { ...group, count: group.count + 1 });
    }
  }
  return [...counts.values()].sort((a, b) =>
    a.value === null ? 1 : b.value === null ? -1 : a.value < b.value ? -1 : a.value > b.value ? 1 : 0,
  );
}

const fields = ['name', 'client', 'status', 'project_types', 'transaction_types', 'asset_types'];

describe('GET projects/group_counts/', () => {
  it.each(fields)('counts the whole list per %s, sorted by value, empty last', async (field) => {
    const all = await listed();
    expect(all.length).toBeGreaterThan(projects.length);
    expect(await groups(`field=${field}`)).toEqual(expectedCounts(all, field));
  });

  it('counts a project under each of its types, and one with none under null', async () => {
    const byType = await groups('field=transaction_types&search=group');
    expect(byType).toEqual([
      { value: 1, count: 2 },
      { value: 2, count: 2 },
      { value: null, count: 2 },
    ]);
    expect(await groups('field=name&search=group')).toEqual([
      { value: 'Group Alpha', count: 2 },
      { value: 'Group Beta', count: 1 },
      { value: 'Group Delta', count: 1 },
      { value: 'Group Gamma', count: 1 },
    ]);
  });

  it('names each client as the rows do', async () => {
    const { ann, bob } = t.fixture.people;
    const byClient = await groups('field=client&search=group');
    expect(byClient.find((group) => group.value === bob)).toEqual({
      value: bob,
      count: 2,
      client_details: { id: bob, full_name: 'Bob Jones', is_deleted: false },
    });
    expect(byClient.find((group) => group.value === ann)?.count).toBe(2);
  });

  it('applies the same search and filters as the list', async () => {
    const { people } = t.fixture;
    for (const query of ['search=alpha', 'status=1,3', 'status=2', 'mine=true', `member=${people.bob}`]) {
      for (const field of ['name', 'status', 'client', 'project_types']) {
        expect(await groups(`field=${field}&${query}`, user), `${field} ${query}`).toEqual(
          expectedCounts(await listed(query, user), field),
        );
      }
    }
    expect(await groups('field=status&search=nobody-at-all')).toEqual([]);
  });

  it('counts only the projects a client or a guest may see: those on whose team they are', async () => {
    const everyName = (await groups('field=name')).map((group) => group.value);
    for (const [headers, seen] of [
      [client, ['Acme Wharf Refinance', 'Group Alpha', 'Group Beta']],
      [guest, ['Acme Wharf Refinance']],
    ] as const) {
      const own = await listed('', headers);
      expect(own.map((project) => project.name).sort()).toEqual([...seen].sort());
      const byName = await groups('field=name', headers);
      expect(byName).toEqual(expectedCounts(own, 'name'));
      // 'Group Alpha' twice in the firm, once on the client's team.
      if (headers === client) expect(byName.find((group) => group.value === 'Group Alpha')?.count).toBe(1);
      expect(everyName).toContain('Zeta Homes Development');
      expect(byName.map((group) => group.value)).not.toContain('Zeta Homes Development');
      for (const field of fields)
        expect(await groups(`field=${field}`, headers), field).toEqual(expectedCounts(own, field));
      // Asking for the whole list changes nothing: theirs is all they see.
      expect(await groups('field=status&mine=false', headers)).toEqual(expectedCounts(own, 'status'));
    }
  });

  it('refuses an unknown or missing field', async () => {
    for (const [query, message] of [
      ['field=budget', 'Select a valid choice.'],
      ['field=transaction_sub_types', 'Select a valid choice.'],
      ['field=', 'Select a valid choice.'],
      ['', 'This field is required.'],
    ]) {
      const response = await t.app.inject({ url: `/api/projects/group_counts/?${query}`, headers: admin });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ field: [message] });
    }
    const badStatus = await t.app.inject({ url: '/api/projects/group_counts/?field=name&status=9', headers: admin });
    expect(badStatus.statusCode).toBe(400);
  });

  it('is for signed-in callers only', async () => {
    const response = await t.app.inject({ url: '/api/projects/group_counts/?field=status' });
    expect(response.statusCode).toBe(401);
  });
});
