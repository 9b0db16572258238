import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, USER_EMAIL, gql, newAccount, restCall, restToken, startBff, wsClient } from '../../test/bff.js';
import type { TestBff } from '../../test/bff.js';
import { watchBoard } from '../../test/live-board.js';
import { SESSION_RECHECK_MS } from '../../security/session-check.js';
import { teamBoard, waitFor, watchPresence } from './board-streams.fixture.js';

const MOVE = `mutation ($input: MoveTaskInput!) { moveTask(input: $input) { task { id columnId position } userErrors { field message } } }`;

/** A session ended at the api: the token's next call is refused. */
const logoutAtApi = (token: string) => restCall('POST', 'auth/logout/', token);

// The session watch asks once a period; the end reaches the subscriber one api call and one WebSocket message later.
const WITHIN_MS = 2 * SESSION_RECHECK_MS + 1_500;

const ended = (watcher: { failure: unknown; completed: boolean }) => watcher.failure !== null || watcher.completed;

describe("live board subscriptions end with the subscriber's session, whichever path ended it", () => {
  let bff: TestBff;
  let admin: string;
  beforeAll(async () => {
    bff = await startBff();
    admin = await restToken(ADMIN_EMAIL);
  });
  afterAll(() => bff.close());

  it('ends boardChanged and boardPresence of a session signed out straight at the api, with no board event', async () => {
    const staff = await newAccount(2);
    const board = await teamBoard(admin, staff);
    // Two sessions: one signed out at the api, one whose person is deleted over REST.
    const signedOut = await restToken(USER_EMAIL);
    const deleted = staff.token;
    const sockets = [wsClient(bff, { token: signedOut }), wsClient(bff, { token: deleted })];
    const boards = sockets.map((socket) => watchBoard(socket, board.id));
    const presences = sockets.map((socket) => watchPresence(socket, board.id));
    try {
      for (const watcher of boards) await watcher.until(() => watcher.board);
      for (const presence of presences) await waitFor(() => presence.lists.length > 0, 'the first viewers');
      const started = Date.now();
      await logoutAtApi(signedOut);
      await restCall('DELETE', `people/${staff.id}/`, admin);
      for (const watcher of [...boards, ...presences]) await waitFor(() => ended(watcher), 'the end', WITHIN_MS);
      const took = Date.now() - started;
      for (const watcher of [...boards, ...presences])
        expect(JSON.stringify(watcher.failure)).toMatch(/UNAUTHENTICATED|credentials/);
      // Nothing happened on the board: each had its first board only.
      for (const watcher of boards) expect(watcher.events.map((event) => event.kind)).toEqual(['BOARD']);
      expect(took).toBeLessThan(WITHIN_MS);
    } finally {
      for (const watcher of [...boards, ...presences]) watcher.dispose();
      for (const socket of sockets) await socket.dispose();
    }
  });

  it('never pushes a move made right after a sign-out at the api to the signed-out subscriber', async () => {
    const staff = await newAccount(2);
    const board = await teamBoard(admin, staff);
    const columns = await restCall<{ id: number }[]>('GET', `projects/columns/?project=${board.id}`, admin);
    const sockets = [wsClient(bff, { token: staff.token }), wsClient(bff, { token: admin })];
    const [gone, stays] = sockets.map((socket) => watchBoard(socket, board.id)) as [
      ReturnType<typeof watchBoard>,
      ReturnType<typeof watchBoard>,
    ];
    try {
      for (const watcher of [gone, stays]) await watcher.until(() => watcher.board);
      await logoutAtApi(staff.token);
      const moved = await gql(bff, MOVE, {
        token: admin,
        variables: { input: { id: board.others, columnId: String(columns[1]!.id), position: 0 } },
      });
      expect(moved.body.errors).toBeUndefined();
      await stays.until(() => stays.events.some((event) => event.task?.id === board.others), 'the move');
      await waitFor(() => ended(gone), 'the end of the signed-out subscription', WITHIN_MS);
      expect(JSON.stringify(gone.failure)).toMatch(/UNAUTHENTICATED|credentials/);
      expect(gone.events.map((event) => event.kind)).toEqual(['BOARD']);
    } finally {
      for (const watcher of [gone, stays]) watcher.dispose();
      for (const socket of sockets) await socket.dispose();
    }
  });

  it("re-checks a live board when the person's profile type changes over REST: ends it off the team, narrows it on it", async () => {
    // Staff see every board; made a Guest, one not on the team loses it, one on it as a guest sees only their tasks.
    const [outside, onTeam] = await Promise.all([newAccount(2), newAccount(2)]);
    const board = await teamBoard(admin, onTeam, 4);
    const sockets = [wsClient(bff, { token: outside.token }), wsClient(bff, { token: onTeam.token })];
    const [refused, narrowed] = sockets.map((socket) => watchBoard(socket, board.id)) as [
      ReturnType<typeof watchBoard>,
      ReturnType<typeof watchBoard>,
    ];
    const presence = watchPresence(sockets[0]!, board.id);
    const taskIds = (watcher: ReturnType<typeof watchBoard>) =>
      watcher.board?.columns.flatMap((column) => column.tasks.map((task) => task.id)).sort() ?? [];
    try {
      for (const watcher of [refused, narrowed]) await watcher.until(() => watcher.board);
      await waitFor(() => presence.lists.length > 0, 'the first viewers');
      expect(taskIds(narrowed)).toEqual([board.theirs, board.others].sort());
      const started = Date.now();
      await Promise.all(
        [outside, onTeam].map((person) => restCall('PATCH', `people/${person.id}/`, admin, { profile_type: 4 })),
      );
      await waitFor(() => ended(refused) && ended(presence), 'the end of the outsider', WITHIN_MS);
      expect(JSON.stringify(refused.failure)).toMatch(/FORBIDDEN|permission/i);
      expect(JSON.stringify(presence.failure)).toMatch(/FORBIDDEN|permission/i);
      await narrowed.until(() => taskIds(narrowed).length === 1, "the guest's own tasks", WITHIN_MS);
      expect(taskIds(narrowed)).toEqual([board.theirs]);
      expect(narrowed.failure).toBeNull();
      expect(Date.now() - started).toBeLessThan(WITHIN_MS);
    } finally {
      for (const watcher of [refused, narrowed, presence]) watcher.dispose();
      for (const socket of sockets) await socket.dispose();
    }
  });
});
