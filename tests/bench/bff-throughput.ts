// The bff under load, side by side with REST: the contacts page (200 rows, the web's own document) through the bff
// against `people/?limit=200` straight from the api (the lookups the page also needs are served from the bff's HTTP
// cache, so REST's side is the rows alone). The bff asks the api for the keys the page's fields need (`fields=`, 16 of
// 45), so a third side, that same call straight to the api, shows the bff's own cost. 1, 10 and 50 concurrent clients, on the embedded database (demo data) and,
// when a PostgreSQL server is given, on it with 100,000 contacts (BENCH_PEOPLE_DATABASE_URL names a seeded database to
// reuse; otherwise a scratch one is seeded, about 30 s). `npx tsx bench/bff-throughput.ts` runs it alone (bff built).
import { pathToFileURL } from 'node:url';
import { createScratchDatabase, startApi, startBff } from '../../scripts/stack.mjs';
import {
  closedLoop,
  contactsPageQuery,
  cpuSecondsOf,
  graphql,
  restSignIn,
  signInCookie,
  summarise,
  type LoadRequest,
  type LoadResult,
} from './clients.js';
import { seedContacts } from './seed.js';

const CONCURRENCY = [1, 10, 50];
/** Per side, per level, per round; two rounds in alternating order so that drift hits both sides alike. */
const RUN_MS = Number(process.env.BENCH_LOAD_MS ?? 4000);
// Issue 16 part 5: at 100k on PostgreSQL, >= 0.9x the api's throughput at 1, 10 and 50 clients and at most +15% p50
// at 1 client.
const TARGETS: Record<string, { throughput: number; p99: number; p50AtOne?: number; everyLevel?: boolean }> = {
  embedded: { throughput: 0.9, p99: 1.5 },
  '100k PostgreSQL': { throughput: 0.9, p99: 1.5, p50AtOne: 1.15, everyLevel: true },
};

export type RecordFigure = (name: string, value: string, target: string) => void;

