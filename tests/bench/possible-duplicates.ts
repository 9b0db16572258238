// The possible-duplicates scan (`GET people/existing-duplicates-v2/`) over the 100,000 contacts: plants duplicates
// (api/src/seed/plant-duplicates.ts: typos, swapped case, the same email), then times the scan and counts the
// planted pairs it finds in one group.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { createScratchDatabase, root, startApi } from '../../scripts/stack.mjs';
import { median, restSignIn, timeMs } from './clients.js';
import { seedContacts, seedEmbeddedContacts } from './seed.js';

/** Scans timed; the first warms the caches and is left out of the median. */
const scans = 6;

/**
 * Plants 300 duplicates in the database the environment names (again: the pairs planted before) and answers them
 * as [original, copy]. On the embedded database no api may have it open.
 */
export function plantDuplicates(env: Record<string, string>): [number, number][] {
  const planted = spawnSync(process.execPath, ['--import', 'tsx', 'src/seed/plant-duplicates.ts', '300'], {
    cwd: join(root, 'api'),
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  if (planted.status !== 0) throw new Error(`planting duplicates failed: ${planted.stderr}`);
  return JSON.parse(planted.stdout.trim().split('\n').at(-1)!) as [number, number][];
}

/** The scan's median time and how many of the planted pairs it puts in one group. */
export async function timeScan(apiUrl: string, pairs: [number, number][]) {
  const token = await restSignIn(apiUrl, 'admin@ft8.test');
  let groups: { people: { id: number }[] }[] = [];
  const times: number[] = [];
  for (let i = 0; i < scans; i++) {
    times.push(
      await timeMs(async () => {
        const response = await fetch(`${apiUrl}/people/existing-duplicates-v2/`, {
          headers: { authorization: `Token ${token}` },
        });
        groups = (await response.json()) as typeof groups;
      }),
    );
  }
  const groupOf = new Map<number, number>();
  groups.forEach((group, index) => group.people.forEach((person) => groupOf.set(person.id, index)));
  const found = pairs.filter(([a, b]) => groupOf.get(a) !== undefined && groupOf.get(a) === groupOf.get(b)).length;
  return { ms: median(times.slice(1)), times, found, planted: pairs.length, groups: groups.length };
}

/** On a PostgreSQL database an api serves: plants the duplicates, then times the scan. */
export async function benchPossibleDuplicates(apiUrl: string, env: Record<string, string>) {
  return timeScan(apiUrl, plantDuplicates(env));
}

export const describeScan = (scan: Awaited<ReturnType<typeof timeScan>>) =>
  `${(scan.ms / 1000).toFixed(2)} s; planted pairs found ${scan.found}/${scan.planted}; ${scan.groups} groups`;

// `tsx bench/possible-duplicates.ts`: this figure alone. On PostgreSQL: BENCH_PEOPLE_DATABASE_URL names a database
// to reuse (seeded once, kept), otherwise a scratch database on BENCH_DATABASE_URL or TEST_DATABASE_URL (seeded
// with 100,000 contacts, then dropped). On the embedded database when BENCH_PGLITE_DIR names its data directory
// (seeded once, kept).
if (import.meta.url === `file://${process.argv[1]}`) {
  const report = (label: string, scan: Awaited<ReturnType<typeof timeScan>>) =>
    console.log(
      `${label}: possible-duplicates scan (median): ${describeScan(scan)} (runs: ${scan.times.map((ms) => Math.round(ms)).join(', ')} ms; target < 2 s, all found)`,
    );
  const reused = process.env.BENCH_PEOPLE_DATABASE_URL;
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const db = reused
    ? { url: reused, drop: async () => {} }
    : serverUrl
      ? await createScratchDatabase(serverUrl, 'ft8_bench_dup')
      : undefined;
  if (db) {
    try {
      let api = await startApi({ databaseUrl: db.url });
      try {
        if ((await seedContacts({ DATABASE_URL: db.url }, 100_000, api.url)) !== undefined) {
          // The api's connections were opened before the seed's VACUUM ANALYZE: start afresh for steady plans.
          await api.stop();
          api = await startApi({ databaseUrl: db.url });
        }
        report('100k PostgreSQL', await benchPossibleDuplicates(api.url, { DATABASE_URL: db.url }));
      } finally {
        await api.stop();
      }
    } finally {
      await db.drop();
    }
  }
  const pgliteDir = process.env.BENCH_PGLITE_DIR;
  if (pgliteDir) {
    // PGlite is one process's: the seed and the planting run with no api open.
    await seedEmbeddedContacts(pgliteDir, 100_000);
    const pairs = plantDuplicates({ DATA_DIR: pgliteDir, DATABASE_URL: '' });
    const api = await startApi({ env: { DATA_DIR: pgliteDir } });
    try {
      report('100k embedded', await timeScan(api.url, pairs));
    } finally {
      await api.stop();
    }
  }
  if (!db && !pgliteDir)
    console.log('Set TEST_DATABASE_URL (or BENCH_DATABASE_URL, BENCH_PEOPLE_DATABASE_URL) or BENCH_PGLITE_DIR.');
}
