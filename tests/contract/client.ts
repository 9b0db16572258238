// A tiny REST client for the contract tests: any server at API_URL that holds the demo seed.
import { request } from 'undici';
import type { CurrentUserJson } from './answers.js';

export const apiUrl = (process.env.API_URL ?? 'http://127.0.0.1:8000/api').replace(/\/$/, '');
export const demoPassword = 'ft8-demo-pass';
export const demo = {
  admin: 'admin@ft8.test',
  user: 'user@ft8.test',
  client: 'client@ft8.test',
  guest: 'guest@ft8.test',
} as const;
export type DemoRole = keyof typeof demo;

/** `body` is the parsed JSON, typed as the caller expects: checking that it really has that shape is the tests' job. */
export type ApiResponse<T> = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: T;
  text: string;
};

/** Calls `path` (relative to API_URL, e.g. `people/?limit=2`) or an absolute URL (paging links). */
export async function api<T = unknown>(
  method: string,
  path: string,
  options: { token?: string; body?: unknown } = {},
): Promise<ApiResponse<T>> {
  const url = /^https?:/.test(path) ? path : `${apiUrl}/${path.replace(/^\//, '')}`;
  const response = await request(url, {
    method: method as 'GET',
    headers: {
      ...(options.token && { authorization: `Token ${options.token}` }),
      ...(options.body !== undefined && { 'content-type': 'application/json' }),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.body.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = text;
  }
  return { status: response.statusCode, headers: response.headers, body: body as T, text };
}

export const get = <T = unknown>(path: string, token?: string) => api<T>('GET', path, { token });

/** Signs in a demo account; every call makes a new token, so logging one out never disturbs another test. */
export async function signIn(role: DemoRole): Promise<{ token: string; user: CurrentUserJson }> {
  const response = await api<{ token: string; user: CurrentUserJson }>('POST', 'auth/token/', {
    body: { email: demo[role], password: demoPassword },
  });
  if (response.status !== 200) throw new Error(`sign-in as ${role} failed: ${response.status} ${response.text}`);
  return response.body;
}
