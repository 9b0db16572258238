import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ADMIN_EMAIL, CLIENT_EMAIL, gql, restToken, startBff, wsClient, type TestBff } from '../../test/bff.js';

const BOARD_FIELDS = `id project { id name members { personId fullName state isUniversalOwner } }
  columns { id name position hidden total approved tasks { id title columnId position state dueDate assignees { id fullName } createdBy { id } } }`;
const BOARD = `query ($id: ID!) { board(projectId: $id) { ${BOARD_FIELDS} } }`;
const SUBSCRIBE = `subscription ($id: ID!) { boardChanged(projectId: $id) { ${BOARD_FIELDS} } }`;
const MOVE = `mutation ($input: MoveTaskInput!) { moveTask(input: $input) { task { id columnId position } userErrors { field message } } }`;
const CREATE = `mutation ($input: CreateTaskInput!) { createTask(input: $input) { task { id title position } userErrors { field message } } }`;
const APPROVE = `mutation ($input: TaskIdInput!) { approveTask(input: $input) { task { id state } userErrors { field message } } }`;

type TaskJson = { id: string; title: string; columnId: string; position: number; state: string };
type BoardJson = {
  id: string;
  project: { name: string; members: { personId: string; state: string }[] };
  columns: { id: string; name: string; total: number; tasks: TaskJson[] }[];
};

/** The board as REST holds it: each column's task ids in order. */
async function restBoard(token: string, project: string) {
  const api = inject('apiUrl');
  const headers = { authorization: `Token ${token}` };
  const columns = (await (await fetch(`${api}projects/columns/?project=${project}`, { headers })).json()) as {
    id: number;
  }[];
  const tasks = (
    (await (await fetch(`${api}tasks/?project=${project}&limit=10000`, { headers })).json()) as {
      results: { id: number; column: number }[];
    }
  ).results;
  return columns.map((column) => tasks.filter((task) => task.column === column.id).map((task) => String(task.id)));
}
const shown = (board: BoardJson) => board.columns.map((column) => column.tasks.map((task) => task.id));

/** A subscription's pushes; `until` waits for one that passes the test. */
function collect(client: Client, project: string) {
  const boards: BoardJson[] = [];
  let failure: unknown = null;
  const dispose = client.subscribe(
    { query: SUBSCRIBE, variables: { id: project } },
    {
      next: (result) => {
        if (result.errors) failure = result.errors;
        else boards.push((result.data as { boardChanged: BoardJson }).boardChanged);
      },
      error: (error) => (failure = error),
      complete: () => undefined,
    },
  );
  async function until(test: (board: BoardJson) => boolean, timeoutMs = 5_000): Promise<BoardJson> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (failure !== null) throw new Error(JSON.stringify(failure));
      const found = boards.findLast(test);
      if (found) return found;
      if (Date.now() > deadline)
        throw new Error(`no push passed the test in ${timeoutMs} ms (${boards.length} pushes)`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return {
    until,
    dispose,
    get failure() {
      return failure;
    },
  };
}

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

  it('shows the board as REST holds it: columns in order, each with its tasks in order, and the team', async () => {
    const answer = await gql(bff, BOARD, { token: admin, variables: { id: project } });
    const board = answer.body.data?.board as BoardJson;
    expect(board.columns.map((column) => column.name)).toEqual([
      'Analysing',
      'Mandated',
      'Capital Provider Outreach',
      'Closing Process',
      'Completion',
    ]);
    expect(shown(board)).toEqual(await restBoard(admin, project));
    expect(board.columns.map((column) => column.total)).toEqual(board.columns.map((column) => column.tasks.length));
    expect(board.project.members.map((member) => member.state)).toContain('CLIENT');
    // A project the client is not on is no board for them.
    const other = (await (
      await fetch(`${inject('apiUrl')}projects/?search=Sterling`, { headers: { authorization: `Token ${admin}` } })
    ).json()) as { results: { id: number }[] };
    const refused = await gql(bff, BOARD, { token: client, variables: { id: String(other.results[0]!.id) } });
    expect(refused.body.data?.board).toBeNull();
  });

  it('pushes every change to everyone watching the board, as REST holds it, within a second or so', async () => {
    const adminSocket = wsClient(bff, { token: admin });
    const clientSocket = wsClient(bff, { token: client });
    const watchers = [collect(adminSocket, project), collect(clientSocket, project)];
    try {
      const first = await watchers[0]!.until(() => true);
      await watchers[1]!.until(() => true);
      const [from, to] = [first.columns[0]!, first.columns[1]!];
      const moving = from.tasks[0]!;
      const started = Date.now();
      const moved = await gql(bff, MOVE, {
        token: admin,
        variables: { input: { id: moving.id, columnId: to.id, position: 0 } },
      });
      expect(moved.body.data?.moveTask).toEqual({
        task: { id: moving.id, columnId: to.id, position: 0 },
        userErrors: [],
      });
      const truth = await restBoard(admin, project);
      for (const watcher of watchers) {
        const seen = await watcher.until((board) => board.columns[1]!.tasks[0]?.id === moving.id);
        expect(shown(seen)).toEqual(truth);
      }
      expect(Date.now() - started).toBeLessThan(3_000);

      // A new task and an approval reach both too.
      const created = await gql(bff, CREATE, {
        token: admin,
        variables: { input: { projectId: project, columnId: from.id, title: 'Live from the bff', position: 0 } },
      });
      const task = (created.body.data?.createTask as { task: TaskJson }).task;
      for (const watcher of watchers)
        await watcher.until((board) => board.columns[0]!.tasks[0]?.title === 'Live from the bff');
      await gql(bff, `mutation ($input: TaskIdInput!) { submitTask(input: $input) { task { state } } }`, {
        token: admin,
        variables: { input: { id: task.id } },
      });
      const approved = await gql(bff, APPROVE, { token: admin, variables: { input: { id: task.id } } });
      expect(approved.body.data?.approveTask).toEqual({ task: { id: task.id, state: 'APPROVED' }, userErrors: [] });
      for (const watcher of watchers)
        await watcher.until((board) => board.columns[0]!.tasks.find((row) => row.id === task.id)?.state === 'APPROVED');
    } finally {
      watchers.forEach((watcher) => watcher.dispose());
      await adminSocket.dispose();
      await clientSocket.dispose();
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
    const client = await restToken(CLIENT_EMAIL);
    const api = inject('apiUrl');
    const restProjects = async (token: string) =>
      (
        (await (
          await fetch(`${api}projects/?limit=10000&ordering=name`, { headers: { authorization: `Token ${token}` } })
        ).json()) as {
          results: { id: number; name: string }[];
        }
      ).results.map((project) => ({ id: String(project.id), name: project.name }));
    const query = '{ boardProjects { id name } myTasks { id title projectName dueDate assignees { id } } }';
    const asAdmin = (await gql(bff, query, { token: admin })).body.data as {
      boardProjects: { id: string; name: string }[];
    };
    expect(asAdmin.boardProjects).toEqual(await restProjects(admin));
    const asClient = (await gql(bff, query, { token: client })).body.data as {
      boardProjects: { id: string; name: string }[];
      myTasks: { id: string; assignees: { id: string }[] }[];
    };
    expect(asClient.boardProjects).toEqual(await restProjects(client));
    expect(asClient.boardProjects.length).toBeLessThan(asAdmin.boardProjects.length);
    const me = (await gql(bff, '{ me { id } }', { token: client })).body.data as { me: { id: string } };
    expect(asClient.myTasks.length).toBeGreaterThan(0);
    for (const task of asClient.myTasks) expect(task.assignees.map((person) => person.id)).toContain(me.me.id);
  });
});
