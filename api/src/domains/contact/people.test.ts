import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { outlookWaits } from '../email/outlook/changes.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

let t: TestApp;
let staff: { authorization: string };
let admin: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  staff = await t.signIn('user@ft8.test');
  admin = await t.signIn('admin@ft8.test');
});
afterAll(() => t.close());

type Page = {
  count: number;
  next: string | null;
  previous: string | null;
  results: { id: number; full_name: string; [key: string]: unknown }[];
};
const list = async (query = '') => {
  // Deleted contacts are listed by admins (Contact Management); any other list by staff.
  const headers = query.includes('is_deleted=true') ? admin : staff;
  const response = await t.app.inject({ url: `/api/people/${query}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Page>();
};
const names = (page: Page) => page.results.map((person) => person.full_name);

describe('GET people/', () => {
  it('lists current contacts ordered by -company, full_name by default, 200 a page', async () => {
    const page = await list();
    expect(page.count).toBe(7);
    expect(names(page)).toEqual(t.fixture.defaultOrder);
    expect(page.next).toBeNull();
    expect(page.previous).toBeNull();
  });

  it('answers the Person shape with ids for lookups, emails and phones in order, tags and capital provider', async () => {
    const ann = (await list(`?id=${t.fixture.people.ann}`)).results[0];
    expect(ann).toMatchObject({
      first_name: 'Ann',
      last_name: 'Smith',
      full_name: 'Ann Smith',
      middle_name: null,
      company: 'Acme Capital',
      job_title: 'Director',
      categories: [1],
      subcategories: [3],
      use_classes: [],
      locations: [1],
      rating: 2,
      birthday: '1980-02-01',
      tags: ['bridging', 'london'],
      emails: [
        { email: 'ann@acme.test', label: 'Work' },
        { email: 'ann.smith@home.test', label: 'Home' },
      ],
      phones: [
        { number: '+44 20 7946 0000', label: 'Mobile' },
        { number: '+44 20 7946 0001', label: 'Work' },
      ],
      capital_provider: t.fixture.capitalProvider,
      is_capital_provider: true,
      is_deleted: false,
      invite_status: 0,
      created_at: '2025-03-01T09:00:00.000Z',
    });
    expect(ann).not.toHaveProperty('password_hash');
    expect(ann).not.toHaveProperty('search_text');
    expect(ann).not.toHaveProperty('notes');
  });

  it('with fields, answers only those keys and id, equal to the whole rows, and keeps fields in its links', async () => {
    const whole = await list('?ordering=full_name');
    for (const fields of [
      'full_name,emails,categories,is_capital_provider,created_at',
      'tags',
      'phones,capital_provider',
    ]) {
      const keys = ['id', ...fields.split(',')];
      const page = await list(`?ordering=full_name&fields=${fields}`);
      expect(page.count).toBe(whole.count);
      expect(page.results).toEqual(
        whole.results.map((person) => Object.fromEntries(keys.map((key) => [key, person[key]]))),
      );
    }
    const first = await list('?limit=2&fields=company');
    expect(first.next).toContain('fields=company');
    const second = await list(new URL(first.next!).search);
    expect(second.results.map((row) => Object.keys(row))).toEqual([
      ['id', 'company'],
      ['id', 'company'],
    ]);
    const bad = await t.app.inject({ url: '/api/people/?fields=full_name,password_hash,search_text', headers: staff });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ fields: ['Unknown field: password_hash, search_text.'] });
  });

  it('pages with absolute next and previous links that keep the other parameters', async () => {
    const first = await list('?limit=2&search=a');
    expect(first.results).toHaveLength(2);
    expect(first.previous).toBeNull();
    // `next` also carries a keyset cursor (see people-paging.test.ts); the first page's link is the plain one.
    const withoutCursor = (link: string | null) => link?.replace(/&cursor=[\w-]+/, '');
    expect(first.next).toMatch(/&cursor=[\w-]+$/);
    expect(withoutCursor(first.next)).toBe('http://localhost/api/people/?limit=2&search=a&offset=2');
    const second = await list(new URL(first.next!).search);
    expect(second.previous).toBe('http://localhost/api/people/?limit=2&search=a');
    const third = await list(new URL(second.next!).search);
    expect(withoutCursor(third.previous)).toBe('http://localhost/api/people/?limit=2&search=a&offset=2');
    const all = await list('?search=a');
    expect([...names(first), ...names(second), ...names(third)]).toEqual(names(all).slice(0, 6));
  });

  it('caps limit at 10000 and treats 0 as the default', async () => {
    expect((await list('?limit=20000&offset=6')).next).toBeNull();
    expect((await list('?limit=20000')).results).toHaveLength(7);
    const page = await list('?limit=1&offset=1');
    expect(page.next).toContain('limit=1&offset=2');
    expect(page.previous).toContain('limit=1');
    expect(page.previous).not.toContain('offset');
    expect((await list('?limit=0')).results).toHaveLength(7);
    const bad = await t.app.inject({ url: '/api/people/?limit=abc', headers: staff });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ limit: ['A valid integer is required.'] });
  });

  it('orders by any listed field, several at once, descending with -, ties broken by id', async () => {
    expect(names(await list('?ordering=full_name'))).toEqual([...t.fixture.defaultOrder].sort());
    expect(names(await list('?ordering=-rating,full_name')).slice(0, 3)).toEqual([
      'Bob Jones',
      'Ann Smith',
      'Carol Smithson',
    ]);
    expect(names(await list('?ordering=created_at')).slice(-3)).toEqual(['Bob Jones', 'Ann Smith', 'Carol Smithson']);
    const byProfile = await list('?ordering=-profile_type');
    expect(byProfile.results.map((p) => p.profile_type).slice(0, 2)).toEqual([4, 3]);
    expect(names(await list('?ordering=nonsense'))).toEqual(t.fixture.defaultOrder);
  });

  it('searches a fragment of name, company, job title or email, case-insensitively', async () => {
    expect(names(await list('?search=SMI'))).toEqual(['Carol Smithson', 'Ann Smith']);
    expect(names(await list('?search=betalaw'))).toEqual(['Carol Smithson']);
    expect(names(await list('?search=zeta%20homes'))).toEqual(['Bob Jones']);
    expect(names(await list('?search=partner')).sort()).toEqual(['Alex Morgan', 'Carol Smithson', 'Daniel Hughes']);
    expect((await list('?search=%25')).count).toBe(0);
  });

  it('search follows email changes', async () => {
    const { carol } = t.fixture.people;
    await t.database.db
      .insertInto('person_email')
      .values({ person_id: carol, position: 1, email: 'quokka@home.test', label: 'Home' })
      .execute();
    expect(names(await list('?search=quokka'))).toEqual(['Carol Smithson']);
    await t.database.db.deleteFrom('person_email').where('person_id', '=', carol).where('position', '=', 1).execute();
    expect((await list('?search=quokka')).count).toBe(0);
  });

  it('filters by ids, profile types, categories, capital provider, tag and deletion', async () => {
    const { ann, bob, dan } = t.fixture.people;
    expect(names(await list(`?id=${bob},${ann}`))).toEqual(['Bob Jones', 'Ann Smith']);
    expect(names(await list('?profile_type=3,4'))).toEqual(['Priya Shah', 'Daniel Hughes']);
    expect(names(await list('?category=4,6'))).toEqual(['Bob Jones', 'Carol Smithson']);
    expect(names(await list('?is_capital_provider=true'))).toEqual(['Ann Smith']);
    expect((await list('?is_capital_provider=false')).count).toBe(6);
    expect(names(await list('?tags=LONDON'))).toEqual(['Bob Jones', 'Ann Smith']);
    const deleted = await list('?is_deleted=true');
    expect(deleted.results.map((p) => p.id)).toEqual([dan]);
    expect(deleted.results[0]?.is_deleted).toBe(true);
    expect((await list(`?id=${dan}`)).count).toBe(0);
    const bad = await t.app.inject({ url: '/api/people/?id=1,x', headers: staff });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toEqual(['id']);
  });
});

describe('GET people/{id}/', () => {
  it('answers the person with notes, newest first', async () => {
    const response = await t.app.inject({ url: `/api/people/${t.fixture.people.ann}/`, headers: staff });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.full_name).toBe('Ann Smith');
    expect(body.notes.map((note: { text: string }) => note.text)).toEqual([
      'Sent the teaser.',
      'First call went well.',
    ]);
    expect(body.notes[0]).toMatchObject({
      creator: { id: t.fixture.accounts.user, full_name: 'Sam Taylor' },
      created_at: '2025-03-05T09:00:00.000Z',
    });
  });

  it('answers 404 for an unknown or non-numeric id', async () => {
    for (const url of ['/api/people/999999/', '/api/people/abc/']) {
      const response = await t.app.inject({ url, headers: staff });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'Not found.' });
    }
  });
});

describe('PATCH people/{id}/', () => {
  it('merges table_column_prefs and sorting_prefs key by key and saves the signature', async () => {
    const me = t.fixture.accounts.user;
    const patch = (payload: object) =>
      t.app.inject({ method: 'PATCH', url: `/api/people/${me}/`, headers: staff, payload });
    await patch({
      table_column_prefs: { people: [{ type: 'company', active: true }] },
      sorting_prefs: { people: { field: 'company' } },
    });
    const response = await patch({ table_column_prefs: { projects: [{ type: 'name' }] }, signature: '<p>Sam</p>' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: me,
      table_column_prefs: { people: [{ type: 'company', active: true }], projects: [{ type: 'name' }] },
      sorting_prefs: { people: { field: 'company' } },
      signature: '<p>Sam</p>',
      updated_by: me,
    });
  });

  it('refuses a client other fields of their own record', async () => {
    const client = await t.signIn('client@ft8.test');
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/people/${t.fixture.accounts.client}/`,
      headers: client,
      payload: { first_name: 'X', company: 'Y', signature: 'ok' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      first_name: ['This field cannot be changed here.'],
      company: ['This field cannot be changed here.'],
    });
  });

  it('refuses prefs that are not objects', async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/people/${t.fixture.accounts.user}/`,
      headers: staff,
      payload: { table_column_prefs: 'x' },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual(['table_column_prefs']);
  });

  it("forbids changing someone else's preferences, even for an admin", async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/people/${t.fixture.accounts.user}/`,
      headers: admin,
      payload: { signature: 'x' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: 'You do not have permission to perform this action.' });
  });
});

