// Contact Activity (issue 53, "Figures") over HTTP, on a scratch PostgreSQL database holding 1,000,000 entries (one
// `INSERT ... SELECT FROM generate_series`: the types of the `activity_types` lookup and about 1 in 100 with no type
// ('Not Specified'), eight people and a few with none, dates evenly over the last two years, oldest first; then
// ANALYZE), as admin, medians of 11 requests after 3 warm-ups: `GET activity/`'s first page, each filter (types,
// types=-1, person, a date range, a type and a date range) and a `next` page 500,000 entries deep. Then the cost of
// recording: the median of `PATCH people/{id}/` on a contact (it records a 'Contact Updated' entry), and the
// recording's INSERT itself (the statement api/src/domains/activity/record.ts makes) in SQL: timed from the client,
// and by EXPLAIN ANALYZE, each in a transaction rolled back. Last, `POST activity/exportAll/` of every entry: time, and
// the api's resident memory before, at its peak and after.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createScratchDatabase, root, startApi } from '../../scripts/stack.mjs';
import { median, restSignIn } from './clients.js';

type Figure = [name: string, value: string, target: string];
type PgClient = {
  query: <Row = Record<string, unknown>>(text: string, values?: unknown[]) => Promise<{ rows: Row[] }>;
  end: () => Promise<void>;
};

export const activityEntries = 1_000_000;
const warmUp = 3;
const iterations = 11;

const rssMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
const ms = (value: number) => `${value.toFixed(1)} ms`;

async function connect(url: string): Promise<PgClient> {
  const { default: pg } = await import(join(root, 'api/node_modules/pg/lib/index.js'));
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client as PgClient;
}

/** The entries, in one statement; the seconds it took (the ANALYZE included). */
async function seedActivity(client: PgClient): Promise<number> {
  const started = performance.now();
  await client.query(
    `INSERT INTO activity (type, date, person_id, args, document)
     SELECT CASE WHEN g % 100 = 0 THEN NULL ELSE t.ids[(1 + (g * 7919) % cardinality(t.ids))::int] END,
       now() - interval '1 minute' - (($1 - g) * 63.072)::float8 * interval '1 second',
       CASE WHEN g % 50 = 0 THEN NULL ELSE p.ids[(1 + (g * 104729) % cardinality(p.ids))::int] END,
       jsonb_build_object(
         'person', p.ids[(1 + g % cardinality(p.ids))::int], 'fields', jsonb_build_array('city', 'job_title')),
       'Bench entry ' || g
     FROM generate_series(1, $1::bigint) AS g,
       (SELECT array_agg(id ORDER BY id) AS ids FROM lookup WHERE kind = 'activity_types') t,
       (SELECT array_agg(id ORDER BY id) AS ids FROM (SELECT id FROM person WHERE NOT is_deleted ORDER BY id LIMIT 8) s) p`,
    [activityEntries],
  );
  await client.query('ANALYZE activity');
  return (performance.now() - started) / 1000;
}

/** [name, value, target] rows: seeds a scratch database on the server `serverUrl` names, measures, drops it. */
export async function benchActivity(serverUrl: string): Promise<Figure[]> {
  const db = await createScratchDatabase(serverUrl, 'ft8_bench_activity');
  try {
    const probe = await startApi({ databaseUrl: db.url }); // migrates and seeds the demo data
    await probe.stop();
    const client = await connect(db.url);
    try {
      const seconds = await seedActivity(client);
      const figures: Figure[] = [
        [
          `seeding ${activityEntries.toLocaleString('en-GB')} activity entries (one INSERT, ANALYZE)`,
          `${seconds.toFixed(1)} s`,
          '-',
        ],
      ];
      const api = await startApi({ databaseUrl: db.url });
      try {
        figures.push(...(await measure(api.url, api.pid, client)));
      } finally {
        await api.stop();
      }
      return figures;
    } finally {
      await client.end();
    }
  } finally {
    await db.drop();
  }
}

