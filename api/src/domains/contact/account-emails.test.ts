import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountEmailsRefusal } from './person-write.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

// An account's emails sign it in and receive its reset links: a user (staff, not admin) who could add an address of
// their own to someone else's account could ask for a reset link there and take the account over.

let t: TestApp;
let admin: { authorization: string };
let user: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin@ft8.test');
  user = await t.signIn('user@ft8.test');
});
afterAll(() => t.close());

const call = (method: 'GET' | 'PATCH', url: string, headers: { authorization: string }, payload?: object) =>
  t.app.inject({ method, url: `/api/${url}`, headers, ...(payload && { payload }) });
type Detail = { id: number; emails: { email: string; label: string }[] };
const detail = async (id: number) => (await call('GET', `people/${id}/`, admin)).json<Detail>();

describe("an account's emails", () => {
  it('a user cannot add an address to an account, on one contact or in a bulk edit; admins and the person can', async () => {
    const client = t.fixture.accounts.client;
    const before = await detail(client);
    const added = [...before.emails, { email: 'takeover@evil.test', label: 'Home' }];

    for (const method of ['PATCH', 'PUT'] as const) {
      const body = method === 'PUT' ? { ...(await detail(client)), emails: added } : { emails: added };
      const refused = await t.app.inject({ method, url: `/api/people/${client}/`, headers: user, payload: body });
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json()).toEqual({ emails: [accountEmailsRefusal] });
    }
    const bulk = await call('PATCH', `people/update_multiple/?items=${client}`, user, {
      emails: [{ email: 'takeover@evil.test', label: 'Home' }],
      add: ['emails'],
    });
    expect(bulk.statusCode, bulk.body).toBe(400);
    expect(bulk.json()).toEqual({ emails: [accountEmailsRefusal] });
    expect((await detail(client)).emails).toEqual(before.emails);
    // The reset link therefore cannot go there.
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-reset-password/',
      payload: { email: 'takeover@evil.test' },
    });
    const mail = await t.app.inject({ url: '/api/sandbox/mail/?to=takeover@evil.test' });
    expect(mail.json()).toEqual([]);

    // Relabelling (nothing added) is still a user's to do; an admin adds; the person adds to their own.
    const relabelled = before.emails.map((entry) => ({ ...entry, label: entry.label === 'Work' ? 'Work' : 'Other' }));
    expect((await call('PATCH', `people/${client}/`, user, { emails: relabelled })).statusCode).toBe(200);
    const byAdmin = await call('PATCH', `people/${client}/`, admin, { emails: added });
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect((await call('PATCH', `people/${client}/`, admin, { emails: before.emails })).statusCode).toBe(200);
    const self = t.fixture.accounts.user;
    const own = await detail(self);
    const mine = [...own.emails, { email: 'sam.home@ft8.test', label: 'Home' }];
    expect((await call('PATCH', `people/${self}/`, user, { emails: mine })).statusCode).toBe(200);
    expect((await call('PATCH', `people/${self}/`, user, { emails: own.emails })).statusCode).toBe(200);
  });

  it('a user still adds addresses to a contact who cannot sign in', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/people/',
      headers: user,
      payload: {
        first_name: 'Nadia',
        last_name: `Noaccount${Date.now().toString(36)}`,
        company: 'Open Door',
        profile_type: 2,
        emails: [{ email: `nadia.${Date.now().toString(36)}@open.test`, label: 'Work' }],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ id: number }>().id;
    const emails = [
      ...(await detail(id)).emails,
      { email: `nadia.home.${Date.now().toString(36)}@open.test`, label: 'Home' },
    ];
    expect((await call('PATCH', `people/${id}/`, user, { emails })).statusCode).toBe(200);
    const bulk = await call('PATCH', `people/update_multiple/?items=${id}`, user, {
      emails: [{ email: `nadia.other.${Date.now().toString(36)}@open.test`, label: 'Other' }],
      add: ['emails'],
    });
    expect(bulk.statusCode, bulk.body).toBe(200);
  });
});

describe('deleted contacts', () => {
  it('are listed and reactivated by admins only', async () => {
    for (const url of [
      'people/?is_deleted=true',
      'people/?is_deleted=True',
      'people/group_counts/?field=profile_type&is_deleted=true',
    ])
      expect((await call('GET', url, user)).statusCode, url).toBe(403);
    for (const url of ['people/?is_deleted=false&limit=1', 'people/?limit=1'])
      expect((await call('GET', url, user)).statusCode, url).toBe(200);
    expect((await call('GET', 'people/?is_deleted=true&limit=1', admin)).statusCode).toBe(200);
    const someone = (await call('GET', 'people/?limit=1&ordering=-created_at', admin)).json<{
      results: { id: number }[];
    }>().results[0]!.id;
    for (const is_deleted of [true, false])
      expect((await call('PATCH', `people/update_multiple/?items=${someone}`, user, { is_deleted })).statusCode).toBe(
        403,
      );
  });
});

describe('own preferences', () => {
  it('merge up to 64 KB of JSON each, and a signature holds up to 100,000 characters', async () => {
    const guest = await t.signIn('guest@ft8.test');
    const self = t.fixture.accounts.guest;
    const big = 'x'.repeat(20_000);
    for (const key of ['a', 'b', 'c'])
      expect(
        (await call('PATCH', `people/${self}/`, guest, { table_column_prefs: { [`bench-${key}`]: big } })).statusCode,
      ).toBe(200);
    const over = await call('PATCH', `people/${self}/`, guest, { table_column_prefs: { 'bench-d': big } });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({ table_column_prefs: ['These preferences are too large: at most 64 KB in all.'] });
    // Replacing a key with a smaller value is fine, and brings the rest back within the limit.
    expect(
      (
        await call('PATCH', `people/${self}/`, guest, {
          table_column_prefs: { 'bench-a': null, 'bench-b': null, 'bench-c': null },
        })
      ).statusCode,
    ).toBe(200);
    const signature = await call('PATCH', `people/${self}/`, guest, { signature: 'y'.repeat(100_001) });
    expect(signature.json()).toEqual({ signature: ['Ensure this field has no more than 100000 characters.'] });
    expect((await call('PATCH', `people/${self}/`, guest, { signature: '<p>Kind regards</p>' })).statusCode).toBe(200);
  });
});
