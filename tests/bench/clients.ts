// Small HTTP clients for the benchmarks: REST sign-in, GraphQL through the bff with the session cookie.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Pool } from 'undici';
import { root } from '../../scripts/stack.mjs';
import { ContactDetailPage_PersonDocument, ContactsListPage_PeopleDocument } from '../../web/src/generated/graphql.js';

type GraphQL = { print: (document: unknown) => string; visit: (document: unknown, visitor: unknown) => unknown };
const { print, visit } = createRequire(join(root, 'bff/package.json'))('graphql') as GraphQL;

/** The web's own contacts-page document (web/src/generated), as the browser sends it. */
export const contactsPageQuery = print(ContactsListPage_PeopleDocument);
/** The web's contact page document: the whole page in one request. */
export const contactDetailQuery = print(ContactDetailPage_PersonDocument);

/** The same page without the category names (which REST serves only through utils/types/): the rows alone. */
export const contactsRowsQuery = print(
  visit(ContactsListPage_PeopleDocument, {
    Field: (node: { name: { value: string } }) => (node.name.value === 'categories' ? null : undefined),
  }),
);

export async function restSignIn(apiUrl: string, email: string): Promise<string> {
  const res = await fetch(`${apiUrl}/auth/token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'ft8-demo-pass' }),
  });
  if (!res.ok) throw new Error(`REST sign-in failed: ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}

export async function signInCookie(bffUrl: string, email: string): Promise<string> {
  const res = await fetch(`${bffUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation($input: SignInInput!) { signIn(input: $input) { user { id } userErrors { message } } }',
      variables: { input: { email, password: 'ft8-demo-pass' } },
    }),
  });
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  if (!cookie) throw new Error(`bff sign-in set no cookie: ${await res.text()}`);
  return cookie;
}

export async function graphql(
  bffUrl: string,
  cookie: string,
  query: string,
  variables: Record<string, unknown>,
): Promise<{ data?: unknown; errors?: unknown[]; extensions?: Record<string, unknown> }> {
  const res = await fetch(`${bffUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: unknown; errors?: unknown[]; extensions?: Record<string, unknown> };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body;
}

export async function timeMs(fn: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await fn();
  return performance.now() - started;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Latencies of the 200 answers; `failed` counts other statuses (a 504 when the api is slower than the deadline). */
export type LoadResult = { latencies: number[]; seconds: number; failed: number };

export type LoadRequest = { method: 'GET' | 'POST'; path: string; headers: Record<string, string>; body?: string };

/**
 * A closed loop of `concurrency` clients, each sending the next request when its answer has been read in full, for
 * `durationMs`. One keep-alive connection per client. Bodies are read but not parsed: the same cost on both sides.
 */
export async function closedLoop(
  origin: string,
  request: LoadRequest,
  concurrency: number,
  durationMs: number,
): Promise<LoadResult> {
  const pool = new Pool(origin, { connections: concurrency, pipelining: 1 });
  const latencies: number[] = [];
  let failed = 0;
  const stopAt = performance.now() + durationMs;
  const worker = async () => {
    while (performance.now() < stopAt) {
      const started = performance.now();
      const response = await pool.request(request);
      await response.body.arrayBuffer();
      if (response.statusCode === 200) latencies.push(performance.now() - started);
      else failed++;
    }
  };
  const started = performance.now();
  try {
    await Promise.all(Array.from({ length: concurrency }, worker));
  } finally {
    await pool.close();
  }
  return { latencies, seconds: (performance.now() - started) / 1000, failed };
}

/** Requests per second and tail latency over one or more runs of the same load. */
export function summarise(runs: LoadResult[]): { perSecond: number; p50Ms: number; p99Ms: number; failed: number } {
  const latencies = runs.flatMap((run) => run.latencies);
  const seconds = runs.reduce((sum, run) => sum + run.seconds, 0);
  const failed = runs.reduce((sum, run) => sum + run.failed, 0);
  return {
    perSecond: latencies.length / seconds,
    p50Ms: percentile(latencies, 0.5),
    p99Ms: percentile(latencies, 0.99),
    failed,
  };
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? Number.NaN;
}

/** The CPU seconds (user + system) a local server process has used: on a shared machine, steadier than throughput. */
export function cpuSecondsOf(pid: number): () => number {
  const ticksPerSecond = 100; // Linux USER_HZ
  return () => {
    // Fields after the command name: state is field 3, utime 14, stime 15 (1-based, in the whole line).
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
  };
}