async function compare(database: string, api: { url: string; pid: number }, record: RecordFigure): Promise<void> {
  const apiUrl = api.url;
  const bff = await startBff({
    apiUrl,
    env: process.env.BENCH_BFF_NODE_OPTIONS ? { NODE_OPTIONS: process.env.BENCH_BFF_NODE_OPTIONS } : {},
  });
  try {
    const token = await restSignIn(apiUrl, 'admin@ft8.test');
    const cookie = await signInCookie(bff.url, 'admin@ft8.test');
    // The answer is the page (no errors), and a warm cache leaves one REST call.
    await graphql(bff.url, cookie, contactsPageQuery, { first: 200 });
    const { extensions } = await graphql(bff.url, cookie, contactsPageQuery, { first: 200 });
    const calls = (extensions?.restCalls ?? []) as { path: string }[];
    if (calls.length !== 1) throw new Error(`expected 1 REST call with a warm cache, got ${JSON.stringify(calls)}`);

    const apiBase = new URL(apiUrl).pathname.replace(/\/$/, '');
    const rest: LoadRequest = {
      method: 'GET',
      path: `${apiBase}/people/?limit=200`,
      headers: { authorization: `Token ${token}` },
    };
    // The bff's own cost: the same call it makes (the keys the page's fields need), straight to the api.
    const restSameKeys: LoadRequest = { ...rest, path: `${apiBase}/${calls[0]!.path.replace(/^\//, '')}` };
    const viaBff: LoadRequest = {
      method: 'POST',
      path: '/graphql',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ query: contactsPageQuery, variables: { first: 200 } }),
    };
    const apiOrigin = new URL(apiUrl).origin;
    const apiCpu = cpuSecondsOf(api.pid);
    const bffCpu = cpuSecondsOf(bff.pid);
    for (const clients of CONCURRENCY) {
      const runs: { rest: LoadResult[]; same: LoadResult[]; gql: LoadResult[] } = { rest: [], same: [], gql: [] };
      const cpu = { rest: { api: 0 }, same: { api: 0 }, gql: { api: 0, bff: 0 } };
      await closedLoop(apiOrigin, rest, clients, 500); // warm-up
      await closedLoop(bff.url, viaBff, clients, 500);
      for (const order of [
        ['rest', 'same', 'gql'],
        ['gql', 'same', 'rest'],
      ] as const) {
        for (const side of order) {
          const [api0, bff0] = [apiCpu(), bffCpu()];
          runs[side].push(
            await (side === 'gql'
              ? closedLoop(bff.url, viaBff, clients, RUN_MS)
              : closedLoop(apiOrigin, side === 'rest' ? rest : restSameKeys, clients, RUN_MS)),
          );
          cpu[side].api += apiCpu() - api0;
          if (side === 'gql') cpu.gql.bff += bffCpu() - bff0;
        }
      }
      const r = summarise(runs.rest);
      const same = summarise(runs.same);
      const g = summarise(runs.gql);
      const perRequestMs = (seconds: number, list: LoadResult[]) =>
        ((seconds * 1000) / list.reduce((sum, run) => sum + run.latencies.length, 0)).toFixed(1);
      record(
        `contacts page ${database}, ${clients} client${clients === 1 ? '' : 's'}: CPU per request, api (REST) / api + bff (GraphQL)`,
        `${perRequestMs(cpu.rest.api, runs.rest)} / ${perRequestMs(cpu.gql.api, runs.gql)} + ${perRequestMs(cpu.gql.bff, runs.gql)} ms`,
        '-',
      );
      const target = clients === 10 || TARGETS[database]?.everyLevel ? TARGETS[database] : undefined;
      const label = `${database}, ${clients} client${clients === 1 ? '' : 's'}`;
      record(
        `contacts page ${label}: REST / GraphQL req/s`,
        `${r.perSecond.toFixed(0)} / ${g.perSecond.toFixed(0)}`,
        '-',
      );
      if (r.failed + g.failed > 0)
        record(`contacts page ${label}: answers other than 200, REST / GraphQL`, `${r.failed} / ${g.failed}`, '0');
      record(`contacts page ${label}: REST / GraphQL p99`, `${r.p99Ms.toFixed(1)} / ${g.p99Ms.toFixed(1)} ms`, '-');
      record(
        `contacts page ${label}: GraphQL/REST throughput`,
        `${(g.perSecond / r.perSecond).toFixed(2)}x`,
        target ? `>= ${target.throughput}x` : '-',
      );
      if (clients === 1)
        record(
          `contacts page ${label}: REST / GraphQL p50`,
          `${r.p50Ms.toFixed(1)} / ${g.p50Ms.toFixed(1)} ms (${(g.p50Ms / r.p50Ms).toFixed(2)}x)`,
          TARGETS[database]?.p50AtOne ? `<= ${TARGETS[database].p50AtOne}x` : '-',
        );
      record(
        `contacts page ${label}: the bff's own cost, GraphQL / REST of the same keys (${same.perSecond.toFixed(0)} req/s, p50 ${same.p50Ms.toFixed(1)} ms): throughput, p50`,
        `${(g.perSecond / same.perSecond).toFixed(2)}x, ${(g.p50Ms / same.p50Ms).toFixed(2)}x`,
        '-',
      );
      record(
        `contacts page ${label}: GraphQL/REST p99`,
        `${(g.p99Ms / r.p99Ms).toFixed(2)}x`,
        target ? `<= ${target.p99}x` : '-',
      );
    }
  } finally {
    await bff.stop();
  }
}

export async function benchBffThroughput(record: RecordFigure, pgUrl: string | undefined): Promise<void> {
  const embedded = await startApi();
  try {
    await compare('embedded', embedded, record);
  } finally {
    await embedded.stop();
  }
  if (!pgUrl) {
    console.log('No BENCH_DATABASE_URL / TEST_DATABASE_URL: skipping the bff throughput on PostgreSQL.');
    return;
  }
  const reused = process.env.BENCH_PEOPLE_DATABASE_URL;
  const db = reused ? { url: reused, drop: async () => {} } : await createScratchDatabase(pgUrl, 'ft8_bench_bff');
  try {
    if (!reused) {
      const probe = await startApi({ databaseUrl: db.url }); // migrates and seeds the demo data
      await probe.stop();
      await seedContacts({ DATABASE_URL: db.url }, 100_000);
    }
    const api = await startApi({ databaseUrl: db.url });
    try {
      await compare('100k PostgreSQL', api, record);
    } finally {
      await api.stop();
    }
  } finally {
    await db.drop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const figures: string[] = [];
  await benchBffThroughput((name, value, target) => {
    figures.push(`| ${name} | ${value} | ${target} |`);
    console.log(`${name}: ${value} (target ${target})`);
  }, process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL);
  console.log(['\n| figure | measured | target |', '|---|---|---|', ...figures].join('\n'));
}
