import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MicrosoftConfig } from '../../../config.js';
import type { GraphDouble } from '../../../test-support/graph-double.js';
import type { TestApp } from '../../../test-support/test-app.js';
import { seal, unseal } from './seal.js';
import { clientId, mailboxOf, outlookCalls, startOutlookStack, tenantId, type OutlookStack } from './test-outlook.js';

// Connecting Outlook, against the local Microsoft Graph double (Graph's documented shapes): sign-in with msal-node,
// tokens sealed at rest, the subscription and first sync, and the signed state that only the session which started a
// sign-in can complete, once. Sending, sync and expiry are in outlook-mail.test.ts.

let stack: OutlookStack;
let graph: GraphDouble;
let t: TestApp;
let microsoft: MicrosoftConfig;
let user: { authorization: string };
beforeAll(async () => {
  stack = await startOutlookStack();
  ({ graph, t, microsoft, user } = stack);
});
afterAll(() => stack.close());

const { call, status, waitFor, connect, startSignIn, callback, hasCredentials, redeemed } = outlookCalls(() => stack);

describe('seal', () => {
  it('opens only what it sealed with the same key', () => {
    const key = Buffer.alloc(32, 1);
    const sealed = seal(key, 'refresh-token');
    expect(sealed).not.toContain('refresh-token');
    expect(unseal(key, sealed)).toBe('refresh-token');
    expect(() => unseal(Buffer.alloc(32, 2), sealed)).toThrow();
  });
});

