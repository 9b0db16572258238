import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ADMIN_EMAIL, gql, newAccount, restToken, startBff, wsClient, type TestBff } from '../../test/bff.js';
import { restTasks, watchBoard } from '../../test/live-board.js';
import { SESSION_RECHECK_MS } from '../../security/session-check.js';
import { ownBoard } from './board-live.fixture.js';

// Each test watches boards of its own, with a client account of this file's own: on the team of one, not of another.
describe('the live task board ends with the access to it', () => {
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

  it('refuses to subscribe to a board one may not see, and ends the subscription of a member removed from the team', async () => {
    const otherProject = await ownBoard(admin);
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
    const project = await ownBoard(admin, [{ person: clientAccount.id, state: 2 }]);
    const [taskId, original] = Object.entries(await restTasks(admin, project))[0]!;
    const rename = (title: string) =>
      gql(bff, `mutation ($input: UpdateTaskInput!) { updateTask(input: $input) { task { id } } }`, {
        token: admin,
        variables: { input: { id: taskId, title } },
      });
    // Signed out through the bff (the web's Sign out): the next event ends the subscription.
    const viaBff = await restToken(clientAccount.email);
    // Signed out at the api directly (another bff, a password reset): within the recheck period.
    const elsewhere = await restToken(clientAccount.email);
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
      for (const watcher of watchers) watcher.dispose();
      for (const socket of sockets) await socket.dispose();
    }
  });
});
