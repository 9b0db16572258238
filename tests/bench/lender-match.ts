// Lender matching (issue 54, "Figures") over HTTP: 10,000 capital providers added in SQL (contacts in the first
// capital-provider category, with criteria spread so that a deal has fits, near misses and fails, and investing
// geographies, investment classes and subcategories from the lookup lists), a development deal made over REST (debt,
// residential, £7,000,000 at 70% LTV, 77.8% LTC, 50% LTGDV, 18 months, London), then `GET
// projects/{id}/lender_matches/` (the first page) and with `include_fails=1`, as a staff user, medians of 11 requests
// after 3 warm-ups: on PostgreSQL (a scratch database) and on the embedded database (PGlite, its own data directory;
// the SQL runs with no api open, PGlite being one process's). On PostgreSQL, when the web app is built, the Match
// Lenders screen in Chromium: from the click on the project page's button to the first row on screen.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createScratchDatabase, root, startApi, startBff } from '../../scripts/stack.mjs';
import { median, restSignIn } from './clients.js';

type Figure = [name: string, value: string, target: string];

export const lenderProviders = 10_000;
const warmUp = 3;
const iterations = 11;
const marker = 'Benchlender';

/** The statements that add the providers (the same on both databases). */
const seedStatements = [
  `INSERT INTO person (first_name, last_name, company, profile_type)
   SELECT '${marker}', 'Lender ' || g, 'Bench Lender ' || g || ' Capital', 2
   FROM generate_series(1, ${lenderProviders}) AS g`,
  `INSERT INTO person_lookup (person_id, kind, lookup_id)
   SELECT p.id, 'categories', (SELECT min(id) FROM lookup WHERE kind = 'categories' AND is_cp)
   FROM person p WHERE p.first_name = '${marker}'`,
  // Each limit from a short list (0: not set), picked by a different multiplier so that they combine freely.
  `INSERT INTO capital_provider (person_id, is_debt, is_equity, is_development, is_land, is_prs, is_sharia,
     max_ltv, max_ltc, max_ltgdv, min_size, max_size, min_term, max_term)
   SELECT p.id, p.g % 10 <> 0, p.g % 3 = 0, p.g % 5 <> 0, p.g % 4 = 0, p.g % 2 = 0, p.g % 7 = 0,
     (ARRAY[0, 60, 65, 70, 75, 80, 85])[1 + (p.g * 31) % 7],
     (ARRAY[0, 70, 75, 80, 85, 90])[1 + (p.g * 37) % 6],
     (ARRAY[0, 45, 55, 60, 65, 70])[1 + (p.g * 41) % 6],
     (ARRAY[0, 1000000, 2000000, 5000000, 10000000, 20000000])[1 + (p.g * 43) % 6],
     (ARRAY[0, 3000000, 5000000, 10000000, 25000000, 50000000])[1 + (p.g * 47) % 6],
     (ARRAY[0, 0.5, 1, 2])[1 + (p.g * 53) % 4],
     (ARRAY[0, 1, 2, 3, 5])[1 + (p.g * 59) % 5]
   FROM (SELECT id, row_number() OVER (ORDER BY id)::int AS g FROM person WHERE first_name = '${marker}') p`,
  // About a fifth of each list's lookups per provider.
  `INSERT INTO capital_provider_lookup (capital_provider_id, kind, lookup_id)
   SELECT c.id, l.kind, l.id
   FROM capital_provider c JOIN person p ON p.id = c.person_id AND p.first_name = '${marker}'
   JOIN lookup l ON l.kind IN ('investing_geography_types', 'investment_class_types', 'cp_subcategories')
     AND (c.id * 7 + l.id * 3) % 5 = 0`,
  'ANALYZE',
];

