import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { maxSessionTokens } from '@ft8/contract/auth';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { tokenLifetimeDays } from './repository.js';
import { sha256 } from '../../auth/secrets.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const sessions = (payload: object) => t.app.inject({ method: 'POST', url: '/api/auth/sessions/', payload });
const keyOf = (headers: { authorization: string }) => headers.authorization.replace(/^Token /, '');

describe('POST auth/sessions/', () => {
  it('answers, in the order asked, whom each token signs in as now, and null for the others', async () => {
    const { accounts } = t.fixture;
    const [admin, guest, client, signedOut, expired] = await Promise.all([
      t.signIn('admin@ft8.test'),
      t.signIn('guest@ft8.test'),
      t.signIn('client@ft8.test'),
      t.signIn('user@ft8.test'),
      t.signIn('user@ft8.test'),
    ]);
    await t.app.inject({ method: 'POST', url: '/api/auth/logout/', headers: signedOut });
    await sql`UPDATE auth_token SET created_at = now() - make_interval(days => ${tokenLifetimeDays + 1})
      WHERE key_hash = ${sha256(keyOf(expired))}`.execute(t.database.db);
    const tokens = [
      keyOf(guest),
      'not-a-token',
      keyOf(admin),
      keyOf(signedOut),
      keyOf(client),
      keyOf(expired),
      '',
      keyOf(admin),
    ];
    const response = await sessions({ tokens });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual([
      { id: accounts.guest, profile_type: 4 },
      null,
      { id: accounts.admin, profile_type: 1 },
      null,
      { id: accounts.client, profile_type: 3 },
      null,
      null,
      { id: accounts.admin, profile_type: 1 },
    ]);
    // Nothing more than `auth/me/` tells the holder.
    expect(Object.keys(response.json<object[]>()[0] ?? {}).sort()).toEqual(['id', 'profile_type']);
    expect((await sessions({ tokens: [] })).json()).toEqual([]);
  });

  it('answers a profile type changed since the sign-in, and null once the person is deleted', async () => {
    const headers = await t.signIn('user@ft8.test');
    const { user } = t.fixture.accounts;
    await sql`UPDATE person SET profile_type = 4 WHERE id = ${user}`.execute(t.database.db);
    try {
      expect((await sessions({ tokens: [keyOf(headers)] })).json()).toEqual([{ id: user, profile_type: 4 }]);
      await sql`UPDATE person SET is_deleted = true WHERE id = ${user}`.execute(t.database.db);
      expect((await sessions({ tokens: [keyOf(headers)] })).json()).toEqual([null]);
    } finally {
      await sql`UPDATE person SET profile_type = 2, is_deleted = false WHERE id = ${user}`.execute(t.database.db);
    }
  });

  it(`refuses more than ${maxSessionTokens} tokens, and anything but a list of strings, naming the field`, async () => {
    const many = Array.from({ length: maxSessionTokens }, (_, index) => index.toString(16).padStart(40, '0'));
    const full = await sessions({ tokens: many });
    expect(full.statusCode).toBe(200);
    expect(full.json<unknown[]>()).toHaveLength(maxSessionTokens);
    for (const payload of [
      { tokens: [...many, 'one more'] },
      { tokens: ['x'.repeat(129)] },
      { tokens: [['nested']] },
      { tokens: 'abc' },
      {},
    ]) {
      const response = await sessions(payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(Object.keys(response.json())).toEqual(['tokens']);
    }
  });
});