describe('GET people/organisations/ and outlook_status', () => {
  it('lists distinct company names of current contacts alphabetically', async () => {
    const response = await t.app.inject({ url: '/api/people/organisations/', headers: staff });
    expect(response.json()).toEqual([
      'Acme Capital',
      'Beta Law LLP',
      'FT8 Capital',
      'Hughes Carter LLP',
      'Northbank Developments',
      'Zeta Homes',
    ]);
  });

  it('answers the four Outlook flags, and 404 for an unknown person', async () => {
    const response = await t.app.inject({ url: `/api/people/${t.fixture.people.bob}/outlook_status/`, headers: staff });
    expect(response.json()).toEqual({
      has_outlook_credentials: false,
      has_outlook_subscription: false,
      credentials_are_active: false,
      subscriptions_are_active: false,
    });
    expect((await t.app.inject({ url: '/api/people/999999/outlook_status/', headers: staff })).statusCode).toBe(404);
  });

  it('with known and wait, answers at once when the status differs, else the moment it changes', async () => {
    const me = t.fixture.accounts.user; // staff's own account
    const url = `/api/people/${me}/outlook_status/?known=0000&wait=5`;
    // 'At once' is well under the 5-s wait; 3 s leaves room for a loaded 2-core CI machine.
    const started = Date.now();
    const differs = await t.app.inject({ url: `/api/people/${me}/outlook_status/?known=1111&wait=5`, headers: staff });
    expect(differs.json()).toMatchObject({ has_outlook_credentials: false });
    expect(Date.now() - started).toBeLessThan(3000);
    const listening = outlookWaits();
    const waiting = t.app.inject({ url, headers: staff });
    // The change once the request is waiting for it.
    await vi.waitFor(() => expect(outlookWaits()).toBe(listening + 1), { timeout: 5000 });
    const connectedAt = Date.now();
    await t.app.inject({ url: '/api/auth/login_with_ms/?state=/', headers: staff });
    const answer = await waiting;
    expect(answer.json()).toMatchObject({ has_outlook_credentials: true, credentials_are_active: true });
    expect(Date.now() - connectedAt).toBeLessThan(3000);
    // Unchanged, it answers when the wait is up.
    const unchanged = Date.now();
    const held = await t.app.inject({ url: `/api/people/${me}/outlook_status/?known=1111&wait=1`, headers: staff });
    expect(held.json()).toMatchObject({ subscriptions_are_active: true });
    expect(Date.now() - unchanged).toBeGreaterThanOrEqual(900);
  });
});

