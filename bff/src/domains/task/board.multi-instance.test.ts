import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ADMIN_EMAIL, USER_EMAIL, gql, newAccount, restToken, wsClient, type TestBff } from '../../test/bff.js';
import { restBoard, shown, watchBoard } from '../../test/live-board.js';
import { startBffProcess } from '../../test/start-bff-process.js';
import { teamBoard, waitFor, watchPresence } from './board-streams.fixture.js';

const redisUrl = process.env.REDIS_URL;
const MOVE = `mutation ($input: MoveTaskInput!) { moveTask(input: $input) { task { id } userErrors { message } } }`;
const PRESENCE = `subscription ($id: ID!) { boardPresence(projectId: $id) { id fullName } }`;

type Instance = Omit<TestBff, 'app'>;

describe.skipIf(!redisUrl)('the live board across bff processes on Redis', () => {
  let a: Instance;
  let b: Instance;
  let admin: string;
  let project: string;
  beforeAll(async () => {
    const env = { REDIS_URL: redisUrl ?? '', API_URL: inject('apiUrl'), OUTLOOK_POLL_MS: '600000' };
    [a, b] = await Promise.all([startBffProcess(env), startBffProcess(env)]);
    admin = await restToken(ADMIN_EMAIL);
    // A board of its own: the other test files move tasks on the demo boards at the same time.
    const api = inject('apiUrl');
    const call = async (path: string, body?: unknown) =>
      (await (
        await fetch(`${api}${path}`, {
          method: body === undefined ? 'GET' : 'POST',
          headers: { authorization: `Token ${admin}`, 'content-type': 'application/json' },
          ...(body !== undefined && { body: JSON.stringify(body) }),
        })
      ).json()) as unknown;
    const stamp = `multi${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
    const contact = (
      (await call('people/', {
        first_name: 'Client',
        last_name: stamp,
        company: `Two Processes ${stamp}`,
        profile_type: 2,
        emails: [{ email: `client.${stamp}@bff.test`, label: 'Work' }],
      })) as { id: number }
    ).id;
    const created = (await call('projects/', {
      name: `Two bff processes ${stamp}`,
      client: contact,
      project_types: [1],
      closing_date: '2027-12-31',
    })) as { id: number };
    project = String(created.id);
    const columns = (await call(`projects/columns/?project=${project}`)) as { id: number }[];
    for (let index = 0; index < 4; index++)
      await call('tasks/', { title: `Task ${index}`, project: created.id, column: columns[0]!.id });
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
  });

  it('brings moves made through either process to subscribers of both, in sequence, as REST holds the board', async () => {
    const user = await restToken(USER_EMAIL);
    const sockets = [wsClient(a, { token: admin }), wsClient(b, { token: user })];
    const watchers = sockets.map((socket) => watchBoard(socket, project));
    try {
      const board = await watchers[0]!.until(() => watchers[0]!.board);
      await watchers[1]!.until(() => watchers[1]!.board);
      const column = board.columns.find((candidate) => candidate.tasks.length >= 3)!;
      const tasks = column.tasks.map((task) => task.id);
      // Both processes write at once: their events cross in Redis, and each subscriber puts them in order.
      for (let round = 0; round < 6; round++)
        await Promise.all([
          gql(a, MOVE, {
            token: admin,
            variables: { input: { id: tasks[round % 3], columnId: column.id, position: 0 } },
          }),
          gql(b, MOVE, {
            token: user,
            variables: { input: { id: tasks[(round + 1) % 3], columnId: column.id, position: 2 } },
          }),
        ]);
      const truth = await restBoard(admin, project);
      for (const watcher of watchers) {
        // Until its last event: a move can leave the order as it was, so the board may match before the last one.
        await watcher
          .until(
            () =>
              watcher.board &&
              watcher.board.sequence === board.sequence + 12 &&
              JSON.stringify(shown(watcher.board)) === JSON.stringify(truth),
          )
          .catch(() => undefined);
        expect(shown(watcher.board!)).toEqual(truth);
        expect(watcher.board!.sequence).toBe(board.sequence + 12);
        // Each move comes as its event; unless the process's revision watch saw the board move before the event
        // came through Redis (a second or more on a busy machine) and sent the whole board instead
        // (board-revision-watch.ts), which takes the place of the moves before it.
        const changes = watcher.events.slice(1);
        expect(changes.filter((event) => event.kind !== 'TASK_MOVED' && event.kind !== 'BOARD')).toEqual([]);
        if (!changes.some((event) => event.kind === 'BOARD')) expect(changes).toHaveLength(12);
      }
    } finally {
      watchers.forEach((watcher) => watcher.dispose());
      for (const socket of sockets) await socket.dispose();
    }
  });

  it('shows a viewer on one process to a viewer on the other, and their leaving', async () => {
    const user = await restToken(USER_EMAIL);
    const [onA, onB] = [wsClient(a, { token: admin }), wsClient(b, { token: user })];
    const seen: { id: string }[][] = [];
    const sink = { error: () => undefined, complete: () => undefined };
    const stopA = onA.subscribe(
      { query: PRESENCE, variables: { id: project } },
      {
        ...sink,
        next: (result) => seen.push((result.data as { boardPresence: { id: string }[] }).boardPresence),
      },
    );
    try {
      await expect.poll(() => seen.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
      const stopB = onB.subscribe({ query: PRESENCE, variables: { id: project } }, { ...sink, next: () => undefined });
      await expect.poll(() => seen.at(-1)?.length, { timeout: 10_000 }).toBe(2);
      stopB();
      await expect.poll(() => seen.at(-1)?.length, { timeout: 2_000 }).toBe(1);
    } finally {
      stopA();
      await onA.dispose();
      await onB.dispose();
    }
  });

  it('ends the live board and who is looking on the other process, at once, for a member removed through one', async () => {
    const member = await newAccount(3);
    const board = await teamBoard(admin, member);
    const socket = wsClient(b, { token: member.token });
    const events = watchBoard(socket, board.id);
    const presence = watchPresence(socket, board.id);
    try {
      await events.until(() => events.board);
      await waitFor(() => presence.lists.length > 0, 'who is looking');
      const removed = await gql(
        a,
        `mutation ($input: RemoveTeamMemberInput!) { removeTeamMember(input: $input) { userErrors { message } } }`,
        { token: admin, variables: { input: { id: String(board.membership) } } },
      );
      expect(removed.body.data).toEqual({ removeTeamMember: { userErrors: [] } });
      await waitFor(() => events.failure && presence.failure, 'the end of both streams on the other process', 2_000);
      for (const failure of [events.failure, presence.failure])
        expect(JSON.stringify(failure)).toMatch(/FORBIDDEN|permission/);
    } finally {
      events.dispose();
      presence.dispose();
      await socket.dispose();
    }
  });

  it('ends the live board and who is looking on the other process, at once, for a session signed out through one', async () => {
    const member = await newAccount(3);
    const board = await teamBoard(admin, member);
    const socket = wsClient(b, { token: member.token });
    const events = watchBoard(socket, board.id);
    const presence = watchPresence(socket, board.id);
    try {
      await events.until(() => events.board);
      await waitFor(() => presence.lists.length > 0, 'who is looking');
      const signedOut = await gql(a, 'mutation { signOut { success } }', { token: member.token });
      expect(signedOut.body.data).toEqual({ signOut: { success: true } });
      await waitFor(() => events.failure && presence.failure, 'the end of both streams on the other process', 1_000);
      for (const failure of [events.failure, presence.failure])
        expect(JSON.stringify(failure)).toMatch(/UNAUTHENTICATED|credentials/);
    } finally {
      events.dispose();
      presence.dispose();
      await socket.dispose();
    }
  });
});
