// The people list's speed over HTTP: the first page in the default order, and a search by a name fragment,
// each including the count. Called by the bench runner against an api holding ~100k contacts.
import { request } from 'undici';

const warmUp = 5;
const iterations = 30;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

async function timeGet(url: string, token: string): Promise<number> {
  const started = performance.now();
  const response = await request(url, { headers: { authorization: `Token ${token}` } });
  const body = (await response.body.json()) as { count?: number; results?: unknown[] };
  const elapsed = performance.now() - started;
  if (response.statusCode !== 200 || typeof body.count !== 'number' || !Array.isArray(body.results)) {
    throw new Error(`GET ${url} answered ${response.statusCode}`);
  }
  return elapsed;
}

async function medianOf(url: string, token: string): Promise<number> {
  for (let i = 0; i < warmUp; i++) await timeGet(url, token);
  const times: number[] = [];
  for (let i = 0; i < iterations; i++) times.push(await timeGet(url, token));
  return median(times);
}

/** `apiUrl` is the REST base, e.g. http://127.0.0.1:8000/api; `token` a staff member's API token. */
export async function benchApiPeople(apiUrl: string, token: string): Promise<{ firstPageMedianMs: number; searchMedianMs: number }> {
  const base = apiUrl.replace(/\/$/, '');
  const firstPageMedianMs = await medianOf(`${base}/people/?limit=200&ordering=-company,full_name`, token);
  const searchMedianMs = await medianOf(`${base}/people/?limit=200&search=smi`, token);
  return { firstPageMedianMs, searchMedianMs };
}

// Run directly: API_URL=http://127.0.0.1:8200/api tsx tests/bench/api-people.ts (signs in as the demo admin).
if (import.meta.url === `file://${process.argv[1]}`) {
  const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:8000/api';
  const signIn = await request(`${apiUrl.replace(/\/$/, '')}/auth/token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@ft8.test', password: 'ft8-demo-pass' }),
  });
  const { token } = (await signIn.body.json()) as { token: string };
  console.log(await benchApiPeople(apiUrl, token));
}