async function measure(apiUrl: string, apiPid: number, client: PgClient): Promise<Figure[]> {
  const token = await restSignIn(apiUrl, 'admin@ft8.test');
  const headers = { authorization: `Token ${token}`, 'content-type': 'application/json' };
  const call = async <T>(method: string, url: string, body?: unknown) => {
    const started = performance.now();
    const response = await fetch(url.startsWith('http') ? url : `${apiUrl}/${url}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await response.json()) as T;
    const took = performance.now() - started;
    if (response.status !== 200)
      throw new Error(`${method} ${url} answered ${response.status}: ${JSON.stringify(json)}`);
    return { ms: took, body: json };
  };
  const medianOf = async (method: string, url: string, body?: (i: number) => unknown) => {
    for (let i = 0; i < warmUp; i++) await call(method, url, body?.(i));
    const times: number[] = [];
    for (let i = 0; i < iterations; i++) times.push((await call(method, url, body?.(warmUp + i))).ms);
    return median(times);
  };

  const admin = (
    await client.query<{ id: number }>(
      `SELECT person_id AS id FROM person_email WHERE email = 'admin@ft8.test' ORDER BY person_id LIMIT 1`,
    )
  ).rows[0]!.id;
  // The most active person of the seed, a month in the middle of the two years, the most common type.
  const person = (
    await client.query<{ id: number }>(
      `SELECT person_id AS id FROM activity WHERE person_id IS NOT NULL GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
    )
  ).rows[0]!.id;
  const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
  const range = `date_from=${day(380)}&date_to=${day(350)}`;
  const type = 2; // Contact Updated

  const figures: Figure[] = [];
  const label = `activity (${activityEntries.toLocaleString('en-GB')} entries, PostgreSQL)`;
  const cases: Array<[string, string]> = [
    ['first page', 'activity/'],
    [`types=${type}`, `activity/?types=${type}`],
    ['types=-1 (Not Specified)', 'activity/?types=-1'],
    [`person=${person}`, `activity/?person=${person}`],
    [`date range (${range})`, `activity/?${range}`],
    [`type and date range (types=${type}&${range})`, `activity/?types=${type}&${range}`],
  ];
  for (const [name, path] of cases) {
    const { count } = (await call<{ count: number }>('GET', path)).body;
    const value = await medianOf('GET', path);
    figures.push([
      `${label}: GET ${name}, 200 rows (median)`,
      `${ms(value)}, ${count.toLocaleString('en-GB')} found`,
      '< 100 ms',
    ]);
  }
  // A next link 500,000 entries deep: the cursor of the page an offset reaches.
  const deepOffset = activityEntries / 2;
  const { next } = (await call<{ next: string | null }>('GET', `activity/?offset=${deepOffset}`)).body;
  if (!next?.includes('cursor=')) throw new Error(`no cursor in the next link of offset ${deepOffset}: ${next}`);
  figures.push([
    `${label}: GET the next page ${(deepOffset + 200).toLocaleString('en-GB')} entries deep, by its cursor (median)`,
    ms(await medianOf('GET', next)),
    '< 100 ms',
  ]);

  // Recording: a contact update over HTTP (the entry included), and the entry's INSERT alone in SQL.
  const contact = (
    await client.query<{ id: number; full_name: string }>(
      `SELECT id, full_name FROM person WHERE NOT is_deleted AND profile_type = 2 AND id <> $1 ORDER BY id LIMIT 1`,
      [admin],
    )
  ).rows[0]!;
  const before = (await client.query<{ n: number }>('SELECT count(*)::int AS n FROM activity')).rows[0]!.n;
  const patchMs = await medianOf('PATCH', `people/${contact.id}/`, (i) => ({ job_title: `Bench title ${i}` }));
  const after = (await client.query<{ n: number }>('SELECT count(*)::int AS n FROM activity')).rows[0]!.n;
  if (after - before !== warmUp + iterations) throw new Error(`the updates recorded ${after - before} entries`);
  figures.push([`${label}: PATCH people/{id}/ on a contact, one entry recorded (median)`, ms(patchMs), '-']);
  // The statement Kysely makes of record.ts's insert, with its parameters.
  const insert = 'insert into "activity" ("type", "person_id", "args", "document") values ($1, $2, $3, $4)';
  const values = [2, admin, JSON.stringify({ person: contact.id, fields: ['job_title'] }), contact.full_name];
  const roundTrips: number[] = [];
  const executions: number[] = [];
  const plannings: number[] = [];
  for (let i = 0; i < warmUp + iterations; i++) {
    await client.query('BEGIN');
    const started = performance.now();
    await client.query(insert, values);
    const took = performance.now() - started;
    await client.query('ROLLBACK');
    await client.query('BEGIN');
    const plan = (await client.query<{ 'QUERY PLAN': unknown }>(`EXPLAIN (ANALYZE, FORMAT JSON) ${insert}`, values))
      .rows[0]!['QUERY PLAN'] as Array<{ 'Execution Time': number; 'Planning Time': number }>;
    await client.query('ROLLBACK');
    if (i < warmUp) continue;
    roundTrips.push(took);
    executions.push(plan[0]!['Execution Time']);
    plannings.push(plan[0]!['Planning Time']);
  }
  figures.push(
    [`${label}: the recording INSERT, timed at the client (median)`, `${median(roundTrips).toFixed(2)} ms`, '< 2 ms'],
    [
      `${label}: the recording INSERT, EXPLAIN ANALYZE execution / planning (median)`,
      `${median(executions).toFixed(3)} / ${median(plannings).toFixed(3)} ms`,
      '< 2 ms',
    ],
  );

  // The export of every entry: streamed, 1,000 at a time (activity/export.ts).
  const rssBefore = rssMb(apiPid);
  let peak = rssBefore;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(apiPid));
  }, 50);
  const started = performance.now();
  const response = await fetch(`${apiUrl}/activity/exportAll/`, { method: 'POST', headers, body: '{}' });
  if (response.status !== 200 || !response.body) throw new Error(`activity export answered ${response.status}`);
  let lines = 0;
  let bytes = 0;
  for await (const chunk of response.body) {
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 10) lines++;
  }
  const exportMs = performance.now() - started;
  clearInterval(sampler);
  const rssAfter = rssMb(apiPid);
  figures.push(
    [
      `${label}: POST activity/exportAll/ of every entry (CSV, streamed)`,
      `${(exportMs / 1000).toFixed(1)} s (${(lines - 1).toLocaleString('en-GB')} rows, ${(bytes / 1024 / 1024).toFixed(1)} MB)`,
      'streams',
    ],
    [
      `${label}: export, api RSS before / peak during / after, growth`,
      `${rssBefore.toFixed(0)} / ${peak.toFixed(0)} / ${rssAfter.toFixed(0)} MB, +${(peak - rssBefore).toFixed(0)} MB`,
      '< 50 MB growth',
    ],
  );
  return figures;
}
