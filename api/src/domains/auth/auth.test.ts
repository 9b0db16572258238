import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { buildApp } from '../../app.js';
import { createTestApp, testConfig, type TestApp } from '../../test-support/test-app.js';
import { sha256 } from '../../auth/secrets.js';
import { tokenLifetimeDays } from './repository.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/auth/${url}`, payload, headers });

const latestLink = async (email: string) => {
  const mail = await t.app.inject({ url: `/api/sandbox/mail/?to=${email}` });
  const [, person, token] = /\/reset\/(\d+)\/([\w-]+)/.exec(mail.json<{ body: string }[]>()[0]?.body ?? '') ?? [];
  return { person: Number(person), token: token ?? '' };
};

describe('sign-in', () => {
  it('answers a token and the current user for the right email and password, whatever the email case', async () => {
    const response = await post('token/', { email: 'Admin@FT8.test', password: 'ft8-demo-pass' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.token).toMatch(/^[0-9a-f]{40}$/);
    expect(body.user).toMatchObject({
      id: t.fixture.accounts.admin,
      full_name: 'Alex Morgan',
      profile_type: 1,
      invite_status: 2,
      table_column_prefs: {},
      sorting_prefs: {},
    });
    expect(body.user.signature).toContain('Alex Morgan');
    expect(body.user).not.toHaveProperty('password_hash');
  });

  it('refuses a wrong password or an unknown email with the same message', async () => {
    for (const payload of [
      { email: 'admin@ft8.test', password: 'nope' },
      { email: 'nobody@ft8.test', password: 'ft8-demo-pass' },
    ]) {
      const response = await post('token/', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ non_field_errors: ['Unable to log in with provided credentials.'] });
    }
  });

  it('says which fields are blank or missing', async () => {
    expect((await post('token/', { email: '', password: '' })).json()).toEqual({
      email: ['This field may not be blank.'],
      password: ['This field may not be blank.'],
    });
    expect((await post('token/', { email: 'admin@ft8.test' })).json()).toEqual({
      password: ['This field is required.'],
    });
  });

  it('does not sign in a contact who has no password', async () => {
    expect((await post('token/', { email: 'ann@acme.test', password: '' })).statusCode).toBe(400);
    expect((await post('token/', { email: 'ann@acme.test', password: 'x' })).json()).toEqual({
      non_field_errors: ['Unable to log in with provided credentials.'],
    });
  });
});

describe('logout and me', () => {
  it('me answers the current user; after logout the token stops working', async () => {
    const headers = await t.signIn('user@ft8.test');
    const me = await t.app.inject({ url: '/api/auth/me/', headers });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      id: t.fixture.accounts.user,
      full_name: 'Sam Taylor',
      emails: [{ email: 'user@ft8.test', label: 'Work' }],
    });
    expect((await post('logout/', {}, headers)).statusCode).toBe(204);
    const after = await t.app.inject({ url: '/api/auth/me/', headers });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ detail: 'Invalid token.' });
  });

  it(`a token lasts ${tokenLifetimeDays} days, as the session cookie that holds it`, async () => {
    const headers = await t.signIn('user@ft8.test');
    const key = headers.authorization.replace(/^Token /, '');
    const age = async (days: number) => {
      await t.database.db
        .updateTable('auth_token')
        .set({ created_at: sql<Date>`now() - make_interval(days => ${days})` })
        .where('key_hash', '=', sha256(key))
        .execute();
      return (await t.app.inject({ url: '/api/auth/me/', headers })).statusCode;
    };
    expect(await age(tokenLifetimeDays - 1)).toBe(200);
    expect(await age(tokenLifetimeDays + 1)).toBe(401);
  });

  it('another session of the same person survives a logout', async () => {
    const first = await t.signIn('user@ft8.test');
    const second = await t.signIn('user@ft8.test');
    await post('logout/', {}, first);
    expect((await t.app.inject({ url: '/api/auth/me/', headers: second })).statusCode).toBe(200);
  });

  it('answers 401 without a token and for a malformed header', async () => {
    for (const headers of [{}, { authorization: 'Bearer abc' }]) {
      const response = await t.app.inject({ url: '/api/auth/me/', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
      expect(response.headers['www-authenticate']).toBe('Token');
    }
  });
});

