import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, gql, newAccount, restCall, restToken, startBff, wsClient, type TestBff } from '../../test/bff.js';
import { watchBoard } from '../../test/live-board.js';
import { teamBoard, waitFor, watchPresence } from './board-streams.fixture.js';

const RENAME = `mutation ($input: UpdateTaskInput!) { updateTask(input: $input) { task { id } userErrors { message } } }`;
const REMOVE = `mutation ($input: RemoveTeamMemberInput!) { removeTeamMember(input: $input) { deletedId userErrors { message } } }`;

describe("a board's live streams (its events, who is looking) end with the access to it", () => {
  let bff: TestBff;
  let admin: string;
  beforeAll(async () => {
    bff = await startBff();
    admin = await restToken(ADMIN_EMAIL);
  });
  afterAll(() => bff.close());

  /** Someone outside the firm on a board's team, with both streams open and their first pushes received. */
  async function memberWatching() {
    const member = await newAccount(3);
    const board = await teamBoard(admin, member);
    const socket = wsClient(bff, { token: member.token });
    const events = watchBoard(socket, board.id);
    const presence = watchPresence(socket, board.id);
    await events.until(() => events.board);
    await waitFor(() => presence.lists.length > 0, 'who is looking');
    const close = async () => {
      events.dispose();
      presence.dispose();
      await socket.dispose();
    };
    return { member, board, socket, events, presence, close };
  }

  it('ends both at once for a member removed from the team through the bff', async () => {
    const { board, events, presence, close } = await memberWatching();
    try {
      const removed = await gql(bff, REMOVE, { token: admin, variables: { input: { id: String(board.membership) } } });
      expect(removed.body.data?.removeTeamMember).toMatchObject({ userErrors: [] });
      const started = Date.now();
      await waitFor(() => events.failure && presence.failure, 'the end of both streams', 3_000);
      expect(Date.now() - started).toBeLessThan(2_000);
      for (const failure of [events.failure, presence.failure])
        expect(JSON.stringify(failure)).toMatch(/FORBIDDEN|permission/);
    } finally {
      await close();
    }
  });

  it('sends a member removed straight over REST no push after the removal, and ends both within seconds', async () => {
    const { board, events, presence, close } = await memberWatching();
    const adminSocket = wsClient(bff, { token: admin });
    let adminLooking: ReturnType<typeof watchPresence> | undefined;
    try {
      // An event before the removal, which they receive: what the bff knew of their place on the team is fresh.
      await gql(bff, RENAME, { token: admin, variables: { input: { id: board.others, title: 'Before the removal' } } });
      await events.until(() => events.events.some((event) => event.task?.title === 'Before the removal'));

      await restCall('DELETE', `projects/memberships/${board.membership}/`, admin);
      // Straight after it, a change to the board and someone else coming to look at it.
      await gql(bff, RENAME, { token: admin, variables: { input: { id: board.others, title: 'After the removal' } } });
      adminLooking = watchPresence(adminSocket, board.id);
      await waitFor(() => adminLooking!.lists.some((list) => list.length > 0), 'the admin looking');
      await waitFor(() => events.failure && presence.failure, 'the end of both streams', 5_000);

      expect(events.events.some((event) => event.task?.title === 'After the removal')).toBe(false);
      expect(presence.lists.every((list) => list.length === 1)).toBe(true);
      for (const failure of [events.failure, presence.failure])
        expect(JSON.stringify(failure)).toMatch(/FORBIDDEN|permission/);
    } finally {
      adminLooking?.dispose();
      await adminSocket.dispose();
      await close();
    }
  });

  it('ends both at once for a session signed out through the bff, with no event needed', async () => {
    const { member, board, events, presence, close } = await memberWatching();
    // Another session of the same person stays signed in: only the one signed out ends.
    const otherSession = wsClient(bff, { token: await restToken(member.email) });
    const stillOpen = watchPresence(otherSession, board.id);
    try {
      await waitFor(() => stillOpen.lists.length > 0, 'the other session looking');
      const { token } = member;
      const signedOut = await gql(bff, 'mutation { signOut { success } }', { token });
      expect(signedOut.body.data).toEqual({ signOut: { success: true } });
      const started = Date.now();
      await waitFor(() => events.failure && presence.failure, 'the end of both streams', 3_000);
      expect(Date.now() - started).toBeLessThan(1_000);
      for (const failure of [events.failure, presence.failure])
        expect(JSON.stringify(failure)).toMatch(/UNAUTHENTICATED|credentials/);
      expect(stillOpen.failure).toBeNull();
    } finally {
      stillOpen.dispose();
      await otherSession.dispose();
      await close();
    }
  });
});
