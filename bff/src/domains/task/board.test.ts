import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, gql, newAccount, restCall, restToken, startBff, wsClient, type TestBff } from '../../test/bff.js';
import { restTasks, watchBoard } from '../../test/live-board.js';
import { SESSION_RECHECK_MS } from '../../security/session-check.js';
import { ownBoard } from './board-live.fixture.js';
import { BOARD, CREATE, MOVE, type BoardJson } from './board-queries.fixture.js';
import { waitFor, watchPresence } from './board-streams.fixture.js';

// Each test works on projects it makes (ownBoard's, but for one never written to) and on accounts of this file's own
// (newAccount): none reads the demo data's boards or accounts, which other files change meanwhile.
describe('the task board', () => {
  let bff: TestBff;
  let admin: string;
  let clientAccount: Awaited<ReturnType<typeof newAccount>>;
  let client: string;
  beforeAll(async () => {
    bff = await startBff();
    admin = await restToken(ADMIN_EMAIL);
    clientAccount = await newAccount(3);
    client = clientAccount.token;
  });
  afterAll(() => bff.close());

  it('reads a board in one pass: the project, its columns and its tasks at once, of one revision', async () => {
    // A project of its own, never written to: the default columns and no task.
    const { id } = await restCall<{ id: number }>('POST', 'projects/', admin, {
      name: 'Unwritten Board',
      client: clientAccount.id,
      project_types: [1],
      closing_date: '2027-06-30',
    });
    const answer = await gql(bff, BOARD, { token: admin, variables: { id: String(id) } });
    // The five default columns, empty.
    expect((answer.body.data?.board as BoardJson).columns.map((column) => column.tasks)).toEqual([[], [], [], [], []]);
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
    const project = await ownBoard(admin, [{ person: outsider.id, state: 2 }]);
    const task = Object.keys(await restTasks(admin, project))[0]!;
    const sockets = [wsClient(bff, { token: staff.token }), wsClient(bff, { token: outsider.token })];
    const [demoted, removed] = sockets.map((socket) => watchBoard(socket, project)) as [
      ReturnType<typeof watchBoard>,
      ReturnType<typeof watchBoard>,
    ];
    try {
      for (const watcher of [demoted, removed]) await watcher.until(() => watcher.board);
      await restCall('PATCH', `people/${staff.id}/`, admin, { profile_type: 3 });
      const { members } = await restCall<{ members: { id: number; person: number }[] }>(
        'GET',
        `projects/${project}/`,
        admin,
      );
      const membership = members.find((member) => member.person === outsider.id)!.id;
      await restCall('DELETE', `projects/memberships/${membership}/`, admin);
      const started = Date.now();
      for (let i = 0; !(demoted.failure && removed.failure) && Date.now() - started < SESSION_RECHECK_MS + 3_000; i++) {
        await gql(bff, `mutation ($input: UpdateTaskInput!) { updateTask(input: $input) { task { id } } }`, {
          token: admin,
          variables: { input: { id: task, title: `Quiet ${i}` } },
        });
        await new Promise((resolve) => setTimeout(resolve, 300));
      }
      for (const watcher of [demoted, removed])
        expect(JSON.stringify(watcher.failure)).toMatch(/FORBIDDEN|permission/i);
      expect(Date.now() - started).toBeLessThan(SESSION_RECHECK_MS + 2_000);
      // Neither heard of a change after losing the board: the last title they hold is older than the REST one.
      const now = (await restCall<{ title: string }>('GET', `tasks/${task}/`, admin)).title;
      for (const watcher of [demoted, removed])
        expect(watcher.board?.columns.flatMap((c) => c.tasks).find((t) => t.id === task)?.title).not.toBe(now);
    } finally {
      for (const watcher of [demoted, removed]) watcher.dispose();
      for (const socket of sockets) await socket.dispose();
    }
  });

  it('shows who else is looking at the board, and drops them when they leave', async () => {
    const project = await ownBoard(admin);
    const staff = await newAccount(2);
    const viewer = async (token: string) =>
      ((await gql(bff, '{ me { id fullName } }', { token })).body.data as { me: { id: string; fullName: string } }).me;
    const [adminViewer, staffViewer] = [await viewer(admin), await viewer(staff.token)];
    const [adminSocket, staffSocket] = [wsClient(bff, { token: admin }), wsClient(bff, { token: staff.token })];
    const seen = watchPresence(adminSocket, project);
    try {
      await waitFor(() => seen.lists.length >= 1, 'the first list');
      expect(seen.lists[0]).toEqual([adminViewer]);
      const staffLooking = watchPresence(staffSocket, project);
      await waitFor(() => seen.lists.at(-1)?.length === 2, 'both looking');
      // By name, as the board shows them.
      const both = [adminViewer, staffViewer].sort((a, b) => a.fullName.localeCompare(b.fullName));
      expect(seen.lists.at(-1)).toEqual(both);
      staffLooking.dispose();
      const left = Date.now();
      await waitFor(() => seen.lists.at(-1)?.length === 1, 'the staff user gone');
      expect(Date.now() - left).toBeLessThan(1_000);
      expect(seen.lists.at(-1)).toEqual([adminViewer]);
    } finally {
      seen.dispose();
      await adminSocket.dispose();
      await staffSocket.dispose();
    }
  });

  it("refuses a client's move with the api's 403, and answers the api's messages as userErrors", async () => {
    // The client on the team reads the board (their move is refused, not unknown).
    const project = await ownBoard(admin, [{ person: clientAccount.id, state: 2 }]);
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
    // A client and a staff user of this test's own, and three boards of its own, named out of creation order: the
    // client on the team of two, the staff user on none.
    const [client, staff] = [await newAccount(3), await newAccount(2)];
    const word = `mine${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
    const projects: Record<string, string> = {};
    for (const name of ['Cedar', 'Alder', 'Birch']) {
      projects[name] = await ownBoard(admin, name === 'Birch' ? [] : [{ person: client.id, state: 2 }]);
      await restCall('PATCH', `projects/${projects[name]}/`, admin, { name: `${name} ${word}` });
    }
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
        project: Number(projects[on]),
        column: column.id,
        due_date: due,
        assignees: [...assignees],
      });
    }
    const restProjects = async (token: string) =>
      (
        await restCall<{ results: { id: number; name: string }[] }>('GET', 'projects/?limit=10000&ordering=name', token)
      ).results.map((project) => ({ id: String(project.id), name: project.name }));
    const assignedTasks = async (id: number) =>
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
    expect(asClient.myTasks.map((task) => task.id)).toEqual(await assignedTasks(client.id));
    expect(asClient.myTasks.map((task) => [task.title, task.projectName])).toEqual([
      [`Two ${word}`, `Alder ${word}`],
      [`One ${word}`, `Cedar ${word}`],
      [`Five ${word}`, `Cedar ${word}`],
    ]);
    for (const task of asClient.myTasks) expect(task.assignees.map((person) => person.id)).toContain(String(client.id));

    // Staff: every board, on a team or not (ours all three, by name; other test files add projects meanwhile), and
    // their own tasks.
    const asStaff = await read(staff.token);
    const ours = new Set(Object.values(projects));
    expect(asStaff.boardProjects.filter((project) => ours.has(project.id)).map((project) => project.name)).toEqual(
      named('Alder Birch Cedar'),
    );
    expect(asStaff.myTasks.map((task) => task.id)).toEqual(await assignedTasks(staff.id));
    expect(asStaff.myTasks.map((task) => task.title)).toEqual(named('Two Three Five'));
  });
});
