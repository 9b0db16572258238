import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { ADMIN_EMAIL, CLIENT_EMAIL, gql, restToken, startBff, type TestBff } from '../../test/bff.js';

const TASKS = `query ($first: Int, $after: String, $search: String, $orderBy: [TaskOrder!], $filter: TaskFilter) {
  tasks(first: $first, after: $after, search: $search, orderBy: $orderBy, filter: $filter) {
    totalCount nodes { id title projectId projectName dueDate assignees { id } } pageInfo { hasNextPage endCursor }
  }
}`;
const CALENDAR = `query ($from: DateTime!, $to: DateTime!, $projectIds: [ID!], $mine: Boolean) {
  calendar(from: $from, to: $to, projectIds: $projectIds, mine: $mine) {
    __typename
    ... on Task { id title projectId dueDate assignees { id } }
    ... on CalendarProject { id name closingDate }
  }
}`;

type TaskJson = { id: string; title: string; projectId: string; dueDate: string | null; assignees: { id: string }[] };
type TaskPage = { totalCount: number; nodes: TaskJson[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } };
type ProjectJson = { id: string; name: string; closingDate: string };
/** The events, tasks and projects apart. */
type CalendarJson = { tasks: TaskJson[]; closingDates: ProjectJson[] };
type RestTask = { id: number; project: number; due_date: string | null };
type RestProject = { id: number; name: string; closing_date: string };

async function rest<T>(token: string, path: string): Promise<T> {
  const response = await fetch(`${inject('apiUrl')}${path}`, { headers: { authorization: `Token ${token}` } });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
}
const restTasks = async (token: string, query: string) =>
  (await rest<{ count: number; results: RestTask[] }>(token, `tasks/?limit=10000&${query}`)).results;
const restProjects = async (token: string) =>
  (await rest<{ results: RestProject[] }>(token, 'projects/?limit=10000')).results;

/** This month, from its first to its last moment (UTC), as the calendar asks for it. */
function thisMonth() {
  const now = new Date();
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1) - 1);
  return { from: from.toISOString(), to: to.toISOString() };
}