/** Runs `statements` on the database `env` names (DATABASE_URL, or DATA_DIR for PGlite), through the api's code. */
function runStatements(env: Record<string, string>, statements: string[]) {
  const script = `
    const { loadConfig } = await import('./src/config.ts');
    const { openDatabase, pgliteDirOf } = await import('./src/db/open-database.ts');
    const { sql } = await import('kysely');
    const config = loadConfig();
    const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: pgliteDirOf(config.dataDir) });
    try {
      for (const statement of JSON.parse(process.env.BENCH_STATEMENTS)) await sql.raw(statement).execute(database.db);
    } finally {
      await database.close();
    }`;
  const ran = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: join(root, 'api'),
    env: { ...process.env, ...env, BENCH_STATEMENTS: JSON.stringify(statements) },
    encoding: 'utf8',
  });
  if (ran.status !== 0) throw new Error(`adding the capital providers failed: ${ran.stderr}`);
}

/** The deal: a residential development on debt, with every limit the criteria read set. */
async function createDeal(apiUrl: string, token: string): Promise<number> {
  const headers = { authorization: `Token ${token}`, 'content-type': 'application/json' };
  const client = (
    (await (await fetch(`${apiUrl}/people/?limit=1`, { headers })).json()) as { results: { id: number }[] }
  ).results[0]!.id;
  const response = await fetch(`${apiUrl}/projects/`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      name: `Bench lender match ${Date.now()}`,
      client,
      closing_date: '2027-06-30',
      project_types: [3],
      transaction_types: [1],
      transaction_sub_types: [1],
      asset_types: [6],
      capital_required: 7_000_000,
      recent_valuation: 10_000_000,
      total_cost: 9_000_000,
      gdv: 14_000_000,
      term: 18,
      location: 2,
    }),
  });
  const body = (await response.json()) as { id: number };
  if (response.status !== 201 && response.status !== 200)
    throw new Error(`POST projects/ answered ${response.status}: ${JSON.stringify(body)}`);
  return body.id;
}

type MatchPage = { count: number; results: { fits: boolean }[] };

