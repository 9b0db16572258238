import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ADMIN_EMAIL, USER_EMAIL, newAccount, restToken, startBff, wsClient, type TestBff } from '../../test/bff.js';
import { watchBoard } from '../../test/live-board.js';
import { teamBoard } from './board-streams.fixture.js';

/** The real api behind a proxy that counts the board reads (`tasks/?project=`) the bff makes, by token. */
async function countingProxy() {
  const api = new URL(inject('apiUrl'));
  const boardReads: string[] = [];
  const server: Server = createServer((request, response) => {
    const path = request.url ?? '/';
    if (/\/tasks\/\?project=/.test(path)) boardReads.push(String(request.headers.authorization));
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const headers = Object.fromEntries(
        Object.entries(request.headers).filter(([name]) => !['host', 'connection'].includes(name)),
      ) as Record<string, string>;
      const body = chunks.length ? Buffer.concat(chunks) : undefined;
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
    boardReads,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('many people subscribing to one board at once', () => {
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

  it("reads the board once for staff who subscribe together, and a guest's own tasks for the guest alone", async () => {
    const [admin, user] = await Promise.all([restToken(ADMIN_EMAIL), restToken(USER_EMAIL)]);
    const guest = await newAccount(3);
    const board = await teamBoard(admin, guest, 4);
    const staffSockets = [admin, user].map((token) => wsClient(bff, { token }));
    const guestSocket = wsClient(bff, { token: guest.token });
    // Everyone subscribes at the same moment (each socket sends its subscriptions once connected): 20 staff (two
    // people) and the guest among them.
    proxy.boardReads.length = 0;
    const staffWatchers = Array.from({ length: 20 }, (_, index) => watchBoard(staffSockets[index % 2]!, board.id));
    const guestWatcher = watchBoard(guestSocket, board.id);
    try {
      const boards = await Promise.all(staffWatchers.map((watcher) => watcher.until(() => watcher.board)));
      const guestBoard = await guestWatcher.until(() => guestWatcher.board);
      const taskIds = (seen: typeof guestBoard) => seen.columns.flatMap((column) => column.tasks.map((t) => t.id));
      for (const seen of boards) expect(taskIds(seen).sort()).toEqual([board.theirs, board.others].sort());
      expect(taskIds(guestBoard)).toEqual([board.theirs]);
      // The guest's read was made with the guest's token; staff shared a read or two (one running, one waiting).
      const guestReads = proxy.boardReads.filter((token) => token === `Token ${guest.token}`);
      expect(guestReads).toHaveLength(1);
      expect(proxy.boardReads.length - guestReads.length).toBeLessThanOrEqual(4);
    } finally {
      for (const watcher of [...staffWatchers, guestWatcher]) watcher.dispose();
      for (const socket of [...staffSockets, guestSocket]) await socket.dispose();
    }
  });
});
