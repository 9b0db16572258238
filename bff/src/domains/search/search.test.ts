import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_EMAIL,
  CLIENT_EMAIL,
  gql,
  restCall,
  restToken,
  startBff,
  USER_EMAIL,
  type TestBff,
} from '../../test/bff.js';

// `searchPeople`, `searchProjects`, `searchTasks` against the real api, on rows this file makes (a unique stamp), and
// the CSV export route.

const PEOPLE = `query ($query: String!, $first: Int, $after: String, $orderBy: [PersonOrder!]) {
  searchPeople(query: $query, first: $first, after: $after, orderBy: $orderBy) {
    totalCount nodes { id fullName company categories { id name } capitalProvider { minSize } }
    pageInfo { hasNextPage endCursor } } }`;
const PROJECTS = `query ($query: String!, $orderBy: [ProjectOrder!]) {
  searchProjects(query: $query, orderBy: $orderBy) {
    totalCount nodes { id name status { name } capitalRequired client { fullName } } pageInfo { hasNextPage } } }`;
const TASKS = `query ($query: String!, $orderBy: [TaskOrder!]) {
  searchTasks(query: $query, orderBy: $orderBy) { totalCount nodes { id title dueDate state } } }`;
const TASK_LIST = `query ($ids: [ID!]) { tasks(filter: { projectIds: $ids }) { totalCount nodes { id } } }`;

type Page<Row> = { totalCount: number; nodes: Row[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } };

const stamp = `srch${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
/** A minimum size no other test's contact has: the people search's handle on this file's rows. */
const size = 10_000_000_000_000 + Math.floor(Math.random() * 1e12) * 10;

describe('the advanced search', () => {
  let bff: TestBff;
  let admin: string;
  let user: string;
  let client: string;
  let guest: string;
  const people: { id: number; last: string }[] = [];
  const projects: number[] = [];
  const tasks: number[] = [];

  beforeAll(async () => {
    bff = await startBff();
    [admin, user, client, guest] = await Promise.all([
      restToken(ADMIN_EMAIL),
      restToken(USER_EMAIL),
      restToken(CLIENT_EMAIL),
      restToken('guest@ft8.test'),
    ]);
    const types = await restCall<Record<string, { id: number }[]>>('GET', 'utils/types/', admin);
    // Two capital providers, sizes `size` and `size + 10`, last names in reverse order of their ids.
    for (const [index, last] of ['Zed', 'Abe'].entries()) {
      const person = await restCall<{ id: number }>('POST', 'people/', admin, {
        first_name: 'Search',
        last_name: `${last} ${stamp}`,
        company: `Search ${stamp}`,
        profile_type: 2,
        emails: [{ email: `${last.toLowerCase()}.${stamp}@search.test`, label: 'Work' }],
      });
      await restCall('POST', 'capital_provider/', admin, {
        person: person.id,
        min_size: size + index * 10,
        is_debt: true,
        cp_subcategory_types: [types.cp_subcategories![0]!.id],
        investment_classes: [types.investment_class_types![0]!.id],
        description: 'Search test',
      });
      people.push({ id: person.id, last });
    }
    // The projects' client is this file's own contact.
    for (const name of ['b', 'a']) {
      const project = await restCall<{ id: number }>('POST', 'projects/', admin, {
        name: `${stamp} ${name}`,
        client: people[0]!.id,
        project_types: [1],
        closing_date: '2027-10-31',
        capital_required: 1_000_000,
      });
      projects.push(project.id);
    }
    const columns = await restCall<{ id: number }[]>('GET', `projects/columns/?project=${projects[0]}`, admin);
    for (const due of ['2027-02-01T12:00:00Z', '2027-01-01T12:00:00Z']) {
      const task = await restCall<{ id: number }>('POST', 'tasks/', admin, {
        title: `Task ${stamp}`,
        project: projects[0],
        column: columns[0]!.id,
        due_date: due,
      });
      tasks.push(task.id);
    }
  });
  afterAll(() => bff.close());

  const ask = async <Row>(token: string, query: string, field: string, variables: Record<string, unknown>) => {
    const answer = await gql(bff, query, { token, variables });
    expect(answer.body.errors).toBeUndefined();
    return answer.body.data?.[field] as Page<Row>;
  };

  it('finds the contacts a query names, as the contacts list pages and sorts them', async () => {
    const range = `min_size__gt=${size - 1}&min_size__lt=${size + 11}`;
    type Row = { id: string; fullName: string; company: string; capitalProvider: { minSize: number } };
    const both = await ask<Row>(user, PEOPLE, 'searchPeople', {
      query: range,
      orderBy: [{ field: 'LAST_NAME' }],
    });
    expect(both.totalCount).toBe(2);
    expect(both.nodes.map((row) => Number(row.id))).toEqual([people[1]!.id, people[0]!.id]);
    expect(both.nodes[0]).toMatchObject({ company: `Search ${stamp}`, capitalProvider: { minSize: size + 10 } });

    const first = await ask<Row>(admin, PEOPLE, 'searchPeople', {
      query: range,
      first: 1,
      orderBy: [{ field: 'LAST_NAME', direction: 'DESC' }],
    });
    expect(first.nodes.map((row) => Number(row.id))).toEqual([people[0]!.id]);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = await ask<Row>(admin, PEOPLE, 'searchPeople', {
      query: range,
      first: 1,
      after: first.pageInfo.endCursor,
      orderBy: [{ field: 'LAST_NAME', direction: 'DESC' }],
    });
    expect(second.nodes.map((row) => Number(row.id))).toEqual([people[1]!.id]);
    expect(second.pageInfo.hasNextPage).toBe(false);

    const negated = await ask<Row>(admin, PEOPLE, 'searchPeople', { query: `${range}&~min_size=${size}` });
    expect(negated.nodes.map((row) => Number(row.id))).toEqual([people[1]!.id]);
  });

  it('finds projects and tasks by their text fields, in the lists’ orders', async () => {
    const found = await ask<{ id: string; name: string; status: { name: string } }>(admin, PROJECTS, 'searchProjects', {
      query: `name__icontains=${encodeURIComponent(stamp.toUpperCase())}`,
    });
    expect(found.totalCount).toBe(2);
    // Default order: name.
    expect(found.nodes.map((row) => Number(row.id))).toEqual([projects[1], projects[0]]);
    expect(found.nodes[0]!.name).toBe(`${stamp} a`);

    const byDue = await ask<{ id: string; title: string }>(user, TASKS, 'searchTasks', {
      query: `title__icontains=${stamp}&due_date__gt=2026-12-31`,
    });
    // Default order: due date.
    expect(byDue.nodes.map((row) => Number(row.id))).toEqual([tasks[1], tasks[0]]);
    const latest = await ask<{ id: string }>(user, TASKS, 'searchTasks', {
      query: `title__icontains=${stamp}`,
      orderBy: [{ field: 'DUE_DATE', direction: 'DESC' }],
    });
    expect(latest.nodes.map((row) => Number(row.id))).toEqual([tasks[0], tasks[1]]);
    const january = await ask<{ id: string }>(user, TASKS, 'searchTasks', {
      query: `title__icontains=${stamp}&due_date__lt=2027-01-15`,
    });
    expect(january.nodes.map((row) => Number(row.id))).toEqual([tasks[1]]);
    // The tasks the query finds are the tasks list's, in its order: here this file's project's.
    const ours = await ask<{ id: string }>(admin, TASKS, 'searchTasks', { query: `title__icontains=${stamp}` });
    const listed = await gql(bff, TASK_LIST, { token: admin, variables: { ids: [String(projects[0])] } });
    const list = listed.body.data?.tasks as { totalCount: number; nodes: { id: string }[] };
    expect(ours.totalCount).toBe(2);
    expect(list.totalCount).toBe(ours.totalCount);
    expect(list.nodes.map((row) => row.id)).toEqual(ours.nodes.map((row) => row.id));
    // An empty query keeps every task: this file's among them.
    const every = await ask<{ id: string }>(admin, TASKS, 'searchTasks', { query: '' });
    expect(every.totalCount).toBeGreaterThanOrEqual(tasks.length);
  });

  it('answers a query that does not parse with BAD_USER_INPUT naming the offending term', async () => {
    const bad = await gql(bff, PEOPLE, { token: admin, variables: { query: `profile_type=2&max_ltv__gt=abc` } });
    const [error] = bad.body.errors ?? [];
    expect(error?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(error?.message).toContain('max_ltv__gt=abc');
    expect(error?.message).toContain('"abc" is not a number');
    expect(error?.extensions?.fieldErrors).toEqual([{ field: 'query', message: error?.message }]);
    const unknown = await gql(bff, TASKS, { token: admin, variables: { query: 'colour=red' } });
    expect(unknown.body.errors?.[0]?.message).toContain('unknown field "colour" for tasks');
    const long = await gql(bff, TASKS, { token: admin, variables: { query: `title=${'x'.repeat(8001)}` } });
    expect(long.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('is for the firm’s staff: clients and guests are refused', async () => {
    for (const token of [client, guest]) {
      const refused = await gql(bff, PROJECTS, { token, variables: { query: `name__icontains=${stamp}` } });
      expect(refused.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect(refused.body.data).toBeNull();
    }
    const anonymous = await gql(bff, TASKS, { variables: { query: '' } });
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  describe('the CSV export (POST /files/search/{type}/export)', () => {
    const exportAs = (token: string | null, type: string, body: unknown, headers: Record<string, string> = {}) =>
      fetch(`${bff.url}/files/search/${type}/export`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-requested-with': 'XMLHttpRequest',
          ...(token && { authorization: `Token ${token}` }),
          ...headers,
        },
        body: JSON.stringify(body),
      });

    it('streams the api’s CSV of the results, or of the selected ones, to an admin, with its file name', async () => {
      const query = `name__icontains=${stamp}`;
      const all = await exportAs(admin, 'projects', { query, selected: [] });
      expect(all.status).toBe(200);
      expect(all.headers.get('content-type')).toMatch(/^text\/csv/);
      expect(all.headers.get('content-disposition')).toMatch(/filename="ft8-projects\d{8}\.csv"/);
      const text = await all.text();
      expect(text).toContain(`${stamp} a`);
      expect(text).toContain(`${stamp} b`);
      const one = await (await exportAs(admin, 'projects', { query, selected: [projects[0]] })).text();
      expect(one).toContain(`${stamp} b`);
      expect(one).not.toContain(`${stamp} a`);
      const contacts = await exportAs(admin, 'people', { query: `min_size=${size}` });
      expect(contacts.headers.get('content-disposition')).toMatch(/ft8-contacts\d{8}\.csv/);
      expect(await contacts.text()).toContain(`Zed ${stamp}`);
    });

    it('is refused to everyone but admins, and to a bad query or body with a 400 naming it', async () => {
      const query = `title__icontains=${stamp}`;
      expect((await exportAs(user, 'tasks', { query })).status).toBe(403);
      expect((await exportAs(client, 'tasks', { query })).status).toBe(403);
      expect((await exportAs(null, 'tasks', { query })).status).toBe(401);
      expect((await exportAs(admin, 'tasks', { query }, { 'x-requested-with': '' })).status).toBe(403);
      expect((await exportAs(admin, 'colours', { query })).status).toBe(404);
      const bad = await exportAs(admin, 'tasks', { query: 'state=x' });
      expect(bad.status).toBe(400);
      expect(JSON.stringify(await bad.json())).toContain('state=x');
      const noQuery = await exportAs(admin, 'tasks', { selected: [1] });
      expect(noQuery.status).toBe(400);
      expect(Object.keys((await noQuery.json()) as object)).toEqual(['query']);
      const badIds = await exportAs(admin, 'tasks', { query, selected: ['x'] });
      expect(badIds.status).toBe(400);
      expect(JSON.stringify(await badIds.json())).toContain('selected');
    });
  });
});
