import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

const tooMany = /^Too many attempts\. Try again in \d+ seconds?\.$/;
const freshEmail = () => `nobody-${randomBytes(4).toString('hex')}@ft8.test`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ authThrottle: { perAccount: 3, perAddress: 6, perAccountAnywhere: 5, windowSeconds: 60 } });
});
afterAll(() => t.close());

const post = (url: string, payload: object, remoteAddress = '10.1.0.1') =>
  t.app.inject({ method: 'POST', url: `/api/auth/${url}`, payload, remoteAddress });

describe('sign-in throttle', () => {
  it('answers 429 with Retry-After once an email has used up its failed attempts from an address, for the right password too, to that account only', async () => {
    const statuses = [];
    for (let i = 0; i < 3; i += 1)
      statuses.push((await post('token/', { email: 'client@ft8.test', password: 'wrong' }, '10.2.0.1')).statusCode);
    expect(statuses).toEqual([400, 400, 400]);
    const blocked = await post('token/', { email: 'Client@FT8.test', password: 'ft8-demo-pass' }, '10.2.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().detail).toMatch(tooMany);
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(blocked.json().detail).toBe(`Too many attempts. Try again in ${retryAfter} seconds.`);
    // Only that account: another one from the same address signs in, until the address's own (higher) limit.
    expect((await post('token/', { email: 'user@ft8.test', password: 'ft8-demo-pass' }, '10.2.0.1')).statusCode).toBe(
      200,
    );
  });

  it('does not count successful sign-ins, nor malformed requests', async () => {
    for (let i = 0; i < 8; i += 1)
      expect((await post('token/', { email: 'user@ft8.test', password: 'ft8-demo-pass' }, '10.3.0.1')).statusCode).toBe(
        200,
      );
    for (let i = 0; i < 8; i += 1)
      expect((await post('token/', { email: '', password: '' }, '10.3.0.1')).statusCode).toBe(400);
    expect((await post('token/', { email: 'user@ft8.test', password: 'ft8-demo-pass' }, '10.3.0.1')).statusCode).toBe(
      200,
    );
  });

  it('does not lock the owner out for failures from other addresses, up to the limit of every address together', async () => {
    const guessed = async (address: string) =>
      (await post('token/', { email: 'user@ft8.test', password: 'wrong' }, address)).statusCode;
    expect([await guessed('10.7.0.1'), await guessed('10.7.0.1'), await guessed('10.7.0.1')]).toEqual([400, 400, 400]);
    expect(await guessed('10.7.0.1')).toBe(429);
    // The owner, elsewhere, is let in; those four were one address's.
    const owner = () => post('token/', { email: 'user@ft8.test', password: 'ft8-demo-pass' }, '10.7.0.9');
    expect((await owner()).statusCode).toBe(200);
    // Spread over addresses, the account's failures together stop at `perAccountAnywhere` (5): two more refusals.
    expect([await guessed('10.7.0.2'), await guessed('10.7.0.3'), await guessed('10.7.0.4')]).toEqual([400, 400, 429]);
    expect((await owner()).statusCode).toBe(429);
  });

  it('limits one address across emails, without blocking other addresses', async () => {
    const address = '10.4.0.1';
    const statuses = [];
    for (let i = 0; i < 8; i += 1)
      statuses.push((await post('token/', { email: freshEmail(), password: 'x' }, address)).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 400, 429, 429]);
    expect((await post('token/', { email: 'admin@ft8.test', password: 'ft8-demo-pass' }, address)).statusCode).toBe(
      429,
    );
    expect((await post('token/', { email: 'admin@ft8.test', password: 'ft8-demo-pass' }, '10.4.0.2')).statusCode).toBe(
      200,
    );
  });

  it('limits reset requests per email, and reset links per person', async () => {
    const email = freshEmail();
    const requests = [];
    for (let i = 0; i < 4; i += 1)
      requests.push((await post('request-reset-password/', { email }, `10.5.0.${i}`)).statusCode);
    expect(requests).toEqual([200, 200, 200, 429]);
    const resets = [];
    for (let i = 0; i < 4; i += 1)
      resets.push(
        (await post('reset-password/', { person: t.fixture.accounts.guest, token: 'dead', password: 'p' }, '10.6.0.1'))
          .statusCode,
      );
    expect(resets).toEqual([400, 400, 400, 429]);
    // The sign-in of the same person is a separate allowance: a locked-out owner can still reset, and vice versa.
    expect((await post('token/', { email: 'guest@ft8.test', password: 'ft8-demo-pass' }, '10.6.0.9')).statusCode).toBe(
      200,
    );
  });

  // Builds its own app: slow on a busy machine. The window is a minute, far longer than three argon2 checks on a
  // loaded 2-core machine take (a 1-s window let a slow third attempt fall into the next one), and the test moves the
  // clock past it.
  it('lets the owner in again once the window has passed', { timeout: 60_000 }, async () => {
    const windowSeconds = 60;
    const short = await createTestApp({
      authThrottle: { perAccount: 2, perAddress: 100, perAccountAnywhere: 100, windowSeconds },
    });
    try {
      const signIn = (password: string) =>
        short.app.inject({ method: 'POST', url: '/api/auth/token/', payload: { email: 'admin@ft8.test', password } });
      expect((await signIn('wrong')).statusCode).toBe(400);
      expect((await signIn('wrong')).statusCode).toBe(400);
      const blocked = await signIn('ft8-demo-pass');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().detail).toMatch(tooMany);
      // Retry-After is the rest of the window, rounded up.
      const retryAfter = Number(blocked.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
      // The window passes on the clock the throttle reads (Date), not by waiting for it.
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + retryAfter * 1000 + 100);
      expect((await signIn('ft8-demo-pass')).statusCode).toBe(200);
    } finally {
      vi.useRealTimers();
      await short.close();
    }
  });

  // Builds its own app: slow on a busy machine.
  it(
    'counts clients behind a trusted proxy (TRUST_PROXY) apart, and ignores X-Forwarded-For from anyone else',
    { timeout: 60_000 },
    async () => {
      const proxied = await createTestApp({
        trustProxy: '10.8.0.1',
        authThrottle: { perAccount: 100, perAddress: 2, perAccountAnywhere: 100, windowSeconds: 60 },
      });
      try {
        const signIn = (remoteAddress: string, client: string, password = 'wrong') =>
          proxied.app.inject({
            method: 'POST',
            url: '/api/auth/token/',
            payload: { email: 'admin@ft8.test', password },
            remoteAddress,
            headers: { 'x-forwarded-for': client },
          });
        expect([
          (await signIn('10.8.0.1', '203.0.113.1')).statusCode,
          (await signIn('10.8.0.1', '203.0.113.1')).statusCode,
        ]).toEqual([400, 400]);
        expect((await signIn('10.8.0.1', '203.0.113.1', 'ft8-demo-pass')).statusCode).toBe(429);
        expect((await signIn('10.8.0.1', '203.0.113.2', 'ft8-demo-pass')).statusCode).toBe(200);
        // Not through the proxy: the header is the caller's own word, and the socket's address is counted.
        expect([
          (await signIn('10.8.0.2', '203.0.113.3')).statusCode,
          (await signIn('10.8.0.2', '203.0.113.4')).statusCode,
        ]).toEqual([400, 400]);
        expect((await signIn('10.8.0.2', '203.0.113.5', 'ft8-demo-pass')).statusCode).toBe(429);
      } finally {
        await proxied.close();
      }
    },
  );

  it('documents 429 on the throttled routes', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    for (const path of ['/api/auth/token/', '/api/auth/request-reset-password/', '/api/auth/reset-password/']) {
      expect(doc.paths[path].post.responses).toHaveProperty('429');
    }
    expect(doc.paths['/api/auth/me/'].get.responses).not.toHaveProperty('429');
  });
});

