// Small HTTP clients for the benchmarks: REST sign-in, GraphQL through the bff with the session cookie.
import { performance } from 'node:perf_hooks';

export const contactsPageQuery = /* GraphQL */ `
  query BenchContactsPage($first: Int) {
    people(first: $first) {
      totalCount
      pageInfo { hasNextPage endCursor }
      nodes {
        id fullName company jobTitle primaryEmail primaryPhone city country
        categories { id name } tags rating profileType inviteStatus isCapitalProvider
      }
    }
  }
`;

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
  const cookie = res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
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
