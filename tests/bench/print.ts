// The print screens (issue 53, "Figure": 10,000 rows render with no main-thread task over 500 ms), in Chromium: on a
// scratch PostgreSQL database holding 10,000 generated contacts, projects and tasks (the seed's `--contacts`,
// `--projects`, `--tasks`, as search.ts and seed.ts add theirs) and 10,000 activity entries (one INSERT, as
// activity.ts), the api and a bff serving the built web app; signed in as the staff admin, each print screen opened
// for its first 10,000 rows (a full page load of /print/{type}, as a new tab would). From navigation to the rows on
// screen (the screen calls print() once they are all there; the frame after): the longest main-thread task
// (PerformanceObserver 'longtask' entries, registered by an init script before the app's code), and the time to the
// last row. One load to warm the browser's cache, then 3: the worst longest task, the median time.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createScratchDatabase, root, startApi, startBff } from '../../scripts/stack.mjs';
import { median } from './clients.js';
import { seedSearchData } from './search.js';
import { seedContacts } from './seed.js';

type Figure = [name: string, value: string, target: string];

export const printRows = 10_000;
const rounds = 3;
/** The print screens measured: /print/{screen}. */
const screens = ['projects', 'tasks', 'activity', 'contacts'] as const;

/** The activity entries, newest a minute ago, one a minute before that; types, people and a few 'Not Specified'. */
const activityInsert = `
  INSERT INTO activity (type, date, person_id, args, document)
  SELECT CASE WHEN g % 100 = 0 THEN NULL ELSE t.ids[(1 + (g * 7919) % cardinality(t.ids))::int] END,
    now() - g * interval '1 minute',
    CASE WHEN g % 50 = 0 THEN NULL ELSE p.ids[(1 + (g * 104729) % cardinality(p.ids))::int] END,
    jsonb_build_object('person', p.ids[(1 + g % cardinality(p.ids))::int], 'fields', jsonb_build_array('city', 'job_title')),
    'Print bench entry ' || g
  FROM generate_series(1, ${printRows}) AS g,
    (SELECT array_agg(id ORDER BY id) AS ids FROM lookup WHERE kind = 'activity_types') t,
    (SELECT array_agg(id ORDER BY id) AS ids FROM (SELECT id FROM person WHERE NOT is_deleted ORDER BY id LIMIT 8) s) p`;

/**
 * Runs `use` with a bff (serving the built web app) in front of an api on a scratch database on the server `serverUrl`
 * names, holding the rows above; stops both and drops the database after.
 */
export async function withPrintStack<T>(serverUrl: string, use: (bffUrl: string) => Promise<T>): Promise<T> {
  const db = await createScratchDatabase(serverUrl, 'ft8_bench_print');
  try {
    const probe = await startApi({ databaseUrl: db.url }); // migrates and seeds the demo data
    await probe.stop();
    await seedContacts({ DATABASE_URL: db.url }, printRows);
    seedSearchData({ DATABASE_URL: db.url }, { projects: printRows, tasks: printRows });
    const { default: pg } = await import(join(root, 'api/node_modules/pg/lib/index.js'));
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    try {
      await client.query(activityInsert);
      await client.query('ANALYZE activity');
    } finally {
      await client.end();
    }
    const api = await startApi({ databaseUrl: db.url });
    try {
      const bff = await startBff({ apiUrl: api.url });
      try {
        return await use(bff.url);
      } finally {
        await bff.stop();
      }
    } finally {
      await api.stop();
    }
  } finally {
    await db.drop();
  }
}

type Load = { rows: number; lastRowMs: number; longestMs: number; longTasks: number; graphqlMs: number };
type PrintWindow = Window & {
  benchLongTasks: { startTime: number; duration: number }[];
  benchLastRow?: { ms: number; rows: number };
};