describe('password reset', () => {
  it('always answers 200 and mails a reset link only to an account', async () => {
    const detail = { detail: 'If the email belongs to an account, a reset link has been sent.' };
    for (const email of ['guest@ft8.test', 'nobody@ft8.test', 'ann@acme.test']) {
      const response = await post('request-reset-password/', { email });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(detail);
    }
    const guestMail = (await t.app.inject({ url: '/api/sandbox/mail/?to=guest@ft8.test' })).json();
    expect(guestMail).toHaveLength(1);
    expect(guestMail[0]).toMatchObject({ to: 'guest@ft8.test', subject: 'Reset your Password' });
    expect(guestMail[0].body).toMatch(new RegExp(`http://web.test/reset/${t.fixture.accounts.guest}/[\\w-]+`));
    expect((await t.app.inject({ url: '/api/sandbox/mail/?to=nobody@ft8.test' })).json()).toEqual([]);
    expect((await t.app.inject({ url: '/api/sandbox/mail/?to=ann@acme.test' })).json()).toEqual([]);
  });

  it('rejects a blank or malformed email', async () => {
    expect((await post('request-reset-password/', { email: '' })).json()).toEqual({
      email: ['This field may not be blank.'],
    });
    expect((await post('request-reset-password/', { email: 'not-an-email' })).json()).toEqual({
      email: ['Enter a valid email address.'],
    });
  });

  it('sets the password with a good link, once; the link is then dead', async () => {
    await post('request-reset-password/', { email: 'client@ft8.test' });
    const link = await latestLink('client@ft8.test');
    expect(link.person).toBe(t.fixture.accounts.client);
    const empty = await post('reset-password/', { ...link, password: '' });
    expect(empty.json()).toEqual({ password: ["Password can't be empty"] });
    const good = await post('reset-password/', { ...link, password: 'a-new-pass' });
    expect(good.statusCode).toBe(200);
    expect(good.json()).toEqual({ detail: 'Password set.' });
    expect((await post('token/', { email: 'client@ft8.test', password: 'a-new-pass' })).statusCode).toBe(200);
    const again = await post('reset-password/', { ...link, password: 'another' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ token: ['The link might be dead or inactive.'] });
    // put the demo password back for the other tests
    await post('request-reset-password/', { email: 'client@ft8.test' });
    expect(
      (await post('reset-password/', { ...(await latestLink('client@ft8.test')), password: 'ft8-demo-pass' }))
        .statusCode,
    ).toBe(200);
  });

  it("a reset signs out every session of the person, and no one else's", async () => {
    const signIn = async (email: string) =>
      (await post('token/', { email, password: 'ft8-demo-pass' })).json<{ token: string }>().token;
    const me = async (token: string) =>
      (await t.app.inject({ url: '/api/auth/me/', headers: { authorization: `Token ${token}` } })).statusCode;
    const [first, second, other] = [
      await signIn('guest@ft8.test'),
      await signIn('guest@ft8.test'),
      await signIn('client@ft8.test'),
    ];
    await post('request-reset-password/', { email: 'guest@ft8.test' });
    expect(
      (await post('reset-password/', { ...(await latestLink('guest@ft8.test')), password: 'ft8-demo-pass' }))
        .statusCode,
    ).toBe(200);
    expect([await me(first), await me(second), await me(other)]).toEqual([401, 401, 200]);
    expect(await me(await signIn('guest@ft8.test'))).toBe(200);
  });

  it('rejects a wrong token, a token of another person and an expired token', async () => {
    const { admin, guest } = t.fixture.accounts;
    const dead = { token: ['The link might be dead or inactive.'] };
    expect((await post('reset-password/', { person: admin, token: 'wrong', password: 'x' })).json()).toEqual(dead);
    const guestToken = await t.app.repos.auth.createPasswordToken(guest, 'reset');
    expect((await post('reset-password/', { person: admin, token: guestToken, password: 'x' })).json()).toEqual(dead);
    const expired = await t.app.repos.auth.createPasswordToken(guest, 'reset', new Date(Date.now() - 25 * 3600 * 1000));
    expect((await post('reset-password/', { person: guest, token: expired, password: 'x' })).json()).toEqual(dead);
    const stillValid = await t.app.repos.auth.createPasswordToken(
      guest,
      'reset',
      new Date(Date.now() - 23 * 3600 * 1000),
    );
    expect(
      (await post('reset-password/', { person: guest, token: stillValid, password: 'ft8-demo-pass' })).statusCode,
    ).toBe(200);
  });

  it('an invite link lasts 7 days and accepts the invitation', async () => {
    const { bob, carol } = t.fixture.people;
    await t.database.db.updateTable('person').set({ invite_status: 1 }).where('id', 'in', [bob, carol]).execute();
    const old = await t.app.repos.auth.createPasswordToken(
      carol,
      'invite',
      new Date(Date.now() - 8 * 24 * 3600 * 1000),
    );
    expect((await post('reset-password/', { person: carol, token: old, password: 'x' })).statusCode).toBe(400);
    const token = await t.app.repos.auth.createPasswordToken(
      bob,
      'invite',
      new Date(Date.now() - 6 * 24 * 3600 * 1000),
    );
    expect((await post('reset-password/', { person: bob, token, password: 'bobs-pass' })).json()).toEqual({
      detail: 'Password set.',
    });
    const signedIn = await post('token/', { email: 'bob@zeta.test', password: 'bobs-pass' });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user.invite_status).toBe(2);
  });

  it('stores only hashes of tokens and link tokens', async () => {
    const { token } = (await post('token/', { email: 'admin@ft8.test', password: 'ft8-demo-pass' })).json();
    const rows = await sql<{ n: number }>`SELECT count(*)::int AS n FROM auth_token WHERE key_hash = ${token}`.execute(
      t.database.db,
    );
    expect(rows.rows[0]?.n).toBe(0);
  });
});

