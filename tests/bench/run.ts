// `pnpm bench`: the figures the foundation issue asks for, printed as a table.
//  1. REST calls the bff makes for the contacts page query, for 1 row and for 200 rows.
//  2. Latency the bff adds over calling the REST endpoint directly, for the same 200 contacts.
//  3. With 100,000 contacts on the PostgreSQL server (BENCH_DATABASE_URL or TEST_DATABASE_URL): first page sorted by
//     company and a name-fragment search, median over HTTP.
//  4. Initial JavaScript of the web app, gzipped; the contacts list with 10,000 loaded rows keeps the DOM small.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { runPnpm } from '../../scripts/pnpm.mjs';
import { createScratchDatabase, root, startApi, startBff } from '../../scripts/stack.mjs';
import { benchApiPeople } from './api-people.js';
import { initialJsGzipBytes } from './bundle-size.js';
import { contactsPageQuery, graphql, median, restSignIn, signInCookie, timeMs } from './clients.js';
import { measureVirtualisedList } from './virtualised-list.js';

const figures: Array<[string, string, string]> = [];
const record = (name: string, value: string, target: string) => {
  figures.push([name, value, target]);
  console.log(`${name}: ${value} (target ${target})`);
};

await runPnpm(['-r', '--filter', 'web', '--filter', 'bff', 'run', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
const bytes = initialJsGzipBytes(join(root, 'web/dist'));
record('initial JS gzipped', `${(bytes / 1024).toFixed(1)} KB`, '< 300 KB');

const api = await startApi();
const bff = await startBff({ apiUrl: api.url });
try {
  const cookie = await signInCookie(bff.url, 'admin@ft8.test');
  for (const [name, value, target] of await (await import('./tab-to-first-row.js')).tabToFirstRowFigures(bff.url)) record(name, value, target);
  for (const first of [1, 200]) {
    const { extensions } = await graphql(bff.url, cookie, contactsPageQuery, { first });
    const calls = (extensions?.restCalls ?? []) as Array<{ method: string; path: string }>;
    const resources = [...new Set(calls.map((c) => c.path.split('?')[0]))];
    record(`REST calls for contacts page, ${first} row(s)`, `${calls.length} (${resources.join(', ')})`, '<= 1 per resource');
  }

  // Two comparisons, each for the same data. The list shows category names, which REST gives only through
  // utils/types/: a REST client needs both calls (made in parallel here, its best case). Without names, the bff's
  // answer is the rows of people/ alone.
  const token = await restSignIn(api.url, 'admin@ft8.test');
  const rest = (path: string) => fetch(`${api.url}/${path}`, { headers: { authorization: `Token ${token}` } }).then((r) => r.json());
  const rowsOnlyQuery = contactsPageQuery.replace('categories { id name }', '');
  const timings = { direct: [] as number[], viaBff: [] as number[], directRows: [] as number[], viaBffRows: [] as number[] };
  for (let i = 0; i < 70; i++) {
    const d = await timeMs(() => Promise.all([rest('people/?limit=200&ordering=-company,full_name'), rest('utils/types/')]));
    const b = await timeMs(() => graphql(bff.url, cookie, contactsPageQuery, { first: 200 }));
    const dr = await timeMs(() => rest('people/?limit=200&ordering=-company,full_name'));
    const br = await timeMs(() => graphql(bff.url, cookie, rowsOnlyQuery, { first: 200 }));
    if (i < 10) continue; // warm-up
    timings.direct.push(d);
    timings.viaBff.push(b);
    timings.directRows.push(dr);
    timings.viaBffRows.push(br);
  }
  const overhead = (bffMs: number[], restMs: number[]) => `${((median(bffMs) / median(restMs) - 1) * 100).toFixed(1)} %`;
  record('REST direct, 200 contacts + lookup names (median)', `${median(timings.direct).toFixed(1)} ms`, '-');
  record('via bff, same data (median)', `${median(timings.viaBff).toFixed(1)} ms`, '-');
  record('latency the bff adds, contacts page', overhead(timings.viaBff, timings.direct), '< 20 %');
  record('REST direct, 200 contacts, rows only (median)', `${median(timings.directRows).toFixed(1)} ms`, '-');
  record('via bff, same rows (median)', `${median(timings.viaBffRows).toFixed(1)} ms`, '-');
  record('latency the bff adds, rows only', overhead(timings.viaBffRows, timings.directRows), '< 20 %');
} finally {
  await bff.stop();
  await api.stop();
}

const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!pgUrl) {
  console.log('No BENCH_DATABASE_URL / TEST_DATABASE_URL: skipping the 100,000-contact figures.');
} else {
  const db = await createScratchDatabase(pgUrl, 'ft8_bench');
  const big = await startApi({ databaseUrl: db.url });
  try {
    const started = Date.now();
    const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'src/seed/cli.ts', '--contacts', '100000'], {
      cwd: join(root, 'api'),
      env: { ...process.env, DATABASE_URL: db.url },
      stdio: 'inherit',
    });
    if (seeded.status !== 0) throw new Error('seeding 100,000 contacts failed');
    record('seeding 100,000 contacts on PostgreSQL', `${((Date.now() - started) / 1000).toFixed(1)} s`, '-');
    const token = await restSignIn(big.url, 'admin@ft8.test');
    const { firstPageMedianMs, searchMedianMs } = await benchApiPeople(big.url, token);
    record('100k: first page sorted by company (median)', `${firstPageMedianMs.toFixed(1)} ms`, '< 50 ms');
    record('100k: search by name fragment (median)', `${searchMedianMs.toFixed(1)} ms`, '< 50 ms');

    const bigBff = await startBff({ apiUrl: big.url });
    try {
      const list = await measureVirtualisedList(bigBff.url, 10_000);
      record('contacts list: rows loaded / rows in the DOM', `${list.loaded} / ${list.domRows}`, '10,000 loaded, DOM far fewer');
    } finally {
      await bigBff.stop();
    }
  } finally {
    await big.stop();
    await db.drop();
  }
}

console.log('\n| figure | measured | target |\n|---|---|---|');
for (const [name, value, target] of figures) console.log(`| ${name} | ${value} | ${target} |`);
