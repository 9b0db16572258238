import type { FastifyInstance } from 'fastify';
import { createClient, type Client, type ExecutionResult } from 'graphql-ws';
import { inject } from 'vitest';
import WebSocket from 'ws';
import { buildApp, type BuildAppOptions } from '../app.js';
import { loadConfig } from '../config.js';

export const DEMO_PASSWORD = 'ft8-demo-pass';
export const ADMIN_EMAIL = 'admin@ft8.test';
export const USER_EMAIL = 'user@ft8.test';
export const CLIENT_EMAIL = 'client@ft8.test';

export type TestBff = { url: string; wsUrl: string; app: FastifyInstance; close(): Promise<void> };

/** A bff built with buildApp against the test run's api, listening on a free port. */
export async function startBff(env: Record<string, string> = {}, options: BuildAppOptions = {}): Promise<TestBff> {
  const config = loadConfig({ API_URL: inject('apiUrl'), NODE_ENV: 'test', OUTLOOK_POLL_MS: '200', ...env });
  const app = await buildApp(config, { logger: false, ...options });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    wsUrl: `ws://127.0.0.1:${port}/graphql`,
    app,
    close: () => app.close(),
  };
}

export type GqlBody = {
  data?: Record<string, unknown> | null;
  errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
  extensions?: { restCalls?: Array<{ method: string; path: string }> };
};

export type GqlAnswer = { status: number; body: GqlBody; cookies: string[] };

export type GqlOptions = {
  variables?: Record<string, unknown>;
  token?: string;
  cookie?: string;
  headers?: Record<string, string>;
};

export async function gql(bff: Pick<TestBff, 'url'>, query: string, options: GqlOptions = {}): Promise<GqlAnswer> {
  const headers: Record<string, string> = { 'content-type': 'application/json', ...options.headers };
  if (options.token) headers.authorization = `Token ${options.token}`;
  if (options.cookie) headers.cookie = options.cookie;
  const response = await fetch(`${bff.url}/graphql`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ query, variables: options.variables }),
  });
  return {
    status: response.status,
    body: (await response.json()) as GqlBody,
    cookies: response.headers.getSetCookie(),
  };
}

/** A REST token straight from the api, as an internal tool would hold. */
export async function restToken(email: string): Promise<string> {
  const response = await fetch(`${inject('apiUrl')}auth/token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in of ${email} failed with ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

/** A REST call straight to the api as `token` (none: anonymous); the JSON answer, null for 204. Throws on an error. */
export async function restCall<T>(method: string, path: string, token?: string, body?: unknown): Promise<T> {
  const response = await fetch(`${inject('apiUrl')}${path}`, {
    method,
    headers: {
      ...(token && { authorization: `Token ${token}` }),
      ...(body !== undefined && { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (response.status === 204 ? null : await response.json()) as T;
}

/**
 * A new account of the given profile type (1 Admin, 2 User, 3 Client, 4 Guest), made as the product makes one: the
 * admin creates the contact and invites it, and the invite link from the api's mail sandbox sets its password. For
 * tests that need an account no other file changes at the same time (its Outlook connection, say). Answers its id,
 * email and REST token.
 */
export async function newAccount(profileType: 1 | 2 | 3 | 4): Promise<{ id: number; email: string; token: string }> {
  const api = inject('apiUrl');
  const admin = await restToken(ADMIN_EMAIL);
  const post = <T>(path: string, body: unknown, token?: string) => restCall<T>('POST', path, token, body);
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const email = `account.${stamp}@bff.test`;
  const { id } = await post<{ id: number }>(
    'people/',
    {
      first_name: 'Account',
      last_name: stamp,
      company: 'Bff Accounts',
      profile_type: profileType,
      emails: [{ email, label: 'Work' }],
    },
    admin,
  );
  await post(`people/${id}/invite/`, {}, admin);
  const mails = (await (await fetch(`${api}sandbox/mail/?to=${encodeURIComponent(email)}`)).json()) as {
    body: string;
  }[];
  const [, person, token] = /\/invite\/(\d+)\/([A-Za-z0-9_-]+)/.exec(mails[0]?.body ?? '') ?? [];
  await post('auth/reset-password/', { person: Number(person), token, password: DEMO_PASSWORD });
  return { id, email, token: await restToken(email) };
}

export type WsOptions = { token?: string; cookie?: string; origin?: string };

export function wsClient(bff: Pick<TestBff, 'wsUrl'>, options: WsOptions = {}): Client {
  const headers: Record<string, string> = {};
  if (options.cookie) headers.cookie = options.cookie;
  if (options.origin) headers.origin = options.origin;
  class HeaderWebSocket extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, { headers });
    }
  }
  return createClient({
    url: bff.wsUrl,
    webSocketImpl: HeaderWebSocket,
    connectionParams: options.token ? { authorization: `Token ${options.token}` } : undefined,
    retryAttempts: 0,
    lazy: true,
  });
}

/** The first result of an operation over the socket (a query's only one, a subscription's initial push). */
export function firstResult(
  client: Client,
  query: string,
  variables?: Record<string, unknown>,
): Promise<ExecutionResult> {
  return new Promise((resolve, reject) => {
    const dispose = client.subscribe(
      { query, variables },
      {
        next: (result) => {
          dispose();
          resolve(result as ExecutionResult);
        },
        error: (error: unknown) => reject(error instanceof Error ? error : new Error(JSON.stringify(error))),
        complete: () => undefined,
      },
    );
  });
}

/** All REST calls an answer reports, grouped by resource path (query strings dropped). */
export function callsByResource(body: GqlBody): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const call of body.extensions?.restCalls ?? []) {
    const resource = `${call.method} ${call.path.split('?')[0]}`;
    counts[resource] = (counts[resource] ?? 0) + 1;
  }
  return counts;
}