describe('the task list and the month calendar', () => {
  let bff: TestBff;
  let admin: string;
  let client: string;
  beforeAll(async () => {
    bff = await startBff();
    [admin, client] = await Promise.all([restToken(ADMIN_EMAIL), restToken(CLIENT_EMAIL)]);
  });
  afterAll(() => bff.close());

  async function tasks(token: string, variables: Record<string, unknown>): Promise<TaskPage> {
    const answer = await gql(bff, TASKS, { token, variables });
    expect(answer.body.errors).toBeUndefined();
    return answer.body.data!.tasks as TaskPage;
  }
  async function calendar(token: string, variables: Record<string, unknown>): Promise<CalendarJson> {
    const answer = await gql(bff, CALENDAR, { token, variables });
    expect(answer.body.errors).toBeUndefined();
    const events = answer.body.data!.calendar as ((TaskJson | ProjectJson) & { __typename: string })[];
    return {
      tasks: events.filter((event) => event.__typename === 'Task') as TaskJson[],
      closingDates: events.filter((event) => event.__typename === 'CalendarProject') as ProjectJson[],
    };
  }

  it('pages through every task by due date, as REST lists them, following endCursor', async () => {
    const expected = await restTasks(admin, 'ordering=due_date');
    const seen: string[] = [];
    let after: string | null = null;
    let pages = 0;
    for (;;) {
      const page = await tasks(admin, { first: 7, after });
      expect(page.totalCount).toBe(expected.length);
      seen.push(...page.nodes.map((task) => task.id));
      pages++;
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(seen).toEqual(expected.map((task) => String(task.id)));
    expect(pages).toBe(Math.ceil(expected.length / 7));
  });

  it("answers the calendar's page search: the term, due date descending, as REST's tasks/?search=&ordering=-due_date", async () => {
    // Other test files add tasks to the same api meanwhile (board.test.ts's "Live from the bff"): REST is read
    // before and after the page, and a comparison counts only when nothing changed between the two reads.
    let expected: Awaited<ReturnType<typeof restTasks>>;
    let page: Awaited<ReturnType<typeof tasks>>;
    for (let tries = 1; ; tries++) {
      expected = await restTasks(admin, 'search=the&ordering=-due_date');
      page = await tasks(admin, {
        first: 200,
        search: 'the',
        orderBy: [{ field: 'DUE_DATE', direction: 'DESC' }],
      });
      const after = await restTasks(admin, 'search=the&ordering=-due_date');
      if (JSON.stringify(after) === JSON.stringify(expected) || tries === 5) break;
    }
    expect(page.totalCount).toBe(expected.length);
    expect(page.nodes.map((task) => task.id)).toEqual(expected.map((task) => String(task.id)));
    for (const task of page.nodes) expect(task.title.toLowerCase()).toContain('the');
  });

  it('filters by projects, due dates and My Tasks', async () => {
    const { from, to } = thisMonth();
    const [project] = await restProjects(admin);
    const me = ((await gql(bff, '{ me { id } }', { token: admin })).body.data as { me: { id: string } }).me.id;
    const page = await tasks(admin, {
      first: 10_000,
      filter: { projectIds: [String(project!.id)], dueFrom: from, dueTo: to, assignedToMe: true },
    });
    const expected = await restTasks(
      admin,
      `projects=${project!.id}&due_date__gte=${from}&due_date__lte=${to}&assignees=${me}&ordering=due_date`,
    );
    expect(page.nodes.map((task) => task.id)).toEqual(expected.map((task) => String(task.id)));
    for (const task of page.nodes) expect(task.assignees.map((person) => person.id)).toContain(me);
    expect((await tasks(admin, { filter: { projectIds: [] } })).totalCount).toBe(0);
    const bad = await gql(bff, TASKS, { token: admin, variables: { after: 'not a cursor' } });
    expect(bad.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it("shows a month's tasks and project closing dates as REST holds them", async () => {
    const { from, to } = thisMonth();
    const month = await calendar(admin, { from, to });
    const expected = await restTasks(admin, `due_date__gte=${from}&due_date__lte=${to}&ordering=due_date`);
    expect(month.tasks.length).toBeGreaterThan(0);
    expect(month.tasks.map((task) => task.id)).toEqual(expected.map((task) => String(task.id)));
    const closing = (await restProjects(admin))
      .filter((project) => project.closing_date >= from.slice(0, 10) && project.closing_date <= to.slice(0, 10))
      .map((project) => project.id)
      .sort();
    expect(month.closingDates.map((project) => Number(project.id)).sort()).toEqual(closing);
    expect(month.closingDates.length).toBeGreaterThan(0);

    // The same month for some of the projects: their ids read through projects/details/.
    const chosen = [...new Set(month.tasks.map((task) => task.projectId))].slice(0, 2);
    const some = await calendar(admin, { from, to, projectIds: chosen });
    expect(some.tasks.map((task) => task.id)).toEqual(
      month.tasks.filter((task) => chosen.includes(task.projectId)).map((task) => task.id),
    );
    for (const project of some.closingDates) expect(chosen).toContain(project.id);
    expect(await calendar(admin, { from, to, projectIds: [] })).toEqual({ tasks: [], closingDates: [] });

    // My Tasks: the tasks assigned to the signed-in user; the closing dates stay.
    const me = ((await gql(bff, '{ me { id } }', { token: admin })).body.data as { me: { id: string } }).me.id;
    const mine = await calendar(admin, { from, to, mine: true });
    const assigned = await restTasks(
      admin,
      `due_date__gte=${from}&due_date__lte=${to}&assignees=${me}&ordering=due_date`,
    );
    expect(mine.tasks.map((task) => task.id)).toEqual(assigned.map((task) => String(task.id)));
    expect(mine.tasks.length).toBeLessThan(month.tasks.length);
    expect(mine.closingDates).toEqual(month.closingDates);
  });

  it("shows a client only their projects' tasks and closing dates", async () => {
    // board.test.ts adds this client to a team and removes them again, maybe meanwhile: what they may see is read
    // again on each try.
    await vi.waitFor(
      async () => {
        const theirs = new Set((await restProjects(client)).map((project) => String(project.id)));
        const all = await restProjects(admin);
        expect(theirs.size).toBeGreaterThan(0);
        expect(theirs.size).toBeLessThan(all.length);

        const page = await tasks(client, { first: 10_000 });
        expect(page.totalCount).toBeGreaterThan(0);
        expect(page.totalCount).toBeLessThan((await tasks(admin, { first: 1 })).totalCount);
        for (const task of page.nodes) expect(theirs).toContain(task.projectId);

        // Asking for every project's month, or for another project's by id, shows them nothing of the others.
        const everything = { from: '2000-01-01T00:00:00.000Z', to: '2100-01-01T00:00:00.000Z' };
        const month = await calendar(client, { ...everything, projectIds: all.map((project) => String(project.id)) });
        expect(month.tasks.length).toBeGreaterThan(0);
        for (const task of month.tasks) expect(theirs).toContain(task.projectId);
        expect(new Set(month.closingDates.map((project) => project.id))).toEqual(theirs);
        const others = all.filter((project) => !theirs.has(String(project.id))).map((project) => String(project.id));
        expect(await calendar(client, { ...everything, projectIds: others })).toEqual({ tasks: [], closingDates: [] });
      },
      { timeout: 10_000, interval: 200 },
    );
  });
});
