// The projects list at 5,000 projects (issue 17) on PostgreSQL, over HTTP: every sort both ways, every status filter,
// searches that match many and few, and the deepest page; medians of 15 requests of 200 rows, count included.
// `pnpm seed -- --projects 5000` makes the projects (api/src/seed/generate-projects.ts).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { root } from '../../scripts/stack.mjs';
import { restSignIn } from './clients.js';

const PROJECTS = 5_000;
const warmUp = 3;
const iterations = 15;
const orderings = ['name', 'status', 'closing_date', 'capital_required', 'created_at'];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function timed(url: string, token: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { headers: { authorization: `Token ${token}` } });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}`);
  return performance.now() - started;
}

async function medianOf(url: string, token: string) {
  for (let i = 0; i < warmUp; i++) await timed(url, token);
  const times: number[] = [];
  for (let i = 0; i < iterations; i++) times.push(await timed(url, token));
  return median(times);
}

/** Seeds 5,000 projects into the database `env` names (an api must not hold it open for long writes). */
export function seedProjects(env: Record<string, string>) {
  const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'src/seed/cli.ts', '--projects', String(PROJECTS)], {
    cwd: join(root, 'api'),
    env: { ...process.env, ...env },
    stdio: 'inherit',
  });
  if (seeded.status !== 0) throw new Error('seeding projects failed');
}

/** [name, value, target] rows: each query's median, and the worst with its query. */
export async function benchProjects(apiUrl: string): Promise<[string, string, string][]> {
  const token = await restSignIn(apiUrl, 'admin@ft8.test');
  const queries: string[] = ['limit=200'];
  for (const field of orderings) queries.push(`limit=200&ordering=${field}`, `limit=200&ordering=-${field}`);
  for (let status = 1; status <= 6; status++) queries.push(`limit=200&status=${status}&ordering=closing_date`);
  queries.push(
    'limit=200&search=wharf', // a sixth of them
    'limit=200&search=004999', // one
    'limit=200&search=zzz', // none
    'limit=200&status=1,2&search=gate&ordering=-capital_required',
    `limit=200&offset=${PROJECTS - 200}&ordering=name`, // the deepest page
  );
  const figures: { query: string; ms: number }[] = [];
  for (const query of queries) figures.push({ query, ms: await medianOf(`${apiUrl}/projects/?${query}`, token) });
  const worst = figures.reduce((a, b) => (b.ms > a.ms ? b : a));
  const first = figures[0]!.ms;
  return [
    ['projects list (5,000 PostgreSQL): default first page', `${first.toFixed(1)} ms`, '< 50 ms'],
    [
      `projects list (5,000 PostgreSQL): worst of ${figures.length} sorts, filters and searches`,
      `${worst.ms.toFixed(1)} ms (projects/?${worst.query})`,
      '< 50 ms',
    ],
  ];
}

// `node --import tsx tests/bench/projects.ts <apiUrl>`: the figures against a running api, one line per query.
if (process.argv[1]?.endsWith('projects.ts') && process.argv[2]) {
  for (const row of await benchProjects(process.argv[2])) console.log(row.join(' | '));
}