/** The figures of each print screen, through the bff at `bffUrl` (the web app built). */
export async function measurePrintScreens(bffUrl: string): Promise<Figure[]> {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addInitScript(() => {
      const w = window as unknown as PrintWindow;
      w.benchLongTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          w.benchLongTasks.push({ startTime: entry.startTime, duration: entry.duration });
      }).observe({ type: 'longtask', buffered: true });
      // The screen calls print() once its rows are all on the page: count them then (not the collapsed rows of the
      // widest values, in a body hidden from assistive technology), and time the frame after.
      window.print = () => {
        const rows = document.querySelectorAll('tbody:not([aria-hidden]) tr > td:first-child').length;
        requestAnimationFrame(() => setTimeout(() => (w.benchLastRow = { ms: performance.now(), rows })));
      };
    });
    const page = await context.newPage();
    await page.goto(`${bffUrl}/login`, { waitUntil: 'networkidle' });
    await page.getByLabel('Email').fill('admin@ft8.test');
    await page.getByLabel('Password', { exact: true }).fill('ft8-demo-pass');
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL((url) => url.pathname === '/');

    const load = async (screen: string): Promise<Load> => {
      await page.goto(`${bffUrl}/print/${screen}`);
      await page.waitForFunction(() => (window as unknown as PrintWindow).benchLastRow !== undefined, undefined, {
        timeout: 180_000,
      });
      // Long tasks are reported after they end: one more task for the observer's last entries.
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 50)));
      return page.evaluate(() => {
        const w = window as unknown as PrintWindow;
        const { ms, rows } = w.benchLastRow!;
        const tasks = w.benchLongTasks.filter((task) => task.startTime < ms);
        const graphql = performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.includes('/graphql'))
          .map((entry) => (entry as PerformanceResourceTiming).responseEnd);
        return {
          rows,
          lastRowMs: ms,
          longestMs: Math.max(0, ...tasks.map((task) => task.duration)),
          longTasks: tasks.length,
          graphqlMs: Math.max(0, ...graphql),
        };
      });
    };

    const figures: Figure[] = [];
    for (const screen of screens) {
      await load(screen); // the screen's code into the browser's cache
      const loads: Load[] = [];
      for (let round = 0; round < rounds; round++) loads.push(await load(screen));
      const rows = Math.min(...loads.map((l) => l.rows));
      if (rows < printRows) throw new Error(`/print/${screen} showed ${rows} rows, not ${printRows}`);
      const longest = Math.max(...loads.map((l) => l.longestMs));
      figures.push(
        [
          `print screen /print/${screen}, ${printRows.toLocaleString('en-GB')} rows: longest main-thread task (worst of ${rounds})`,
          `${longest.toFixed(0)} ms (${loads.map((l) => `${l.longestMs.toFixed(0)} ms of ${l.longTasks} long tasks`).join(', ')})`,
          '< 500 ms',
        ],
        [
          `print screen /print/${screen}, ${printRows.toLocaleString('en-GB')} rows: navigation to the last row (median)`,
          `${median(loads.map((l) => l.lastRowMs)).toFixed(0)} ms (${loads.map((l) => l.lastRowMs.toFixed(0)).join(', ')}); ` +
            `its GraphQL answers in full at ${median(loads.map((l) => l.graphqlMs)).toFixed(0)} ms (median)`,
          '-',
        ],
      );
    }
    return figures;
  } finally {
    await browser.close();
  }
}

/** [name, value, target] rows; the web app must be built (`pnpm --filter web build`). */
export async function benchPrint(serverUrl: string): Promise<Figure[]> {
  if (!existsSync(join(root, 'web/dist/index.html')))
    return [['print screens, longest main-thread task', 'not measured: the web app is not built', '< 500 ms']];
  return withPrintStack(serverUrl, measurePrintScreens);
}

// `tsx tests/bench/print.ts`: the figures alone, on BENCH_DATABASE_URL or TEST_DATABASE_URL, with the web app as built.
if (import.meta.url === `file://${process.argv[1]}`) {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('BENCH_DATABASE_URL or TEST_DATABASE_URL names the PostgreSQL server');
  for (const [name, value, target] of await benchPrint(serverUrl)) console.log(`${name}: ${value} (target ${target})`);
}
