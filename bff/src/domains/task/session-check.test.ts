import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ADMIN_EMAIL, USER_EMAIL, gql, newAccount, restCall, restToken, startBff, wsClient } from '../../test/bff.js';
import type { TestBff } from '../../test/bff.js';
import { watchBoard } from '../../test/live-board.js';
import { createApiDispatcher } from '../../rest/dispatcher.js';
import { createRestClient, type RestCall } from '../../rest/client.js';
import type { CurrentUserModel } from '../auth/models.js';
import { teamBoard, waitFor } from './board-streams.fixture.js';
import { SESSION_RECHECK_MS, createSessions } from '../../security/session-check.js';

const quiet = { warn: () => undefined } as unknown as FastifyBaseLogger;
const logoutAtApi = (token: string) => restCall('POST', 'auth/logout/', token);

describe('the session check and watch of a process (security/session-check.ts), against the real api', () => {
  const api = createApiDispatcher(new URL(inject('apiUrl')).origin, { deadlineMs: 10_000 });
  const calls: RestCall[] = [];
  const rest = () =>
    createRestClient({
      api: api.dispatcher,
      basePath: new URL(inject('apiUrl')).pathname,
      token: null,
      signal: new AbortController().signal,
      calls,
      log: quiet,
      deadlineMs: 10_000,
    });
  const sessions = createSessions(rest, quiet);
  afterAll(async () => {
    sessions.stop();
    await api.close();
  });

  it('answers the checks of one turn in one api call, each as the api holds it after it was asked', async () => {
    const [admin, user] = await Promise.all([restToken(ADMIN_EMAIL), restToken(USER_EMAIL)]);
    const signedOut = await restToken(USER_EMAIL);
    await logoutAtApi(signedOut);
    calls.length = 0;
    const asked = Array.from({ length: 1_000 }, (_, index) => [admin, user, signedOut, 'no such token'][index % 4]!);
    const answers = await Promise.all(asked.map((token) => sessions.check(token)));
    expect(calls).toEqual([{ method: 'POST', path: 'auth/sessions/' }]);
    expect(answers.slice(0, 4)).toEqual([
      { id: expect.any(Number), profileType: 1 },
      { id: expect.any(Number), profileType: 2 },
      null,
      null,
    ]);
    for (const [index, answer] of answers.entries()) expect(answer).toEqual(answers[index % 4]);
    // Nothing is kept: the next check asks again, and sees the sign-out made meanwhile.
    await logoutAtApi(user);
    expect(await sessions.check(user)).toBeNull();
    expect(calls).toHaveLength(2);
  });

  it('tells a watched session that ended at the api, or whose profile type changed, and stops when none is live', async () => {
    const person = await newAccount(2);
    const other = await restToken(USER_EMAIL);
    const me = { id: person.id, profileType: 2 } as CurrentUserModel;
    const heard: string[] = [];
    const letGo = sessions.watch(person.token, me, {
      ended: () => heard.push('ended'),
      changed: (now) => heard.push(`changed to ${now.profileType}`),
    });
    const letGoOther = sessions.watch(other, me, { ended: () => heard.push('other ended'), changed: () => undefined });
    expect(sessions.watched).toEqual({ tokens: 2, timer: true });
    await restCall('PATCH', `people/${person.id}/`, await restToken(ADMIN_EMAIL), { profile_type: 3 });
    await waitFor(() => heard.includes('changed to 3'), 'the change', 3 * SESSION_RECHECK_MS);
    await logoutAtApi(person.token);
    await waitFor(() => heard.includes('ended'), 'the end', 3 * SESSION_RECHECK_MS);
    expect(heard).toEqual(['changed to 3', 'ended']);
    letGo();
    expect(sessions.watched).toEqual({ tokens: 1, timer: true });
    letGoOther();
    expect(sessions.watched).toEqual({ tokens: 0, timer: false });
  });
});

/** The real api behind a proxy that counts the bff's `POST auth/sessions/` calls and the tokens each asks about. */
async function countingProxy() {
  const api = new URL(inject('apiUrl'));
  const sessionCalls: number[] = [];
  const server: Server = createServer((request, response) => {
    const path = request.url ?? '/';
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = chunks.length ? Buffer.concat(chunks) : undefined;
      if (path.endsWith('/auth/sessions/') && body)
        sessionCalls.push((JSON.parse(body.toString()) as { tokens: string[] }).tokens.length);
      const headers = Object.fromEntries(
        Object.entries(request.headers).filter(
          ([name]) => !['host', 'connection', 'content-length', 'transfer-encoding'].includes(name),
        ),
      ) as Record<string, string>;
      fetch(`${api.origin}${path}`, { method: request.method, headers, body })
        .then(async (answer) => {
          const bytes = Buffer.from(await answer.arrayBuffer());
          const revision = answer.headers.get('board-revision');
          response.writeHead(answer.status, {
            'content-type': answer.headers.get('content-type') ?? 'application/json',
            ...(revision !== null && { 'board-revision': revision }),
          });
          response.end(bytes);
        })
        .catch(() => response.writeHead(502).end());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${api.pathname}`,
    sessionCalls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe("a board's subscribers check their sessions together", () => {
  let proxy: Awaited<ReturnType<typeof countingProxy>>;
  let bff: TestBff;
  beforeAll(async () => {
    proxy = await countingProxy();
    bff = await startBff({ API_URL: proxy.url });
  });
  afterAll(async () => {
    await bff.close();
    await proxy.close();
  });

  it('checks the sessions of 200 pushes of one move in one api call, not 200', async () => {
    const admin = await restToken(ADMIN_EMAIL);
    const board = await teamBoard(admin, await newAccount(3));
    const columns = await restCall<{ id: number }[]>('GET', `projects/columns/?project=${board.id}`, admin);
    const tokens = await Promise.all(Array.from({ length: 4 }, () => restToken(USER_EMAIL)));
    const sockets = tokens.map((token) => wsClient(bff, { token }));
    const watchers = Array.from({ length: 200 }, (_, index) => watchBoard(sockets[index % 4]!, board.id));
    try {
      for (const watcher of watchers) await watcher.until(() => watcher.board);
      proxy.sessionCalls.length = 0;
      const started = performance.now();
      const moved = await gql(bff, `mutation ($input: MoveTaskInput!) { moveTask(input: $input) { task { id } } }`, {
        token: admin,
        variables: { input: { id: board.others, columnId: String(columns[1]!.id), position: 0 } },
      });
      expect(moved.body.errors).toBeUndefined();
      const arrived = (watcher: (typeof watchers)[number]) => watcher.events.some((e) => e.task?.id === board.others);
      await waitFor(() => watchers.every(arrived), 'the move at every subscriber');
      const took = performance.now() - started;
      // The pushes' one call, and at most one of the session watch (once a second) meanwhile.
      expect(proxy.sessionCalls.length).toBeGreaterThanOrEqual(1);
      expect(proxy.sessionCalls.length).toBeLessThanOrEqual(2);
      console.info(
        `a move reached 200 subscribers in ${took.toFixed(0)} ms; tokens per sessions call: ${proxy.sessionCalls.join(', ')}`,
      );
    } finally {
      for (const watcher of watchers) watcher.dispose();
      for (const socket of sockets) await socket.dispose();
    }
  });
});