/** The two requests' medians against the api at `apiUrl`, for the deal `project`. */
async function measureMatches(apiUrl: string, token: string, project: number, label: string, target: string) {
  const get = async (path: string) => {
    const started = performance.now();
    const response = await fetch(`${apiUrl}/${path}`, { headers: { authorization: `Token ${token}` } });
    const body = (await response.json()) as MatchPage;
    const ms = performance.now() - started;
    if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}: ${JSON.stringify(body)}`);
    return { ms, body };
  };
  const figures: Figure[] = [];
  const counts: number[] = [];
  for (const query of ['', '?include_fails=1']) {
    const path = `projects/${project}/lender_matches/${query}`;
    for (let i = 0; i < warmUp; i++) await get(path);
    const times: number[] = [];
    for (let i = 0; i < iterations; i++) times.push((await get(path)).ms);
    const { count } = (await get(path)).body;
    counts.push(count);
    figures.push([
      `${label}: GET projects/{id}/lender_matches/${query}, first page of 200 (median)`,
      `${median(times).toFixed(1)} ms, ${count.toLocaleString('en-GB')} listed`,
      target,
    ]);
  }
  // The whole ranking, as the Match Lenders screen asks for it (first: 10000): the spread of the seeded criteria.
  const wholePath = `projects/${project}/lender_matches/?limit=10000`;
  const whole = [await get(wholePath), await get(wholePath), await get(wholePath)];
  const fits = whole[0]!.body.results.filter((row) => row.fits).length;
  figures.push([
    `${label}: GET projects/{id}/lender_matches/?limit=10000, every fit and near miss (median of 3)`,
    `${median(whole.map((call) => call.ms)).toFixed(1)} ms: ${fits.toLocaleString('en-GB')} fits, ` +
      `${(counts[0]! - fits).toLocaleString('en-GB')} near misses, ${(counts[1]! - counts[0]!).toLocaleString('en-GB')} fails`,
    '-',
  ]);
  return figures;
}

/** [name, value, target] rows on PostgreSQL (a scratch database on the server `serverUrl` names), when given. */
export async function benchLenderMatchPostgres(serverUrl: string): Promise<Figure[]> {
  const db = await createScratchDatabase(serverUrl, 'ft8_bench_lenders');
  try {
    const probe = await startApi({ databaseUrl: db.url }); // migrates and seeds the demo data
    await probe.stop();
    runStatements({ DATABASE_URL: db.url }, seedStatements);
    const api = await startApi({ databaseUrl: db.url });
    try {
      const token = await restSignIn(api.url, 'user@ft8.test');
      const project = await createDeal(api.url, token);
      const label = `lender matches (${lenderProviders.toLocaleString('en-GB')} providers, PostgreSQL)`;
      const figures = await measureMatches(api.url, token, project, label, '< 100 ms');
      figures.push(await matchLendersScreen(api.url, project));
      return figures;
    } finally {
      await api.stop();
    }
  } finally {
    await db.drop();
  }
}

/** The same on the embedded database, in a data directory of its own. */
export async function benchLenderMatchEmbedded(): Promise<Figure[]> {
  const dir = mkdtempSync(join(tmpdir(), 'ft8-bench-lenders-'));
  try {
    const probe = await startApi({ env: { DATA_DIR: dir } });
    await probe.stop();
    runStatements({ DATA_DIR: dir, DATABASE_URL: '' }, seedStatements);
    const api = await startApi({ env: { DATA_DIR: dir } });
    try {
      const token = await restSignIn(api.url, 'user@ft8.test');
      const project = await createDeal(api.url, token);
      const label = `lender matches (${lenderProviders.toLocaleString('en-GB')} providers, embedded)`;
      return await measureMatches(api.url, token, project, label, '< 200 ms');
    } finally {
      await api.stop();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The Match Lenders screen in Chromium, through a bff serving the built web app: from the click on the project page's
 * Match Lenders button (the page settled) to the frame after the first provider row appears; medians of 7 after one.
 */
async function matchLendersScreen(apiUrl: string, project: number): Promise<Figure> {
  const name = 'Match Lenders screen, click to first row (PostgreSQL, median)';
  if (!existsSync(join(root, 'web/dist/index.html')))
    return [name, 'not measured: the web app is not built', '< 300 ms'];
  const { chromium } = await import('@playwright/test');
  const bff = await startBff({ apiUrl });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
  });
  try {
    const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
    await page.goto(`${bff.url}/login`, { waitUntil: 'networkidle' });
    await page.getByLabel('Email').fill('user@ft8.test');
    await page.getByLabel('Password', { exact: true }).fill('ft8-demo-pass');
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    const times: number[] = [];
    const answered: number[] = [];
    for (let round = 0; round < 8; round++) {
      await page.goto(`${bff.url}/projects/${project}`, { waitUntil: 'networkidle' });
      await page.getByRole('link', { name: 'Match Lenders' }).first().waitFor();
      const { ms, graphqlMs } = await page.evaluate(
        () =>
          new Promise<{ ms: number; graphqlMs: number }>((resolve, reject) => {
            const button = [...document.querySelectorAll<HTMLElement>('a')].find(
              (el) => el.textContent?.trim() === 'Match Lenders',
            );
            if (!button) return reject(new Error('no Match Lenders button'));
            const started = performance.now();
            const observer = new MutationObserver(() => {
              if (!document.querySelector('table[aria-label="Lender matches"] tbody tr')) return;
              observer.disconnect();
              requestAnimationFrame(() => {
                // When the screen's GraphQL answer had arrived in full: the rest is the browser's.
                const requests = performance
                  .getEntriesByType('resource')
                  .filter((entry) => entry.name.includes('/graphql') && entry.startTime >= started);
                const graphqlMs = Math.max(
                  0,
                  ...requests.map((entry) => (entry as PerformanceResourceTiming).responseEnd),
                );
                resolve({ ms: performance.now() - started, graphqlMs: graphqlMs && graphqlMs - started });
              });
            });
            observer.observe(document.body, { childList: true, subtree: true });
            button.click();
          }),
      );
      if (round === 0) continue; // the first loads the screen's code
      times.push(ms);
      answered.push(graphqlMs);
    }
    return [
      name,
      `${median(times).toFixed(0)} ms (${times.map((t) => t.toFixed(0)).join(', ')}); its GraphQL answer in full at ` +
        `${median(answered).toFixed(0)} ms (median)`,
      '< 300 ms',
    ];
  } finally {
    await browser.close();
    await bff.stop();
  }
}
