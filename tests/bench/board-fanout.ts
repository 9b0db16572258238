// The live board's fan-out (issue 17): 1,000 WebSocket subscribers of one board's `boardChanged`, then task moves
// through the bff; each figure is the time from sending the move to each subscriber receiving its TASK_MOVED event,
// at the 95th percentile over every subscriber and move, after two moves not counted (a fresh bff's first events run
// through code not yet compiled, as every other figure here warms up first). One bff process alone, then two on Redis (half the
// subscribers on each, the moves through the first). The subscribers run in this one process: its own event loop is
// part of the figure.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { root } from '../../scripts/stack.mjs';
import { restSignIn } from './clients.js';

// The bff's own WebSocket client (the tests package has none; Node 20 has no global WebSocket).
type Socket = {
  on(event: 'open' | 'close', listener: () => void): void;
  on(event: 'message', listener: (data: Buffer) => void): void;
  on(event: 'error', listener: (error: Error) => void): void;
  send(data: string): void;
  close(): void;
};
const WebSocket = createRequire(join(root, 'bff/package.json'))('ws') as new (url: string, protocol: string) => Socket;

const SUBSCRIBERS = 1_000;
const MOVES = 10;
const WARM_UP_MOVES = 2;
const EVENTS = `subscription ($id: ID!) { boardChanged(projectId: $id) { kind sequence task { id columnId position } } }`;
const MOVE = `mutation ($input: MoveTaskInput!) { moveTask(input: $input) { task { id } userErrors { message } } }`;

export type FanoutFigure = [name: string, value: string, target: string];

/** One graphql-ws (graphql-transport-ws) subscriber; calls `onMove` with the time each TASK_MOVED arrives. */
function subscriber(bffUrl: string, token: string, project: string, onMove: (at: number) => void) {
  return new Promise<Socket>((resolve, reject) => {
    const socket = new WebSocket(`${bffUrl.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws');
    socket.on('error', reject);
    socket.on('open', () =>
      socket.send(JSON.stringify({ type: 'connection_init', payload: { authorization: `Token ${token}` } })),
    );
    socket.on('message', (data) => {
      const message = JSON.parse(data.toString()) as {
        type: string;
        payload?: { data?: { boardChanged?: { kind: string } } };
      };
      if (message.type === 'connection_ack')
        socket.send(
          JSON.stringify({ id: '1', type: 'subscribe', payload: { query: EVENTS, variables: { id: project } } }),
        );
      else if (message.type === 'ping') socket.send(JSON.stringify({ type: 'pong' }));
      else if (message.type === 'next') {
        const kind = message.payload?.data?.boardChanged?.kind;
        if (kind === 'BOARD') resolve(socket);
        else if (kind === 'TASK_MOVED') onMove(performance.now());
      } else if (message.type === 'error') reject(new Error(JSON.stringify(message.payload)));
    });
  });
}

const p95 = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length * 0.95)]!;

/** `bffUrls`: where the subscribers connect, in turn; the moves go through the first. */
async function fanout(apiUrl: string, bffUrls: string[]): Promise<{ p95: number; median: number; received: number }> {
  const token = await restSignIn(apiUrl, 'admin@ft8.test');
  const call = async (path: string, body?: unknown) => {
    const response = await fetch(`${apiUrl}/${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { authorization: `Token ${token}`, 'content-type': 'application/json' },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
    return (await response.json()) as unknown;
  };
  const contact = ((await call('people/?limit=1')) as { results: { id: number }[] }).results[0]!.id;
  const project = (
    (await call('projects/', {
      name: `Bench fan-out ${Date.now()}`,
      client: contact,
      project_types: [1],
      closing_date: '2027-12-31',
    })) as { id: number }
  ).id;
  const columns = (await call(`projects/columns/?project=${project}`)) as { id: number }[];
  for (let i = 0; i < 10; i++)
    await call('tasks/', { title: `Fan-out task ${i}`, project, column: columns[i % 2]!.id });
  const task = ((await call(`tasks/?project=${project}&limit=1`)) as { results: { id: number }[] }).results[0]!.id;

  let sentAt = 0;
  const latencies: number[] = [];
  const sockets: Socket[] = [];
  for (let i = 0; i < SUBSCRIBERS; i += 50)
    sockets.push(
      ...(await Promise.all(
        Array.from({ length: 50 }, (_, j) =>
          subscriber(bffUrls[(i + j) % bffUrls.length]!, token, String(project), (at) => latencies.push(at - sentAt)),
        ),
      )),
    );
  try {
    for (let move = -WARM_UP_MOVES; move < MOVES; move++) {
      if (move === 0) latencies.length = 0;
      const expected = latencies.length + SUBSCRIBERS;
      sentAt = performance.now();
      await fetch(`${bffUrls[0]}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Token ${token}` },
        body: JSON.stringify({
          query: MOVE,
          variables: { input: { id: String(task), columnId: String(columns[(move + 3) % 2]!.id), position: 0 } },
        }),
      });
      const deadline = Date.now() + 10_000;
      while (latencies.length < expected && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
      await new Promise((r) => setTimeout(r, 200));
    }
  } finally {
    for (const socket of sockets) socket.close();
  }
  const sorted = [...latencies].sort((x, y) => x - y);
  return { p95: p95(latencies), median: sorted[Math.floor(sorted.length / 2)]!, received: latencies.length };
}

/** The two figures: one bff process; two on Redis (when `redisUrl` is given). */
export async function benchBoardFanout(apiUrl: string, redisUrl: string | undefined): Promise<FanoutFigure[]> {
  const { startBff } = await import('../../scripts/stack.mjs');
  const figures: FanoutFigure[] = [];
  const describe = (result: Awaited<ReturnType<typeof fanout>>) =>
    `${result.p95.toFixed(0)} ms (median ${result.median.toFixed(0)} ms; ${result.received} of ${SUBSCRIBERS * MOVES} received)`;
  const one = await startBff({ apiUrl });
  try {
    figures.push([
      `board: a move reaching ${SUBSCRIBERS.toLocaleString('en-GB')} WebSocket subscribers, one bff (p95)`,
      describe(await fanout(apiUrl, [one.url])),
      '100 ms',
    ]);
  } finally {
    await one.stop();
  }
  if (redisUrl) {
    const env = { REDIS_URL: redisUrl };
    const [a, b] = await Promise.all([startBff({ apiUrl, env }), startBff({ apiUrl, env })]);
    try {
      figures.push([
        `board: a move reaching ${SUBSCRIBERS.toLocaleString('en-GB')} subscribers on two bff processes on Redis (p95)`,
        describe(await fanout(apiUrl, [a.url, b.url])),
        '150 ms',
      ]);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  } else figures.push(['board: fan-out across two bff processes on Redis', 'skipped (REDIS_URL not set)', '150 ms']);
  return figures;
}
