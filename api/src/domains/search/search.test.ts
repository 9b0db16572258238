import {
  findSearchField,
  searchQuerySegment,
  searchTypes,
  type SearchTree,
  type SearchType,
} from '@ft8/contract/search';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { treeOf, type ValuePools } from './arbitraries.js';
import {
  capitalRequired,
  closingDates,
  createPeople,
  createProjects,
  createTasks,
  maxLtvs,
  personTags,
  plainSearch,
  projectWords,
  taskTitles,
  type PlainRow,
} from './test-rows.js';

// `GET search/{type}/{query}` against the real database: random trees give what a plain TypeScript filter over the
// same rows gives; any query is a 200 or a 400 naming its term, never a 500.
const seed = Number(process.env.FUZZ_SEED ?? 20261206);
const stamp = `srch${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;

let t: TestApp;
let staff: { authorization: string };
let client: { authorization: string };
const data = {} as Record<
  SearchType,
  { rows: PlainRow[]; pools: ValuePools; fields: string[]; subcategories?: number[] }
>;

const tokenOf = async (id: number) => ({ authorization: `Token ${await t.app.repos.auth.createToken(id)}` });
const ids = (values: number[]) => fc.constantFrom(...values.map(String));

beforeAll(async () => {
  t = await createTestApp();
  staff = await tokenOf(t.fixture.accounts.user);
  client = await tokenOf(t.fixture.accounts.client);
  const { db } = t.database;
  const people = await createPeople(db, stamp, 30, seed);
  const projects = await createProjects(db, stamp, 20, seed + 1);
  const personIds = people.rows.slice(0, 4).map((row) => row.id);
  const tasks = await createTasks(db, projects.rows[0]!.id, personIds, 40, seed + 2);
  data.people = {
    rows: people.rows,
    subcategories: people.subcategories,
    fields: ['profile_type', 'categories', 'max_ltv', 'is_debt', 'capital_provider_type', 'tags', 'is_universal_owner'],
    pools: {
      profile_type: ids([1, 2, 3, 4]),
      tags: fc.constantFrom(...personTags(stamp), `${stamp}-RED`, 'red', `${stamp}-dark`),
      categories: ids(people.categories),
      max_ltv: fc.constantFrom(...maxLtvs, '70'),
      capital_provider_type: ids([1, 2, 3]),
    },
  };
  data.projects = {
    rows: projects.rows,
    fields: ['name', 'status', 'project_types', 'capital_required', 'closing_date'],
    pools: {
      name: fc.constantFrom(...projectWords, 'ALPHA', `beta ${stamp}`, 'a,'),
      status: ids([1, 2, 3, 4, 5, 6]),
      project_types: ids(projects.projectTypes),
      capital_required: fc.constantFrom(...capitalRequired, '999.99'),
      closing_date: fc.constantFrom(...closingDates, '2025-06-29'),
    },
  };
  data.tasks = {
    rows: tasks.rows,
    fields: ['title', 'state', 'assignees', 'due_date', 'created_by', 'column', 'default_column'],
    pools: {
      title: fc.constantFrom(...taskTitles, 'lender', '50%', ', '),
      state: ids([1, 2, 3]),
      assignees: ids(personIds),
      created_by: ids(personIds),
      due_date: fc.constantFrom('2025-03-01', '2025-03-02', '2025-04-10', '2025-02-28'),
      column: fc.constantFrom('Custom', 'custom', tasks.defaults[0]!.name.toUpperCase()),
      default_column: ids(tasks.defaults.map((row) => row.id)),
    },
  };
});
afterAll(() => t.close());

const search = (type: SearchType, segment: string, query = 'limit=10000', headers = staff) =>
  t.app.inject({ method: 'GET', url: `/api/search/${type}/${segment}?${query}`, headers });

describe('search finds what a plain filter over the same rows finds', () => {
  it.each(searchTypes)('for random %s trees', async (type) => {
    const { rows, pools, fields, subcategories } = data[type];
    const mine = new Set(rows.map((row) => row.id));
    const arbitrary = treeOf(type, {
      pools,
      fields: fields.map((name) => findSearchField(type, name)!),
      subcategories: subcategories && fc.constantFrom(...subcategories),
      max: 3,
    });
    let matched = 0;
    await fc.assert(
      fc.asyncProperty(arbitrary, async (tree: SearchTree) => {
        const response = await search(type, searchQuerySegment(tree));
        expect(response.statusCode, response.body).toBe(200);
        const found = response
          .json<{ results: { id: number }[] }>()
          .results.map((row) => row.id)
          .filter((id) => mine.has(id))
          .sort((a, b) => a - b);
        const expected = plainSearch(tree, rows);
        expect(found).toEqual(expected);
        if (expected.length > 0 && expected.length < rows.length) matched++;
      }),
      { seed, numRuns: 120 },
    );
    // The trees are not all trivial: many find some of the rows and not others.
    expect(matched).toBeGreaterThan(20);
  });
});

describe('the rows, paging and ordering', () => {
  it("answers rows of the type's own list", async () => {
    const person = data.people.rows[0]!.id;
    const fromSearch = (await search('people', encodeURIComponent(`profile_type__overlaps=1,2,3,4`), 'limit=10000'))
      .json<{ results: { id: number }[] }>()
      .results.find((row) => row.id === person);
    const fromList = (await t.app.inject({ url: `/api/people/?id=${person}`, headers: staff })).json<{
      results: unknown[];
    }>().results[0];
    expect(fromSearch).toEqual(fromList);

    const task = data.tasks.rows[0]!.id;
    const taskRow = (await search('tasks', '', 'limit=10000'))
      .json<{ results: { id: number }[] }>()
      .results.find((row) => row.id === task);
    const taskFromApi = (await t.app.inject({ url: `/api/tasks/${task}/`, headers: staff })).json<unknown>();
    expect(taskRow).toEqual(taskFromApi);
  });

  it('pages by 200 by default, with next and previous, in the ordering asked', async () => {
    const all = await search('projects', '', 'limit=0');
    const page = all.json<{ count: number; next: string | null; results: unknown[] }>();
    expect(page.results.length).toBe(Math.min(page.count, 200));
    const query = encodeURIComponent(`name__icontains=${stamp}`);
    const first = (await search('projects', query, 'limit=5&ordering=-capital_required')).json<{
      count: number;
      next: string;
      previous: null;
      results: { id: number; capital_required: number }[];
    }>();
    expect(first.count).toBe(20);
    expect(first.previous).toBeNull();
    expect(first.next).toContain('offset=5');
    const second = (await search('projects', query, 'limit=5&offset=5&ordering=-capital_required')).json<{
      previous: string;
      results: { id: number; capital_required: number }[];
    }>();
    expect(second.previous).toContain('limit=5');
    const amounts = [...first.results, ...second.results].map((row) => row.capital_required);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    expect(new Set([...first.results, ...second.results].map((row) => row.id)).size).toBe(10);
  });
});

describe('bad queries', () => {
  it.each([
    ['people', 'nope=1', '"nope=1": unknown field "nope" for people'],
    ['people', 'profile_type=2&max_ltv__gt=ten', '"max_ltv__gt=ten": "ten" is not a number'],
    [
      'projects',
      'closing_date__lt=2025-13-01',
      '"closing_date__lt=2025-13-01": "2025-13-01" is not a date (YYYY-MM-DD)',
    ],
    ['tasks', 'state__icontains=1', '"state__icontains=1": "state" does not take the condition "icontains"'],
    ['tasks', 'title=%E0%A4%A', '"title=%E0%A4%A": a value is not properly percent-encoded'],
  ] as const)('%s %s is a 400 naming the term', async (type, query, message) => {
    const response = await search(type, encodeURIComponent(query));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ query: [message] });
  });

  it('takes a long query (the path is not cut at 100 characters)', async () => {
    const query = Array.from({ length: 30 }, (_, index) => `~categories__orfkey=${index + 1000}`).join('&');
    expect((await search('people', encodeURIComponent(query))).statusCode).toBe(200);
  });

  it('is for staff only', async () => {
    expect((await search('people', '', '', client)).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/search/people/' })).statusCode).toBe(401);
  });

  it.each(searchTypes)(
    'never fails on any %s tree of any values (extreme ids, numbers, dates, texts)',
    async (type) => {
      await fc.assert(
        fc.asyncProperty(treeOf(type), async (tree) => {
          const response = await search(type, searchQuerySegment(tree), 'limit=1');
          expect(response.statusCode, response.body).toBe(200);
        }),
        { seed, numRuns: 60 },
      );
    },
  );

  it('answers any raw path with a 200 or a 400, never a 500', async () => {
    const piece = fc.oneof(
      fc.string({ maxLength: 10 }),
      fc.constantFrom('&', '=', ',', '~', '__', '%', '%25', '%2C', '%ZZ', 'gt', 'orfkey', 'max_ltv', 'title', '/'),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...searchTypes), fc.array(piece, { maxLength: 10 }), async (type, parts) => {
        const raw = encodeURIComponent(parts.join('').replace(/[\uD800-\uDFFF]/g, '\uFFFD'));
        const response = await search(type, raw, 'limit=1');
        expect([200, 400], response.body).toContain(response.statusCode);
      }),
      { seed, numRuns: 200 },
    );
  });
});
