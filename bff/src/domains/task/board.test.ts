import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  ADMIN_EMAIL,
  CLIENT_EMAIL,
  USER_EMAIL,
  gql,
  newAccount,
  restCall,
  restToken,
  startBff,
  wsClient,
  type TestBff,
} from '../../test/bff.js';
import { watchBoard } from '../../test/live-board.js';
import { SESSION_RECHECK_MS } from '../../security/session-check.js';
import { BOARD, CREATE, MOVE, type BoardJson } from './board-queries.fixture.js';

describe('the task board', () => {
  let bff: TestBff;
  let admin: string;
  let client: string;
  let project: string;
  beforeAll(async () => {
    bff = await startBff();
    admin = await restToken(ADMIN_EMAIL);
    client = await restToken(CLIENT_EMAIL);
    // The demo data's first deal has the client and the guest on its team.
    const projects = (await (
      await fetch(`${inject('apiUrl')}projects/?search=Canary`, { headers: { authorization: `Token ${admin}` } })
    ).json()) as { results: { id: number }[] };
    project = String(projects.results[0]!.id);
  });
  afterAll(() => bff.close());

  it('reads a board in one pass: the project, its columns and its tasks at once, of one revision', async () => {
    const api = inject('apiUrl');
    const me = (await (await fetch(`${api}auth/me/`, { headers: { authorization: `Token ${client}` } })).json()) as {
      id: number;
    };
    const created = await fetch(`${api}projects/`, {
      method: 'POST',
      headers: { authorization: `Token ${admin}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Unwritten Board', client: me.id, project_types: [1], closing_date: '2027-06-30' }),
    });
    const body = await created.text();
    expect(created.status, body).toBe(201);
    const { id } = JSON.parse(body) as { id: number };
    const answer = await gql(bff, BOARD, { token: admin, variables: { id: String(id) } });
    expect((answer.body.data?.board as BoardJson).columns.length).toBeGreaterThan(0);
    // Its revision is 0, for the columns and the tasks alike, so the board is not read again (a board never written to
    // was once read five times).
    const paths = (answer.body.extensions?.restCalls ?? []).map((call) => call.path.replace(/\?.*/, ''));
    expect(paths.filter((path) => path === 'projects/columns/')).toHaveLength(1);
    expect(paths.filter((path) => path === 'tasks/')).toHaveLength(1);
  });

  it('ends the live board of someone whose access went by a way the bff did not see, within seconds', async () => {
    // A staff User made a Client (no longer staff, not on the team), and a client taken off the team over REST: both
    // kept receiving the board's events until they reconnected.
    const staff = await newAccount(2);
    const outsider = await newAccount(3);
    const created = await restCall<{ id: number; members: { id: number; person: number }[] }>(
      'POST',
      'projects/',
      admin,
      {
        name: 'Quiet Removal Quay',
        client: outsider.id,
        project_types: [1],
        closing_date: '2027-06-30',
        members: [{ person: outsider.id, state: 3 }],
      },
    );
    const id = String(created.id);
    const column = (await restCall<{ id: number }[]>('GET', `projects/columns/?project=${id}`, admin))[0]!.id;
    const task = await restCall<{ id: number }>('POST', 'tasks/', admin, {
      title: 'Quiet',
      project: created.id,
      column,
    });
    const sockets = [wsClient(bff, { token: staff.token }), wsClient(bff, { token: outsider.token })];
    const [demoted, removed] = sockets.map((socket) => watchBoard(socket, id)) as [
      ReturnType<typeof watchBoard>,
      ReturnType<typeof watchBoard>,
    ];
    try {
      for (const watcher of [demoted, removed]) await watcher.until(() => watcher.board);
      await restCall('PATCH', `people/${staff.id}/`, admin, { profile_type: 3 });
      const membership = created.members.find((member) => member.person === outsider.id)!.id;
      await restCall('DELETE', `projects/memberships/${membership}/`, admin);
      const started = Date.now();
      for (let i = 0; !(demoted.failure && removed.failure) && Date.now() - started < SESSION_RECHECK_MS + 3_000; i++) {
        await gql(bff, `mutation ($input: UpdateTaskInput!) { updateTask(input: $input) { task { id } } }`, {
          token: admin,
          variables: { input: { id: String(task.id), title: `Quiet ${i}` } },
        });
        await new Promise((resolve) => setTimeout(resolve, 300));
      }
      for (const watcher of [demoted, removed])
        expect(JSON.stringify(watcher.failure)).toMatch(/FORBIDDEN|permission/i);
      expect(Date.now() - started).toBeLessThan(SESSION_RECHECK_MS + 2_000);
      // Neither heard of a change after losing the board: the last title they hold is older than the REST one.
      const now = (await restCall<{ title: string }>('GET', `tasks/${task.id}/`, admin)).title;
      for (const watcher of [demoted, removed])
        expect(watcher.board?.columns.flatMap((c) => c.tasks).find((t) => t.id === String(task.id))?.title).not.toBe(
          now,
        );
    } finally {
      for (const watcher of [demoted, removed]) watcher.dispose();
      for (const socket of sockets) await socket.dispose();
    }
  });

  it('shows who else is looking at the board, and drops them when they leave', async () => {
    const user = await restToken(USER_EMAIL);
    const [adminSocket, userSocket] = [wsClient(bff, { token: admin }), wsClient(bff, { token: user })];
    const seen: { id: string; fullName: string }[][] = [];
    const query = `subscription ($id: ID!) { boardPresence(projectId: $id) { id fullName } }`;
    const sink = { error: () => undefined, complete: () => undefined };
    const stopAdmin = adminSocket.subscribe(
      { query, variables: { id: project } },
      { ...sink, next: (result) => seen.push((result.data as { boardPresence: (typeof seen)[number] }).boardPresence) },
    );
    try {
      await waitFor(() => seen.length >= 1);
      expect(seen[0]).toHaveLength(1);
      const stopUser = userSocket.subscribe({ query, variables: { id: project } }, { ...sink, next: () => undefined });
      await waitFor(() => seen.at(-1)?.length === 2);
      stopUser();
      const left = Date.now();
      await waitFor(() => seen.at(-1)?.length === 1);
      expect(Date.now() - left).toBeLessThan(1_000);
    } finally {
      stopAdmin();
      await adminSocket.dispose();
      await userSocket.dispose();
    }
  });

  it("refuses a client's move with the api's 403, and answers the api's messages as userErrors", async () => {
    const board = (await gql(bff, BOARD, { token: admin, variables: { id: project } })).body.data?.board as BoardJson;
    const task = board.columns.flatMap((column) => column.tasks)[0]!;
    const refused = await gql(bff, MOVE, {
      token: client,
      variables: { input: { id: task.id, columnId: board.columns[2]!.id, position: 0 } },
    });
    expect(refused.body.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', status: 403 });
    const blank = await gql(bff, CREATE, {
      token: admin,
      variables: { input: { projectId: project, columnId: board.columns[0]!.id, title: ' ' } },
    });
    expect(blank.body.data?.createTask).toEqual({
      task: null,
      userErrors: [{ field: 'title', message: 'This field may not be blank.' }],
    });
    const anonymous = await gql(bff, BOARD, { variables: { id: project } });
    expect(anonymous.body.errors?.[0]?.extensions).toMatchObject({ status: 401 });
  });
});

describe('boards and tasks of the signed-in user', () => {
  let bff: TestBff;
  beforeAll(async () => {
    bff = await startBff();
  });
  afterAll(() => bff.close());

  it('lists the boards each user may open and the tasks assigned to them, as REST holds them', async () => {
    const admin = await restToken(ADMIN_EMAIL);
    // A client and a staff user of this test's own, and three projects of its own: the client on the team of two.
    const [client, staff] = [await newAccount(3), await newAccount(2)];
    const word = `mine${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
    const projects: Record<string, number> = {};
    for (const name of ['Cedar', 'Alder', 'Birch'])
      projects[name] = (
        await restCall<{ id: number }>('POST', 'projects/', admin, {
          name: `${name} ${word}`,
          client: staff.id,
          project_types: [1],
          closing_date: '2027-06-30',
          members: name === 'Birch' ? [] : [{ person: client.id, state: 2 }],
        })
      ).id;
    // Tasks due out of creation order: the client's on their two projects, the staff user's on all three.
    for (const [title, on, due, assignees] of [
      ['One', 'Cedar', '2027-03-01T09:00:00Z', [client.id]],
      ['Two', 'Alder', '2027-01-01T09:00:00Z', [client.id, staff.id]],
      ['Three', 'Birch', '2027-02-01T09:00:00Z', [staff.id]],
      ['Four', 'Alder', '2027-04-01T09:00:00Z', []],
      ['Five', 'Cedar', null, [client.id, staff.id]],
    ] as const) {
      const column = (await restCall<{ id: number }[]>('GET', `projects/columns/?project=${projects[on]}`, admin))[0]!;
      await restCall('POST', 'tasks/', admin, {
        title: `${title} ${word}`,
        project: projects[on],
        column: column.id,
        due_date: due,
        assignees: [...assignees],
      });
    }
    const restProjects = async (token: string) =>
      (
        await restCall<{ results: { id: number; name: string }[] }>('GET', 'projects/?limit=10000&ordering=name', token)
      ).results.map((project) => ({ id: String(project.id), name: project.name }));
    const restTasks = async (id: number) =>
      (
        await restCall<{ results: { id: number }[] }>('GET', `tasks/?assignees=${id}&ordering=due_date`, admin)
      ).results.map((task) => String(task.id));
    const query = '{ boardProjects { id name } myTasks { id title projectName dueDate assignees { id } } }';
    type Answer = {
      boardProjects: { id: string; name: string }[];
      myTasks: { id: string; title: string; projectName: string; assignees: { id: string }[] }[];
    };
    const read = async (token: string) => {
      const { body } = await gql(bff, query, { token });
      expect(body.errors).toBeUndefined();
      return body.data as Answer;
    };
    const named = (names: string) => names.split(' ').map((name) => `${name} ${word}`);

    // The client: the boards of their team's projects, by name, and their tasks, soonest due first.
    const asClient = await read(client.token);
    expect(asClient.boardProjects).toEqual(await restProjects(client.token));
    expect(asClient.boardProjects.map((project) => project.name)).toEqual(named('Alder Cedar'));
    expect(asClient.myTasks.map((task) => task.id)).toEqual(await restTasks(client.id));
    expect(asClient.myTasks.map((task) => [task.title, task.projectName])).toEqual([
      [`Two ${word}`, `Alder ${word}`],
      [`One ${word}`, `Cedar ${word}`],
      [`Five ${word}`, `Cedar ${word}`],
    ]);
    for (const task of asClient.myTasks) expect(task.assignees.map((person) => person.id)).toContain(String(client.id));

    // Staff: every board (ours among them, by name; other test files add projects meanwhile), and their own tasks.
    const asStaff = await read(staff.token);
    const ours = new Set(Object.values(projects).map(String));
    expect(asStaff.boardProjects.filter((project) => ours.has(project.id)).map((project) => project.name)).toEqual(
      named('Alder Birch Cedar'),
    );
    expect(asStaff.boardProjects.length).toBeGreaterThan(asClient.boardProjects.length);
    expect(asStaff.myTasks.map((task) => task.id)).toEqual(await restTasks(staff.id));
    expect(asStaff.myTasks.map((task) => task.title)).toEqual(named('Two Three Five'));
  });
});

async function waitFor(condition: () => boolean, timeoutMs = 8_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
