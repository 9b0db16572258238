import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ADMIN_EMAIL, gql, newAccount, restCall, restToken, startBff, type TestBff } from '../../test/bff.js';

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

async function rest<T>(token: string, path: string): Promise<T> {
  const response = await fetch(`${inject('apiUrl')}${path}`, { headers: { authorization: `Token ${token}` } });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
}
const restTasks = async (token: string, query: string) =>
  (await rest<{ count: number; results: RestTask[] }>(token, `tasks/?limit=10000&${query}`)).results;

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
  let me: number;
  /** A client on the first project's team only. */
  let client: { id: number; token: string };
  /** Two projects of this file, closing this month; the client is on the first one's team. */
  let ours: string[];
  /** A word only this file's task titles hold. */
  let word: string;
  const { from, to } = thisMonth();

  beforeAll(async () => {
    bff = await startBff();
    admin = await restToken(ADMIN_EMAIL);
    client = await newAccount(3);
    me = (await restCall<{ id: number }>('GET', 'auth/me/', admin)).id;
    word = `cal${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
    const closing = `${from.slice(0, 8)}15`;
    ours = [];
    for (const [index, members] of [[{ person: client.id, state: 3 }], []].entries()) {
      const project = await restCall<{ id: number }>('POST', 'projects/', admin, {
        name: `Calendar ${word} ${index}`,
        client: me,
        project_types: [1],
        closing_date: closing,
        members,
      });
      ours.push(String(project.id));
      const column = (await restCall<{ id: number }[]>('GET', `projects/columns/?project=${project.id}`, admin))[0]!.id;
      // Nine tasks due this month (one in three assigned to the admin, one in two with the word in its title),
      // one due next month and one with no due date.
      for (let day = 0; day < 11; day++) {
        const due =
          day === 9
            ? new Date(Date.parse(to) + 86_400_000 * 3).toISOString()
            : day === 10
              ? null
              : new Date(Date.parse(from) + 86_400_000 * (day * 3 + index) + 3_600_000).toISOString();
        await restCall('POST', 'tasks/', admin, {
          title: day % 2 ? `Task ${day} of ${word}` : `Task ${day}`,
          project: project.id,
          column,
          due_date: due,
          assignees: day % 3 ? [] : [me],
        });
      }
    }
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
  const ids = (list: { id: string | number }[]) => list.map((item) => String(item.id));

  it('pages through every task by due date, as REST lists them, following endCursor', async () => {
    const expected = await restTasks(admin, `projects=${ours.join(',')}&ordering=due_date`);
    expect(expected).toHaveLength(22);
    const seen: string[] = [];
    let after: string | null = null;
    let pages = 0;
    for (;;) {
      const page = await tasks(admin, { first: 7, after, filter: { projectIds: ours } });
      expect(page.totalCount).toBe(expected.length);
      seen.push(...ids(page.nodes));
      pages++;
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(seen).toEqual(ids(expected));
    expect(pages).toBe(4);
  });

  it("answers the calendar's page search: the term, due date descending, as REST's tasks/?search=&ordering=-due_date", async () => {
    const expected = await restTasks(admin, `search=${word}&ordering=-due_date`);
    expect(expected).toHaveLength(10);
    const page = await tasks(admin, {
      first: 200,
      search: word,
      orderBy: [{ field: 'DUE_DATE', direction: 'DESC' }],
    });
    expect(page.totalCount).toBe(expected.length);
    expect(ids(page.nodes)).toEqual(ids(expected));
    for (const task of page.nodes) expect(task.title).toContain(word);
  });

  it('filters by projects, due dates and My Tasks', async () => {
    const page = await tasks(admin, {
      first: 10_000,
      filter: { projectIds: [ours[0]], dueFrom: from, dueTo: to, assignedToMe: true },
    });
    const expected = await restTasks(
      admin,
      `projects=${ours[0]}&due_date__gte=${from}&due_date__lte=${to}&assignees=${me}&ordering=due_date`,
    );
    expect(expected).toHaveLength(3);
    expect(ids(page.nodes)).toEqual(ids(expected));
    for (const task of page.nodes) expect(task.assignees.map((person) => person.id)).toContain(String(me));
    expect((await tasks(admin, { filter: { projectIds: [] } })).totalCount).toBe(0);
    const bad = await gql(bff, TASKS, { token: admin, variables: { after: 'not a cursor' } });
    expect(bad.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it("shows a month's tasks and project closing dates as REST holds them", async () => {
    const month = await calendar(admin, { from, to, projectIds: ours });
    const expected = await restTasks(
      admin,
      `projects=${ours.join(',')}&due_date__gte=${from}&due_date__lte=${to}&ordering=due_date`,
    );
    expect(expected).toHaveLength(18);
    expect(ids(month.tasks)).toEqual(ids(expected));
    expect(ids(month.closingDates).sort()).toEqual([...ours].sort());

    // The whole month, every project: ours among them, in the same order.
    const everything = await calendar(admin, { from, to });
    expect(ids(everything.tasks).filter((id) => ids(expected).includes(id))).toEqual(ids(expected));
    expect(ids(everything.closingDates)).toEqual(expect.arrayContaining(ours));

    // One of the projects.
    const one = await calendar(admin, { from, to, projectIds: [ours[1]] });
    expect(ids(one.tasks)).toEqual(ids(expected.filter((task) => String(task.project) === ours[1])));
    expect(ids(one.closingDates)).toEqual([ours[1]]);
    expect(await calendar(admin, { from, to, projectIds: [] })).toEqual({ tasks: [], closingDates: [] });

    // My Tasks: the tasks assigned to the signed-in user; the closing dates stay.
    const mine = await calendar(admin, { from, to, projectIds: ours, mine: true });
    const assigned = await restTasks(
      admin,
      `projects=${ours.join(',')}&due_date__gte=${from}&due_date__lte=${to}&assignees=${me}&ordering=due_date`,
    );
    expect(assigned).toHaveLength(6);
    expect(ids(mine.tasks)).toEqual(ids(assigned));
    expect(mine.closingDates).toEqual(month.closingDates);
  });

  it("shows a client only their projects' tasks and closing dates", async () => {
    const theirs = await restTasks(admin, `projects=${ours[0]}&ordering=due_date`);
    const page = await tasks(client.token, { first: 10_000, orderBy: [{ field: 'DUE_DATE', direction: 'ASC' }] });
    expect(ids(page.nodes)).toEqual(ids(theirs));
    expect(page.totalCount).toBe(11);

    // Asking for both projects' months, or for the other project by id, shows them nothing of the other.
    const everything = { from: '2000-01-01T00:00:00.000Z', to: '2100-01-01T00:00:00.000Z' };
    const month = await calendar(client.token, { ...everything, projectIds: ours });
    expect(ids(month.tasks)).toEqual(ids(theirs.filter((task) => task.due_date)));
    expect(ids(month.closingDates)).toEqual([ours[0]]);
    expect(await calendar(client.token, { ...everything, projectIds: [ours[1]] })).toEqual({
      tasks: [],
      closingDates: [],
    });
  });
});
