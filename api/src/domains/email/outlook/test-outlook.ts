import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { MicrosoftConfig } from '../../../config.js';
import { startGraphDouble, type GraphDouble } from '../../../test-support/graph-double.js';
import { createTestApp, type TestApp } from '../../../test-support/test-app.js';

// What the Outlook test files share (outlook.test.ts, outlook-mail.test.ts): the api wired to the local Graph double,
// and the steps of Microsoft's sign-in.

export const tenantId = 'tenant-1';
export const clientId = 'client-1';
export const mailboxOf = 'user@ft8.test';

export type OutlookStack = {
  graph: GraphDouble;
  t: TestApp;
  microsoft: MicrosoftConfig;
  /** The headers of `mailboxOf`'s session. */
  user: { authorization: string };
  close: () => Promise<void>;
};

/** The Graph double and the api listening beside it (Graph posts its notifications to it); call in beforeAll. */
export async function startOutlookStack(): Promise<OutlookStack> {
  const graph = await startGraphDouble({ tenantId, clientId, clientSecret: 'secret' });
  const microsoft: MicrosoftConfig = {
    clientId,
    clientSecret: 'secret',
    tenantId,
    tokenKey: Buffer.alloc(32, 9),
    authorityHost: graph.url,
    graphUrl: graph.graphUrl,
    redirectUri: 'http://web.test/api/outlook/callback/',
    notificationUrl: 'set below',
    ca: graph.ca,
    appMailbox: 'crm@ft8.test',
  };
  const dataDir = await mkdtemp(join(tmpdir(), 'ft8-graph-'));
  const t = await createTestApp({ microsoft, dataDir });
  const apiUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  // Graph posts here (through the bff in production): the api is listening now.
  microsoft.notificationUrl = `${apiUrl}/api/outlook/notifications/`;
  const user = await t.signIn(mailboxOf);
  return {
    graph,
    t,
    microsoft,
    user,
    async close() {
      await t.close();
      await graph.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The calls and sign-in steps the tests make; the stack is read at each call, as a test file starts it in beforeAll. */
export function outlookCalls(stack: () => OutlookStack) {
  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, headers: object = stack().user, payload?: object) =>
    stack().t.app.inject({
      method,
      url: `/api${url}`,
      headers: headers as Record<string, string>,
      payload: payload ?? undefined,
    });
  const status = async () =>
    (await call('GET', `/people/${stack().t.fixture.accounts.user}/outlook_status/`)).json<object>();
  // 15 s: a loaded 2-core CI machine; a check that passes returns at once.
  const waitFor = async (check: () => Promise<boolean>, ms = 15_000) => {
    const end = Date.now() + ms;
    while (!(await check())) {
      if (Date.now() > end) throw new Error('timed out');
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  };

  async function connect() {
    return connectAs(mailboxOf, stack().user);
  }

  /** Starts the sign-in in the session `headers` holds; returns Microsoft's sign-in page and the state it carries. */
  async function startSignIn(headers: { authorization: string }, returnTo = '/contacts/12') {
    const login = await call('GET', `/auth/login_with_ms/?state=${returnTo}`, headers);
    expect(login.statusCode).toBe(302);
    const page = new URL(login.headers.location as string);
    return { page, state: page.searchParams.get('state')! };
  }

  /** Microsoft's return to the redirect URI (relayed by the bff with the browser's session token, if it has one). */
  const callback = (query: string, headers: object = {}) =>
    stack().t.app.inject({ url: `/api/outlook/callback/?${query}`, headers: headers as Record<string, string> });

  async function connectAs(mailbox: string, headers: { authorization: string }) {
    const { page, state } = await startSignIn(headers);
    const back = await callback(
      `code=${stack().graph.issueCode(mailbox, page)}&state=${encodeURIComponent(state)}`,
      headers,
    );
    return { login: page, back, state };
  }

  const hasCredentials = async (personId: number) =>
    Boolean(
      await stack()
        .t.database.db.selectFrom('outlook_credential')
        .select('person_id')
        .where('person_id', '=', personId)
        .executeTakeFirst(),
    );
  const redeemed = () => stack().graph.requests.filter((entry) => entry.path.endsWith('/oauth2/v2.0/token')).length;

  return { call, status, waitFor, connect, startSignIn, callback, connectAs, hasCredentials, redeemed };
}
