import { describe, expect, it } from 'vitest';
import { api, demo, demoPassword, get, signIn } from './client.js';
import { SignInAnswer } from '@ft8/contract/auth';
import { CurrentUser, OutlookStatus } from '@ft8/contract/contact';
import { expectAnswer, expectPerson, messages, type CurrentUserJson } from './answers.js';

/** An api sending real mail through Microsoft (no sandbox): CONTRACT_REAL_MAIL=1. */
const realMail = process.env.CONTRACT_REAL_MAIL === '1';

describe('POST auth/token/', () => {
  it('answers a token and the CurrentUser for each demo account', async () => {
    for (const [role, profileType] of [
      ['admin', 1],
      ['user', 2],
      ['client', 3],
      ['guest', 4],
    ] as const) {
      const response = await api<{ token: string; user: CurrentUserJson }>('POST', 'auth/token/', {
        body: { email: demo[role], password: demoPassword },
      });
      expect(response.status).toBe(200);
      expectAnswer(SignInAnswer, response.body, 'sign-in answer');
      expectPerson(response.body.user, CurrentUser);
      expect(response.body.user.profile_type).toBe(profileType);
      expect(response.body.user.invite_status).toBe(2);
      expect(response.body.user.emails[0]?.email).toBe(demo[role]);
    }
  });

  it('refuses wrong credentials with non_field_errors', async () => {
    const response = await api('POST', 'auth/token/', { body: { email: demo.admin, password: 'wrong' } });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ non_field_errors: ['Unable to log in with provided credentials.'] });
  });

  it('says which fields are blank', async () => {
    const response = await api('POST', 'auth/token/', { body: { email: '', password: '' } });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      email: ['This field may not be blank.'],
      password: ['This field may not be blank.'],
    });
  });
});

describe('auth/me/ and auth/logout/', () => {
  it('me answers the CurrentUser of the token', async () => {
    const { token, user } = await signIn('client');
    const me = await get<CurrentUserJson>('auth/me/', token);
    expect(me.status).toBe(200);
    expectPerson(me.body, CurrentUser);
    expect(me.body.id).toBe(user.id);
  });

  it('logout answers 204 and the token stops working', async () => {
    const { token } = await signIn('guest');
    expect((await api('POST', 'auth/logout/', { token })).status).toBe(204);
    const after = await get('auth/me/', token);
    expect(after.status).toBe(401);
    expect(after.body).toEqual(messages.invalidToken);
  });

  it('answers 401 without a token', async () => {
    const response = await get('auth/me/');
    expect(response.status).toBe(401);
    expect(response.body).toEqual(messages.notProvided);
  });
});

describe('password reset', () => {
  it('request-reset-password always answers 200 with the same message', async () => {
    for (const email of [demo.guest, 'nobody-at-all@ft8.test']) {
      const response = await api('POST', 'auth/request-reset-password/', { body: { email } });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ detail: 'If the email belongs to an account, a reset link has been sent.' });
    }
  });

  it('request-reset-password refuses a blank or malformed email', async () => {
    for (const email of ['', 'not-an-email']) {
      const response = await api<object>('POST', 'auth/request-reset-password/', { body: { email } });
      expect(response.status).toBe(400);
      expect(Object.keys(response.body)).toEqual(['email']);
    }
  });

  it('reset-password refuses a dead link and an empty password', async () => {
    const { user } = await signIn('guest');
    const dead = await api('POST', 'auth/reset-password/', {
      body: { person: user.id, token: 'not-a-real-token', password: 'x' },
    });
    expect(dead.status).toBe(400);
    expect(dead.body).toEqual({ token: ['The link might be dead or inactive.'] });
    const empty = await api('POST', 'auth/reset-password/', {
      body: { person: user.id, token: 'not-a-real-token', password: '' },
    });
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({ password: ["Password can't be empty"] });
  });

  // The stacks of `pnpm test` serve the mail sandbox; an api with real mail says so with CONTRACT_REAL_MAIL=1.
  it.skipIf(realMail)('a mailed reset link sets the password once (the mail sandbox API)', async () => {
    expect((await get(`sandbox/mail/?to=${demo.guest}`)).status).toBe(200);
    await api('POST', 'auth/request-reset-password/', { body: { email: demo.guest } });
    const mail = (await get<{ body: string }[]>(`sandbox/mail/?to=${demo.guest}`)).body[0]!;
    const [, person, token] = /\/reset\/(\d+)\/([^"<\s]+)/.exec(mail.body) ?? [];
    // The same password again: the demo seed stays usable for everyone else.
    const payload = { person: Number(person), token, password: demoPassword };
    const first = await api('POST', 'auth/reset-password/', { body: payload });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ detail: 'Password set.' });
    const second = await api('POST', 'auth/reset-password/', { body: payload });
    expect(second.body).toEqual({ token: ['The link might be dead or inactive.'] });
  });
});

describe('GET auth/login_with_ms/', () => {
  it.skipIf(realMail)('redirects to /outlook-connect with the state in the sandbox', async () => {
    const { token, user } = await signIn('user');
    const response = await get('auth/login_with_ms/?state=/contacts', token);
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe('/outlook-connect?state=/contacts');
    const status = await get<object>(`people/${user.id}/outlook_status/`, token);
    expectAnswer(OutlookStatus, status.body, 'outlook status');
    expect(status.body).toEqual({
      has_outlook_credentials: true,
      has_outlook_subscription: true,
      credentials_are_active: true,
      subscriptions_are_active: true,
    });
  });

  it.runIf(realMail)('answers 501 with Microsoft configured (not built yet)', async () => {
    const { token } = await signIn('user');
    expect((await get('auth/login_with_ms/?state=/contacts', token)).status).toBe(501);
  });
});

describe('sign-in throttling', () => {
  it('answers 429 with Retry-After within 30 failed sign-ins for one email, and keeps answering it', async () => {
    // A fresh email, so the demo accounts other tests sign in with are never throttled.
    const email = `throttle-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@ft8.test`;
    const statuses: number[] = [];
    let throttled: Awaited<ReturnType<typeof api<{ detail: string }>>> | undefined;
    for (let attempt = 0; attempt < 30; attempt += 1) {
      const response = await api<{ detail: string }>('POST', 'auth/token/', { body: { email, password: 'wrong' } });
      statuses.push(response.status);
      if (response.status === 429) throttled ??= response;
    }
    expect(statuses[0]).toBe(400);
    const first = statuses.indexOf(429);
    expect(first).toBeGreaterThan(0);
    expect(statuses.slice(first).every((status) => status === 429)).toBe(true);
    const seconds = Number(throttled!.headers['retry-after']);
    expect(seconds).toBeGreaterThan(0);
    expect(throttled!.body).toEqual({
      detail: `Too many attempts. Try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`,
    });
  });
});
