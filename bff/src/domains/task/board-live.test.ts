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
import { restBoard, restTasks, shown, titles, watchBoard, type LiveBoard } from '../../test/live-board.js';
import { SESSION_RECHECK_MS } from '../../security/session-check.js';
import { BOARD, CREATE, MOVE, type BoardJson, type TaskJson } from './board-queries.fixture.js';

const APPROVE = `mutation ($input: TaskIdInput!) { approveTask(input: $input) { task { id state } userErrors { field message } } }`;

// These tests read and write the demo data's Canary and Sterling boards, and some count the Canary board's events:
// they stay in one file, one after another, so none sees another's writes.
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
    expect(board.columns.map((column) => column.tasks.map((task) => task.id))).toEqual(await restBoard(admin, project));
    expect(board.columns.map((column) => column.total)).toEqual(board.columns.map((column) => column.tasks.length));
    expect(board.project.members.map((member) => member.state)).toContain('CLIENT');
    // A project the client is not on is no board for them.
    const other = (await (
      await fetch(`${inject('apiUrl')}projects/?search=Sterling`, { headers: { authorization: `Token ${admin}` } })
    ).json()) as { results: { id: number }[] };
    const refused = await gql(bff, BOARD, { token: client, variables: { id: String(other.results[0]!.id) } });
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
      await gql(bff, `mutation ($input: RenameColumnInput!) { renameColumn(input: $input) { column { id } } }`, {
        token: admin,
        variables: { input: { id: from.id, name: from.name } },
      });
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
      await restCall('PATCH', `projects/columns/${to.id}/`, admin, { name: to.name });
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
    let membership: number | undefined;
    try {
      const first = await watchers[0]!.until(() => watchers[0]!.board);
      await watchers[1]!.until(() => watchers[1]!.board);

      await restCall('PATCH', `projects/${project}/`, admin, { name: `${name} (over REST)` });
      membership = (
        await restCall<{ id: number }>('POST', 'projects/memberships/', admin, {
          project: Number(project),
          person: outsider,
          state: 3,
        })
      ).id;
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
      // A save that keeps the name is no change of the board.
      const kept = await gql(bff, RENAME, {
        variables: { input: { id: project, fields: { name: `${name} (through the bff)` } } },
        token: admin,
      });
      expect(kept.body.data).toMatchObject({ updateProject: { userErrors: [] } });
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      for (const watcher of watchers) expect(watcher.board!.sequence).toBe(first.sequence + 3);
    } finally {
      if (membership !== undefined) await restCall('DELETE', `projects/memberships/${membership}/`, admin);
      await restCall('PATCH', `projects/${project}/`, admin, { name });
      watchers.forEach((watcher) => watcher.dispose());
      await adminSocket.dispose();
      await clientSocket.dispose();
    }
  });

  it('ends with the same order on every screen, equal to REST, when two members move tasks in one column at once', async () => {
    const user = await restToken(USER_EMAIL);
    const sockets = [wsClient(bff, { token: admin }), wsClient(bff, { token: user })];
    const watchers = sockets.map((socket) => watchBoard(socket, project));
    try {
      const board = await watchers[0]!.until(() => watchers[0]!.board);
      await watchers[1]!.until(() => watchers[1]!.board);
      const column = board.columns.find((candidate) => candidate.tasks.length >= 3)!;
      for (let round = 0; round < 5; round++) {
        const [a, b] = [column.tasks[round % column.tasks.length]!, column.tasks[(round + 1) % column.tasks.length]!];
        const answers = await Promise.all([
          gql(bff, MOVE, { token: admin, variables: { input: { id: a.id, columnId: column.id, position: 0 } } }),
          gql(bff, MOVE, { token: user, variables: { input: { id: b.id, columnId: column.id, position: 1 } } }),
        ]);
        for (const answer of answers) expect(answer.body.data?.moveTask).toMatchObject({ userErrors: [] });
      }
      await expectBoardsAsRest(watchers, admin, project);
    } finally {
      watchers.forEach((watcher) => watcher.dispose());
      for (const socket of sockets) await socket.dispose();
    }
  });

  it('keeps three boards equal to REST through a burst of 100 random moves and edits from three people', async () => {
    const user = await restToken(USER_EMAIL);
    const tokens = [admin, user, admin];
    const sockets = tokens.map((token) => wsClient(bff, { token }));
    const watchers = sockets.map((socket) => watchBoard(socket, project));
    try {
      const board = await watchers[0]!.until(() => watchers[0]!.board);
      await Promise.all(watchers.map((watcher) => watcher.until(() => watcher.board)));
      const taskIds = board.columns.flatMap((column) => column.tasks.map((task) => task.id));
      let seed = 17;
      const random = (below: number) => {
        seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
        return seed % below;
      };
      const writes = Array.from({ length: 100 }, (_, index) => () => {
        const token = tokens[index % 3]!;
        const task = taskIds[random(taskIds.length)]!;
        if (index % 4 === 3)
          return gql(
            bff,
            `mutation ($input: UpdateTaskInput!) { updateTask(input: $input) { userErrors { message } } }`,
            {
              token,
              variables: { input: { id: task, title: `Burst edit ${index}` } },
            },
          );
        const column = board.columns[random(board.columns.length)]!;
        return gql(bff, MOVE, { token, variables: { input: { id: task, columnId: column.id, position: random(6) } } });
      });
      // Three people at once: each sends its writes one after the other, the three in parallel.
      const lanes = [0, 1, 2].map(async (lane) => {
        for (let index = lane; index < writes.length; index += 3) await writes[index]!();
      });
      await Promise.all(lanes);
      await expectBoardsAsRest(watchers, admin, project);
      const restTitles = await restTasks(admin, project);
      for (const watcher of watchers) expect(titles(watcher.board!)).toEqual(restTitles);
    } finally {
      watchers.forEach((watcher) => watcher.dispose());
      for (const socket of sockets) await socket.dispose();
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
      // (Other test files may write to this board meanwhile: their events may come too, but never the whole board.)
      expect(current.pushed.filter((event) => event.kind === 'BOARD')).toEqual([]);
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
      await gql(bff, MOVE, {
        token: admin,
        variables: { input: { id: moving.id, columnId: board.columns[0]!.id, position: 0 } },
      });
      for (const listener of [current, whole, refused]) listener.dispose();
      await adminSocket.dispose();
      await clientSocket.dispose();
    }
  });

  it('refuses to subscribe to a board one may not see, and ends the subscription of a member removed from the team', async () => {
    const other = (await (
      await fetch(`${inject('apiUrl')}projects/?search=Sterling`, { headers: { authorization: `Token ${admin}` } })
    ).json()) as { results: { id: number }[] };
    const otherProject = String(other.results[0]!.id);
    const clientSocket = wsClient(bff, { token: client });
    const refused = watchBoard(clientSocket, otherProject);
    await refused.until(() => refused.failure !== null || refused.completed, 'the refusal').catch(() => undefined);
    expect(JSON.stringify(refused.failure)).toMatch(/permission|not found|forbidden/i);
    expect(refused.board).toBeNull();

    // The client added to that team sees its board; removed, the subscription ends at once with the api's refusal.
    const me = (await gql(bff, '{ me { id } }', { token: client })).body.data as { me: { id: string } };
    const added = await gql(
      bff,
      `mutation ($input: AddTeamMemberInput!) { addTeamMember(input: $input) { member { id } userErrors { message } } }`,
      { token: admin, variables: { input: { projectId: otherProject, personId: me.me.id, state: 'MEMBER' } } },
    );
    const membership = (added.body.data?.addTeamMember as { member: { id: string } }).member.id;
    const watcher = watchBoard(clientSocket, otherProject);
    try {
      await watcher.until(() => watcher.board);
      const removed = await gql(
        bff,
        `mutation ($input: RemoveTeamMemberInput!) { removeTeamMember(input: $input) { deletedId userErrors { message } } }`,
        { token: admin, variables: { input: { id: membership } } },
      );
      expect(removed.body.data?.removeTeamMember).toEqual({ deletedId: membership, userErrors: [] });
      const started = Date.now();
      await watcher
        .until(() => watcher.failure !== null || watcher.completed, 'the end of the subscription')
        .catch(() => undefined);
      expect(watcher.failure ?? watcher.completed).toBeTruthy();
      expect(Date.now() - started).toBeLessThan(2_000);
    } finally {
      watcher.dispose();
      refused.dispose();
      await clientSocket.dispose();
    }
  });

  it('ends the live board of a session signed out, through the bff at once and elsewhere within seconds', async () => {
    const [taskId, original] = Object.entries(await restTasks(admin, project))[0]!;
    const rename = (title: string) =>
      gql(bff, `mutation ($input: UpdateTaskInput!) { updateTask(input: $input) { task { id } } }`, {
        token: admin,
        variables: { input: { id: taskId, title } },
      });
    // Signed out through the bff (the web's Sign out): the next event ends the subscription.
    const viaBff = await restToken(CLIENT_EMAIL);
    // Signed out at the api directly (another bff, a password reset): within the recheck period.
    const elsewhere = await restToken(CLIENT_EMAIL);
    const sockets = [wsClient(bff, { token: viaBff }), wsClient(bff, { token: elsewhere })];
    const watchers = sockets.map((socket) => watchBoard(socket, project));
    try {
      for (const watcher of watchers) await watcher.until(() => watcher.board);
      await gql(bff, 'mutation { signOut { success } }', { token: viaBff });
      await fetch(`${inject('apiUrl')}auth/logout/`, {
        method: 'POST',
        headers: { authorization: `Token ${elsewhere}` },
      });
      const started = Date.now();
      await rename(`${original} (signed out)`);
      await watchers[0]!.until(() => watchers[0]!.failure ?? watchers[0]!.completed, 'the end of the subscription');
      expect(JSON.stringify(watchers[0]!.failure)).toMatch(/UNAUTHENTICATED|credentials/);
      for (let i = 0; !watchers[1]!.failure && Date.now() - started < 8_000; i++) {
        await rename(`${original} (${i})`);
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      expect(JSON.stringify(watchers[1]!.failure)).toMatch(/UNAUTHENTICATED|credentials/);
      expect(Date.now() - started).toBeLessThan(SESSION_RECHECK_MS + 2_000);
    } finally {
      await rename(original);
      for (const watcher of watchers) watcher.dispose();
      for (const socket of sockets) await socket.dispose();
    }
  });
});

/** Every watcher's board, once it has heard everything, as REST holds it. */
async function expectBoardsAsRest(watchers: ReturnType<typeof watchBoard>[], token: string, project: string) {
  const truth = await restBoard(token, project);
  for (const watcher of watchers) {
    const same = (board: LiveBoard | null) => board !== null && JSON.stringify(shown(board)) === JSON.stringify(truth);
    await watcher.until(() => same(watcher.board), 'the board as REST holds it').catch(() => undefined);
    expect(shown(watcher.board!)).toEqual(truth);
  }
}
