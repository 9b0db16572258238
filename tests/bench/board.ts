// The task board at its largest (issue 17): a project with 2,000 tasks over its five columns, over HTTP against a
// fresh api. Figures: the whole board (`tasks/?project=&limit=10000`, what the board page asks for), the columns
// with their counts, and a move (`PATCH tasks/{id}/` with column and position), which renumbers two columns under
// the project's lock. Medians of 15 after 3 warm-ups; the worst move is from the top of the fullest column.
import { median, restSignIn, timeMs } from './clients.js';

export type BoardFigure = [name: string, value: string, target: string];

/** A project with `taskCount` tasks (2,000 unless asked), added over REST, and the REST figures of its board. */
export async function benchBoard(
  apiUrl: string,
  taskCount = 2_000,
): Promise<{ figures: BoardFigure[]; project: number }> {
  const token = await restSignIn(apiUrl, 'admin@ft8.test');
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${apiUrl}/${path}`, {
      method,
      headers: { authorization: `Token ${token}`, 'content-type': 'application/json' },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
    const json = (await response.json()) as unknown;
    if (response.status >= 300)
      throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(json)}`);
    return json;
  };
  const contact = ((await call('GET', 'people/?limit=1')) as { results: { id: number }[] }).results[0]!.id;
  const project = (
    (await call('POST', 'projects/', {
      name: `Bench board ${Date.now()}`,
      client: contact,
      project_types: [1],
      closing_date: '2027-12-31',
    })) as { id: number }
  ).id;
  const columns = (await call('GET', `projects/columns/?project=${project}`)) as { id: number }[];
  const started = performance.now();
  for (let i = 0; i < taskCount; i += 50)
    await Promise.all(
      Array.from({ length: 50 }, (_, j) =>
        call('POST', 'tasks/', {
          title: `Bench task ${i + j}`,
          project,
          column: columns[(i + j) % columns.length]!.id,
          assignees: [contact],
          due_date: new Date(Date.now() + (i + j) * 3_600_000).toISOString(),
        }),
      ),
    );
  const seedMs = performance.now() - started;
  const times = async (fn: () => Promise<unknown>) => {
    for (let i = 0; i < 3; i++) await fn();
    const ms: number[] = [];
    for (let i = 0; i < 15; i++) ms.push(await timeMs(fn));
    return median(ms);
  };
  const board = await times(() => call('GET', `tasks/?project=${project}&limit=10000`));
  const counts = await times(() => call('GET', `projects/columns/?project=${project}`));
  const first = ((await call('GET', `tasks/?project=${project}&limit=1`)) as { results: { id: number }[] }).results[0]!
    .id;
  let flip = 0;
  const move = await times(() => call('PATCH', `tasks/${first}/`, { column: columns[flip++ % 2]!.id, position: 0 }));
  const fullest = `a move to the top of a ${Math.ceil(taskCount / columns.length).toLocaleString('en-GB')}-task column`;
  const figures: BoardFigure[] = [
    [
      `board: ${taskCount.toLocaleString('en-GB')} tasks added over REST (50 at a time)`,
      `${(seedMs / 1000).toFixed(1)} s`,
      '-',
    ],
    [`board: the whole board, ${taskCount.toLocaleString('en-GB')} tasks (median)`, `${board.toFixed(1)} ms`, '-'],
    ['board: columns with their counts (median)', `${counts.toFixed(1)} ms`, '-'],
    [`board: ${fullest} (median)`, `${move.toFixed(1)} ms`, '-'],
  ];
  return { figures, project };
}

// `tsx bench/board.ts`: these figures alone, on a fresh api.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { startApi } = await import('../../scripts/stack.mjs');
  const { benchBoardFanout } = await import('./board-fanout.js');
  const api = await startApi();
  try {
    for (const [name, value, target] of (await benchBoard(api.url)).figures)
      console.log(`${name}: ${value} (target ${target})`);
    for (const [name, value, target] of await benchBoardFanout(api.url, process.env.REDIS_URL))
      console.log(`${name}: ${value} (target ${target})`);
  } finally {
    await api.stop();
  }
}