describe('the count of the whole list (kept by triggers, migration 005)', () => {
  it('follows inserts, soft deletes, reactivations and deletes, and agrees with a filtered count', async () => {
    const { db } = t.database;
    const counted = async () => (await list('?limit=1')).count;
    const deletedCount = async () => (await list('?limit=1&is_deleted=true')).count;
    const before = await counted();
    const deletedBefore = await deletedCount();
    const added = await db
      .insertInto('person')
      .values(
        [1, 2, 3].map((n) => ({ first_name: `Count${n}`, last_name: 'Probe', company: 'Probe Ltd', profile_type: 2 })),
      )
      .returning('id')
      .execute();
    expect(await counted()).toBe(before + 3);
    await db.updateTable('person').set({ is_deleted: true }).where('id', '=', added[0]!.id).execute();
    expect(await counted()).toBe(before + 2);
    expect(await deletedCount()).toBe(deletedBefore + 1);
    // A filter counts the rows themselves: both ways agree.
    expect((await list('?limit=1&search=probe')).count).toBe(2);
    await db.updateTable('person').set({ is_deleted: false }).where('id', '=', added[0]!.id).execute();
    await db
      .deleteFrom('person')
      .where(
        'id',
        'in',
        added.map((row) => row.id),
      )
      .execute();
    expect(await counted()).toBe(before);
    expect(await deletedCount()).toBe(deletedBefore);
  });
});