describe('Microsoft Graph', () => {
  it('signs in with the authorization-code flow, seals the refresh token, subscribes and syncs', async () => {
    expect(await status()).toMatchObject({ has_outlook_credentials: false });
    await graph.deliver(mailboxOf, { from: 'ann@acme.test', subject: 'Before connecting', content: '<p>hello</p>' });
    const { login, back, state } = await connect();
    expect(login.origin + login.pathname).toBe(`${graph.url}/${tenantId}/oauth2/v2.0/authorize`);
    // PKCE: only the S256 challenge travels; the verifier stays on the server.
    expect(login.searchParams.get('code_challenge_method')).toBe('S256');
    expect(login.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(login.searchParams.has('code_verifier')).toBe(false);
    // Microsoft comes back with a GET, which carries the bff's SameSite=Lax session cookie (a form_post would not).
    expect(login.searchParams.get('response_mode') ?? 'query').toBe('query');
    expect(login.searchParams.get('client_id')).toBe(clientId);
    expect(login.searchParams.get('redirect_uri')).toBe(microsoft.redirectUri);
    expect(login.searchParams.get('scope')).toContain('Mail.Send');
    expect(back.statusCode, back.body).toBe(302);
    expect(back.headers.location).toBe('/outlook-connect?state=/contacts/12');
    expect(await status()).toEqual({
      has_outlook_credentials: true,
      has_outlook_subscription: true,
      credentials_are_active: true,
      subscriptions_are_active: true,
    });
    // The state is spent: the same return again redeems nothing.
    const tokenRequests = redeemed();
    const replay = await callback(`code=${graph.issueCode(mailboxOf, login)}&state=${encodeURIComponent(state)}`, user);
    expect(replay.headers.location).toBe('/outlook-connect?state=/&error=state');
    expect(redeemed()).toBe(tokenRequests);
    const row = await t.database.db
      .selectFrom('outlook_credential')
      .selectAll()
      .where('person_id', '=', t.fixture.accounts.user)
      .executeTakeFirstOrThrow();
    expect(row.token_cache).not.toMatch(/rt-|at-/);
    expect(unseal(microsoft.tokenKey, row.token_cache!)).toMatch(/"secret":"rt-/);
    expect(graph.subscriptions()).toHaveLength(1);
    expect(graph.subscriptions()[0]).toMatchObject({ notificationUrl: microsoft.notificationUrl });
    // The first sync runs in the background after the sign-in.
    await waitFor(async () => {
      const page = (await call('GET', `/emails/?person=${t.fixture.people.ann}`)).json<{ results: object[] }>();
      return page.results.some((message) => (message as { subject: string }).subject === 'Before connecting');
    });
  });

  it('refuses a forged state and a denied consent without connecting anyone', async () => {
    const admin = await t.signIn('admin@ft8.test');
    const forged = await callback(`code=${graph.issueCode('x@y.test', graph.url)}&state=abc.def`, admin);
    expect(forged.headers.location).toBe('/outlook-connect?state=/&error=state');
    const { state } = await startSignIn(admin, '/projects');
    const denied = await callback(`error=access_denied&state=${encodeURIComponent(state)}`, admin);
    expect(denied.headers.location).toBe('/outlook-connect?state=/projects&error=denied');
    expect(await hasCredentials(t.fixture.accounts.admin)).toBe(false);
  });

  it('connects nobody when a sign-in started by one person is completed by another', async () => {
    // Admin starts and passes Microsoft's page on; the colleague signs in there and lands back in their own session.
    const admin = await t.signIn('admin@ft8.test');
    const { page, state } = await startSignIn(admin);
    const before = redeemed();
    const back = await callback(`code=${graph.issueCode(mailboxOf, page)}&state=${encodeURIComponent(state)}`, user);
    expect(back.headers.location).toBe('/outlook-connect?state=/&error=state');
    expect(redeemed()).toBe(before);
    expect(await hasCredentials(t.fixture.accounts.admin)).toBe(false);
    // Spent: the one who started it cannot finish it either now; they start again.
    const again = await callback(
      `code=${graph.issueCode('admin@ft8.test', page)}&state=${encodeURIComponent(state)}`,
      admin,
    );
    expect(again.headers.location).toBe('/outlook-connect?state=/&error=state');
    expect(await hasCredentials(t.fixture.accounts.admin)).toBe(false);
  });

  it('connects nobody when the sign-in is completed with no session, or in another session of the same person', async () => {
    const admin = await t.signIn('admin@ft8.test');
    const anonymous = await startSignIn(admin);
    const bare = await callback(
      `code=${graph.issueCode('admin@ft8.test', anonymous.page)}&state=${encodeURIComponent(anonymous.state)}`,
    );
    expect(bare.headers.location).toBe('/outlook-connect?state=/&error=state');
    // Another browser of the same person holds another session token.
    const otherBrowser = await t.signIn('admin@ft8.test');
    const elsewhere = await startSignIn(admin);
    const back = await callback(
      `code=${graph.issueCode('admin@ft8.test', elsewhere.page)}&state=${encodeURIComponent(elsewhere.state)}`,
      otherBrowser,
    );
    expect(back.headers.location).toBe('/outlook-connect?state=/&error=state');
    // A session that has signed out no longer finishes what it started.
    const signedOut = await startSignIn(otherBrowser);
    expect((await call('POST', '/auth/logout/', otherBrowser)).statusCode).toBeLessThan(300);
    const late = await callback(
      `code=${graph.issueCode('admin@ft8.test', signedOut.page)}&state=${encodeURIComponent(signedOut.state)}`,
      otherBrowser,
    );
    expect(late.headers.location).toBe('/outlook-connect?state=/&error=state');
    expect(await hasCredentials(t.fixture.accounts.admin)).toBe(false);
  });

  it('refuses a state used once already, and a code redeemed with another PKCE verifier', async () => {
    const admin = await t.signIn('admin@ft8.test');
    const { page, state } = await startSignIn(admin);
    // Microsoft's error return spends the state too.
    await callback(`error=access_denied&state=${encodeURIComponent(state)}`, admin);
    const replay = await callback(
      `code=${graph.issueCode('admin@ft8.test', page)}&state=${encodeURIComponent(state)}`,
      admin,
    );
    expect(replay.headers.location).toBe('/outlook-connect?state=/&error=state');
    // The double holds the code to the sign-in page's challenge: another verifier gets no tokens.
    const msal = t.app.mail.outlook!.msal;
    const fresh = await startSignIn(admin);
    await expect(
      msal.redeem(t.fixture.accounts.admin, graph.issueCode('admin@ft8.test', fresh.page), 'x'.repeat(43)),
    ).rejects.toThrow(/code_challenge|invalid_grant/);
    expect(await hasCredentials(t.fixture.accounts.admin)).toBe(false);
  });
});