describe('login_with_ms in the mail sandbox', () => {
  it('marks Outlook connected and redirects to /outlook-connect with the state', async () => {
    const headers = await t.signIn('user@ft8.test');
    const status = () =>
      t.app.inject({ url: `/api/people/${t.fixture.accounts.user}/outlook_status/`, headers }).then((r) => r.json());
    expect(await status()).toEqual({
      has_outlook_credentials: false,
      has_outlook_subscription: false,
      credentials_are_active: false,
      subscriptions_are_active: false,
    });
    const response = await t.app.inject({ url: '/api/auth/login_with_ms/?state=/contacts/12', headers });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/outlook-connect?state=/contacts/12');
    expect(await status()).toEqual({
      has_outlook_credentials: true,
      has_outlook_subscription: true,
      credentials_are_active: true,
      subscriptions_are_active: true,
    });
    const me = await t.app.inject({ url: '/api/auth/me/', headers });
    expect(me.json().is_ms_authorized).toBe(true);
  });

  it("sends to Microsoft's sign-in with Microsoft configured, and the outbox API is not served then", async () => {
    const microsoft = {
      clientId: 'a',
      clientSecret: 'b',
      tenantId: 'c',
      tokenKey: Buffer.alloc(32, 1),
      authorityHost: 'https://login.microsoftonline.com',
      graphUrl: 'https://graph.microsoft.com/v1.0',
      redirectUri: 'http://web.test/api/outlook/callback/',
      notificationUrl: 'http://web.test/api/outlook/notifications/',
    };
    const app = await buildApp({
      config: testConfig({ microsoft }),
      db: t.database.db,
      logger: false,
    });
    const headers = { authorization: `Token ${await app.repos.auth.createToken(t.fixture.accounts.user)}` };
    const response = await app.inject({ url: '/api/auth/login_with_ms/?state=/', headers });
    expect(response.statusCode).toBe(302);
    const location = new URL(response.headers.location as string);
    expect(`${location.origin}${location.pathname}`).toBe('https://login.microsoftonline.com/c/oauth2/v2.0/authorize');
    expect(location.searchParams.get('redirect_uri')).toBe(microsoft.redirectUri);
    expect((await app.inject({ url: '/api/sandbox/mail/' })).statusCode).toBe(404);
    await app.close();
  });

  it('never redirects off the site', async () => {
    const headers = await t.signIn('user@ft8.test');
    const response = await t.app.inject({ url: '/api/auth/login_with_ms/?state=//evil.test/x', headers });
    expect(response.headers.location).toBe('/outlook-connect?state=/');
  });
});