describe.runIf(process.env.REDIS_URL)('sign-in throttle with Redis', () => {
  // Builds its own app: slow on a busy machine.
  it('holds across api instances sharing REDIS_URL', { timeout: 60_000 }, async () => {
    const config = {
      redisUrl: process.env.REDIS_URL,
      authThrottle: { perAccount: 3, perAddress: 1000, perAccountAnywhere: 1000, windowSeconds: 60 },
    };
    const first = await createTestApp(config);
    const second = await createTestApp(config);
    try {
      const email = freshEmail();
      const attempt = (app: TestApp) =>
        app.app.inject({ method: 'POST', url: '/api/auth/token/', payload: { email, password: 'x' } });
      expect([
        (await attempt(first)).statusCode,
        (await attempt(second)).statusCode,
        (await attempt(first)).statusCode,
      ]).toEqual([400, 400, 400]);
      const blocked = await attempt(second);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().detail).toMatch(tooMany);
    } finally {
      await first.close();
      await second.close();
    }
  });

  // Builds its own app: slow on a busy machine.
  it('lets sign-ins through when Redis cannot be reached', { timeout: 60_000 }, async () => {
    const down = await createTestApp({
      redisUrl: 'redis://127.0.0.1:1',
      authThrottle: { perAccount: 1, perAddress: 1, perAccountAnywhere: 1, windowSeconds: 60 },
    });
    try {
      const signIn = () =>
        down.app.inject({
          method: 'POST',
          url: '/api/auth/token/',
          payload: { email: 'admin@ft8.test', password: 'ft8-demo-pass' },
        });
      expect((await signIn()).statusCode).toBe(200);
      expect((await signIn()).statusCode).toBe(200);
    } finally {
      await down.close();
    }
  });
});
