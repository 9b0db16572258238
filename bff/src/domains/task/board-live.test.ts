import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { ADMIN_EMAIL, gql, newAccount, restCall, restToken, startBff, wsClient, type TestBff } from '../../test/bff.js';
import { restBoard, shown, watchBoard } from '../../test/live-board.js';
import { ownBoard } from './board-live.fixture.js';
import { BOARD, CREATE, MOVE, type BoardJson, type TaskJson } from './board-queries.fixture.js';

const APPROVE = `mutation ($input: TaskIdInput!) { approveTask(input: $input) { task { id state } userErrors { field message } } }`;

// Each test reads and writes a board of its own, made before it with a client account of this file's own on its team:
// the events it counts are of its own writes alone.
describe('the live task board', () => {
  let bff: TestBff;
  let admin: string;
  let clientAccount: Awaited<ReturnType<typeof newAccount>>;
  let client: string;
  let project: string;
  beforeAll(async () => {
    bff = await startBff();
    admin = await restToken(ADMIN_EMAIL);
    clientAccount = await newAccount(3);
    client = clientAccount.token;
  });
  beforeEach(async () => {
    project = await ownBoard(admin, [{ person: clientAccount.id, state: 2 }]);
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
    expect(board.columns.map((column) => column.tasks.map((task) => task.id))).toEqual(await restBoard(admin, project));
    expect(board.columns.map((column) => column.total)).toEqual(board.columns.map((column) => column.tasks.length));
    expect(board.project.members.map((member) => member.state)).toContain('CLIENT');
    // A project the client is not on is no board for them.
    const refused = await gql(bff, BOARD, { token: client, variables: { id: await ownBoard(admin) } });
    expect(refused.body.data?.board).toBeNull();
  });

  it('sends the board first, then each change as a numbered event that puts every board where REST has it', async () => {
    const adminSocket = wsClient(bff, { token: admin });
    const clientSocket = wsClient(bff, { token: client });
    const watchers = [watchBoard(adminSocket, project), watchBoard(clientSocket, project)];
    try {
      const first = await watchers[0]!.until(() => watchers[0]!.board);
      await watchers[1]!.until(() => watchers[1]!.board);
      expect(watchers[0]!.events[0]).toMatchObject({ kind: 'BOARD', sequence: first.sequence });
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
      // The mover's own subscription knows who they are: the event names them without another call to the api.
      expect(moved.body.extensions?.restCalls).toEqual([{ method: 'PATCH', path: `tasks/${moving.id}/` }]);
      const adminName = (
        (await (
          await fetch(`${inject('apiUrl')}auth/me/`, { headers: { authorization: `Token ${admin}` } })
        ).json()) as {
          full_name: string;
        }
      ).full_name;
      const truth = await restBoard(admin, project);
      for (const watcher of watchers) {
        const seen = await watcher.until(() => watcher.board?.columns[1]!.tasks[0]?.id === moving.id && watcher.board);
        expect(shown(seen)).toEqual(truth);
        expect(watcher.events.at(-1)).toMatchObject({
          kind: 'TASK_MOVED',
          sequence: first.sequence + 1,
          task: { id: moving.id, columnId: to.id, position: 0 },
          actor: { fullName: adminName },
          board: null,
        });
      }
      expect(Date.now() - started).toBeLessThan(3_000);

      // A new task, an approval and a renamed column reach both too, each one more in the sequence.
      const created = await gql(bff, CREATE, {
        token: admin,
        variables: { input: { projectId: project, columnId: from.id, title: 'Live from the bff', position: 0 } },
      });
      const task = (created.body.data?.createTask as { task: TaskJson }).task;
      await gql(bff, `mutation ($input: TaskIdInput!) { submitTask(input: $input) { task { state } } }`, {
        token: admin,
        variables: { input: { id: task.id } },
      });
      const approved = await gql(bff, APPROVE, { token: admin, variables: { input: { id: task.id } } });
      expect(approved.body.data?.approveTask).toEqual({ task: { id: task.id, state: 'APPROVED' }, userErrors: [] });
      await gql(bff, `mutation ($input: RenameColumnInput!) { renameColumn(input: $input) { column { id } } }`, {
        token: admin,
        variables: { input: { id: from.id, name: 'Analysing, live' } },
      });
      for (const watcher of watchers) {
        const seen = await watcher.until(() => watcher.board?.columns[0]!.name === 'Analysing, live' && watcher.board);
        expect(seen.columns[0]!.tasks.find((row) => row.id === task.id)?.state).toBe('APPROVED');
        expect(watcher.events.slice(-4).map((event) => [event.kind, event.sequence - first.sequence])).toEqual([
          ['TASK_CREATED', 2],
          ['TASK_STATE_CHANGED', 3],
          ['TASK_STATE_CHANGED', 4],
          ['COLUMN_RENAMED', 5],
        ]);
        expect(shown(seen)).toEqual(await restBoard(admin, project));
      }
    } finally {
      watchers.forEach((watcher) => watcher.dispose());
      await adminSocket.dispose();
      await clientSocket.dispose();
    }
  });

  it('shows changes made straight over REST, which no bff published, within seconds of them', async () => {
    const adminSocket = wsClient(bff, { token: admin });
    const clientSocket = wsClient(bff, { token: client });
    const watchers = [watchBoard(adminSocket, project), watchBoard(clientSocket, project)];
    try {
      const first = await watchers[0]!.until(() => watchers[0]!.board);
      await watchers[1]!.until(() => watchers[1]!.board);
      const [from, to] = [first.columns[0]!, first.columns[1]!];
      const moving = from.tasks.at(-1)!;
      const started = Date.now();
      await restCall('PATCH', `tasks/${moving.id}/`, admin, { column: Number(to.id), position: 0 });
      await restCall('PATCH', `projects/columns/${to.id}/`, admin, { name: 'Renamed over REST' });
      const truth = await restBoard(admin, project);
      for (const watcher of watchers) {
        const seen = await watcher.until(
          () => watcher.board?.columns[1]!.name === 'Renamed over REST' && watcher.board,
          'the change over REST',
        );
        expect(shown(seen)).toEqual(truth);
        expect(seen.columns[1]!.tasks[0]!.id).toBe(moving.id);
        expect(watcher.events.at(-1)).toMatchObject({ kind: 'BOARD', actor: null, sequence: first.sequence + 2 });
        // Once: the bff's own reads of the revision are one per board per process, and publish each change once.
        expect(watcher.events.filter((event) => event.kind === 'BOARD')).toHaveLength(2);
      }
      expect(Date.now() - started).toBeLessThan(4_000);
    } finally {
      watchers.forEach((watcher) => watcher.dispose());
      await adminSocket.dispose();
      await clientSocket.dispose();
    }
  });

  it("shows the project's new name and team, renamed or changed over REST or through the bff", async () => {
    const RENAME = `mutation ($input: UpdateProjectInput!) { updateProject(input: $input) { project { name } userErrors { message } } }`;
    const adminSocket = wsClient(bff, { token: admin });
    const clientSocket = wsClient(bff, { token: client });
    const watchers = [watchBoard(adminSocket, project), watchBoard(clientSocket, project)];
    const { name } = await restCall<{ name: string }>('GET', `projects/${project}/`, admin);
    const outsider = (await newAccount(2)).id;
    try {
      const first = await watchers[0]!.until(() => watchers[0]!.board);
      await watchers[1]!.until(() => watchers[1]!.board);

      await restCall('PATCH', `projects/${project}/`, admin, { name: `${name} (over REST)` });
      await restCall('POST', 'projects/memberships/', admin, { project: Number(project), person: outsider, state: 3 });
      for (const watcher of watchers) {
        const seen = await watcher.until(
          () =>
            watcher.board?.project.name === `${name} (over REST)` &&
            watcher.board.project.members.some((member) => member.personId === String(outsider)) &&
            watcher.board,
          'the rename and the new member over REST',
        );
        expect(seen.sequence).toBe(first.sequence + 2);
      }

      // Through the bff: told at once, numbered with the rename's revision, by its author.
      const renamed = await gql(bff, RENAME, {
        variables: { input: { id: project, fields: { name: `${name} (through the bff)` } } },
        token: admin,
      });
      expect(renamed.body.data).toEqual({
        updateProject: { project: { name: `${name} (through the bff)` }, userErrors: [] },
      });
      for (const watcher of watchers) {
        await watcher.until(() => watcher.board?.project.name === `${name} (through the bff)`, 'the rename', 1_500);
        expect(watcher.events.at(-1)).toMatchObject({
          kind: 'BOARD',
          sequence: first.sequence + 3,
          actor: { fullName: expect.any(String) },
        });
      }
      // A save that keeps the name is no change of the board: the next real change is the one event after it.
      const heard = watchers.map((watcher) => watcher.events.length);
      const kept = await gql(bff, RENAME, {
        variables: { input: { id: project, fields: { name: `${name} (through the bff)` } } },
        token: admin,
      });
      expect(kept.body.data).toMatchObject({ updateProject: { userErrors: [] } });
      await restCall('PATCH', `projects/${project}/`, admin, { name: `${name} (again)` });
      for (const [i, watcher] of watchers.entries()) {
        await watcher.until(() => watcher.board?.project.name === `${name} (again)`, 'the next rename');
        expect(watcher.events.slice(heard[i])).toEqual([
          expect.objectContaining({ kind: 'BOARD', sequence: first.sequence + 4 }),
        ]);
      }
    } finally {
      watchers.forEach((watcher) => watcher.dispose());
      await adminSocket.dispose();
      await clientSocket.dispose();
    }
  });

  it('with since, leaves the whole board out while it is still at that sequence, and sends it once it moved on', async () => {
    const SINCE = `subscription ($id: ID!, $since: Int) { boardChanged(projectId: $id, since: $since) {
      kind sequence task { id columnId position } board { sequence } } }`;
    type Pushed = { kind: string; sequence: number; task: { id: string } | null; board: { sequence: number } | null };
    const adminSocket = wsClient(bff, { token: admin });
    const clientSocket = wsClient(bff, { token: client });
    const listen = (socket: typeof adminSocket, variables: Record<string, unknown>) => {
      const pushed: Pushed[] = [];
      const errors: unknown[] = [];
      const dispose = socket.subscribe(
        { query: SINCE, variables },
        {
          next: (result) =>
            result.errors
              ? errors.push(result.errors)
              : pushed.push((result.data as { boardChanged: Pushed }).boardChanged),
          error: (error) => errors.push(error),
          complete: () => undefined,
        },
      );
      return { pushed, errors, dispose };
    };
    const until = async (test: () => boolean, what: string) => {
      for (const deadline = Date.now() + 8_000; !test(); await new Promise((resolve) => setTimeout(resolve, 20)))
        if (Date.now() > deadline) throw new Error(`not within 8 s: ${what}`);
    };
    const read = await gql(bff, `query ($id: ID!) { board(projectId: $id) { sequence columns { id tasks { id } } } }`, {
      token: admin,
      variables: { id: project },
    });
    const board = read.body.data?.board as { sequence: number; columns: { id: string; tasks: { id: string }[] }[] };
    const current = listen(adminSocket, { id: project, since: board.sequence });
    const whole = listen(adminSocket, { id: project });
    const refused = listen(clientSocket, { id: '999999', since: 0 });
    const moving = board.columns[0]!.tasks[0]!;
    try {
      await until(() => whole.pushed.length > 0, 'the whole board without since');
      await until(() => refused.errors.length > 0, 'the refusal of a board one may not see, with since');
      expect(whole.pushed[0]).toMatchObject({ kind: 'BOARD', sequence: board.sequence });
      await gql(bff, MOVE, {
        token: admin,
        variables: { input: { id: moving.id, columnId: board.columns[1]!.id, position: 0 } },
      });
      await until(
        () => current.pushed.some((event) => event.kind === 'TASK_MOVED' && event.task?.id === moving.id),
        'the move, with since',
      );
      // The board is this test's own: the move alone came, never the whole board.
      expect(current.pushed.map((event) => event.kind)).toEqual(['TASK_MOVED']);
      expect(current.pushed[0]!.sequence).toBe(board.sequence + 1);
      // Subscribing again with the sequence the board has since left: the board as it is now comes first.
      const behind = listen(adminSocket, { id: project, since: board.sequence });
      try {
        await until(() => behind.pushed.length > 0, 'the whole board, since behind');
        expect(behind.pushed[0]!.kind).toBe('BOARD');
        expect(behind.pushed[0]!.sequence).toBeGreaterThan(board.sequence);
      } finally {
        behind.dispose();
      }
    } finally {
      for (const listener of [current, whole, refused]) listener.dispose();
      await adminSocket.dispose();
      await clientSocket.dispose();
    }
  });
});
