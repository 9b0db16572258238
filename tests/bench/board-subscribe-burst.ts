// Many people subscribing to one board at once (issue 50 part 7): every open tab reconnects together after a deploy or
// a dropped network. 1,000 graphql-ws connections (two staff members' tokens, alternately) are opened and
// acknowledged first; then all send their `boardChanged` subscription at once, and the figure is the time from
// sending the first to the last subscriber holding its first push, the whole board (a 100-task board, one bff, the
// api on the embedded database). The subscribers run in this one process: its own event loop is part of the figure.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { root } from '../../scripts/stack.mjs';
import { restSignIn } from './clients.js';

type Socket = {
  on(event: 'open' | 'close', listener: () => void): void;
  on(event: 'message', listener: (data: Buffer) => void): void;
  on(event: 'error', listener: (error: Error) => void): void;
  send(data: string): void;
  close(): void;
};
const WebSocket = createRequire(join(root, 'bff/package.json'))('ws') as new (url: string, protocol: string) => Socket;

const SUBSCRIBERS = 1_000;
const TASKS = 100;
const WARM_UP = 5;
const BOARD = `subscription ($id: ID!) { boardChanged(projectId: $id) { kind sequence board { id sequence
  project { id name members { personId fullName state } } columns { id name position hidden total approved
  tasks { id title columnId position state dueDate assignees { id fullName } } } } } }`;

export type BurstFigure = [name: string, value: string, target: string];

/** A connection acknowledged by the bff; `subscribe` sends the subscription and resolves when the board arrives. */
function connection(bffUrl: string, token: string) {
  return new Promise<{ subscribe: (project: string) => Promise<number>; close: () => void }>((ready, fail) => {
    const socket = new WebSocket(`${bffUrl.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws');
    let received: ((at: number) => void) | null = null;
    let failed: (error: Error) => void = fail;
    socket.on('error', (error) => failed(error));
    socket.on('open', () =>
      socket.send(JSON.stringify({ type: 'connection_init', payload: { authorization: `Token ${token}` } })),
    );
    socket.on('message', (data) => {
      const message = JSON.parse(data.toString()) as {
        type: string;
        payload?: { data?: { boardChanged?: { kind: string; board: unknown } }; errors?: unknown };
      };
      if (message.type === 'connection_ack')
        ready({
          subscribe: (project) =>
            new Promise<number>((resolve, reject) => {
              received = resolve;
              failed = reject;
              socket.send(
                JSON.stringify({ id: '1', type: 'subscribe', payload: { query: BOARD, variables: { id: project } } }),
              );
            }),
          close: () => socket.close(),
        });
      else if (message.type === 'ping') socket.send(JSON.stringify({ type: 'pong' }));
      else if (message.type === 'next' && message.payload?.data?.boardChanged?.board) received?.(performance.now());
      else if (message.type === 'error' || message.type === 'complete' || message.payload?.errors)
        failed(new Error(`${message.type}: ${JSON.stringify(message.payload)}`));
    });
  });
}

/** The figures of one bff on `apiUrl`: time until all of the subscribers hold the board, and the median. */
export async function benchBoardSubscribeBurst(apiUrl: string): Promise<BurstFigure[]> {
  const { startBff } = await import('../../scripts/stack.mjs');
  const tokens = await Promise.all(['admin@ft8.test', 'user@ft8.test'].map((email) => restSignIn(apiUrl, email)));
  const call = async (path: string, body?: unknown) => {
    const response = await fetch(`${apiUrl}/${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { authorization: `Token ${tokens[0]}`, 'content-type': 'application/json' },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
    if (response.status >= 300) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as unknown;
  };
  const contact = ((await call('people/?limit=1')) as { results: { id: number }[] }).results[0]!.id;
  const project = (
    (await call('projects/', {
      name: `Bench subscribe burst ${Date.now()}`,
      client: contact,
      project_types: [1],
      closing_date: '2027-12-31',
    })) as { id: number }
  ).id;
  const columns = (await call(`projects/columns/?project=${project}`)) as { id: number }[];
  for (let i = 0; i < TASKS; i += 20)
    await Promise.all(
      Array.from({ length: 20 }, (_, j) =>
        call('tasks/', { title: `Burst task ${i + j}`, project, column: columns[(i + j) % columns.length]!.id }),
      ),
    );

  const bff = await startBff({ apiUrl });
  const sockets: Awaited<ReturnType<typeof connection>>[] = [];
  try {
    for (let i = 0; i < WARM_UP + SUBSCRIBERS; i += 100)
      sockets.push(
        ...(await Promise.all(
          Array.from({ length: Math.min(100, WARM_UP + SUBSCRIBERS - i) }, (_, j) =>
            connection(bff.url, tokens[(i + j) % tokens.length]!),
          ),
        )),
      );
    // A few subscriptions first, not counted: a fresh bff's first ones run through code not yet compiled.
    for (const socket of sockets.slice(0, WARM_UP)) await socket.subscribe(String(project));
    const counted = sockets.slice(WARM_UP);
    const started = performance.now();
    const arrivals = await Promise.all(counted.map((socket) => socket.subscribe(String(project))));
    const times = arrivals.map((at) => at - started).sort((x, y) => x - y);
    const last = times.at(-1)!;
    const median = times[Math.floor(times.length / 2)]!;
    return [
      [
        `board: ${counted.length.toLocaleString('en-GB')} subscribers of a ${TASKS}-task board subscribing at once, all holding it (one bff, embedded database)`,
        `${(last / 1000).toFixed(2)} s (median ${(median / 1000).toFixed(2)} s)`,
        '< 2 s',
      ],
    ];
  } finally {
    for (const socket of sockets) socket.close();
    await bff.stop();
  }
}

// `tsx bench/board-subscribe-burst.ts`: this figure alone, on a fresh api.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { startApi } = await import('../../scripts/stack.mjs');
  const api = await startApi();
  try {
    for (const [name, value, target] of await benchBoardSubscribeBurst(api.url))
      console.log(`${name}: ${value} (target ${target})`);
  } finally {
    await api.stop();
  }
}
