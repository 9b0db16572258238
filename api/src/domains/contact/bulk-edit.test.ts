import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { personReader, type Person as P } from './test-people.js';

// The contacts list's Edit multiple: the selected contacts' fields overwritten or added to, in one request.

let t: TestApp;
let admin: { authorization: string };
let user: { authorization: string };
let client: { authorization: string };
let guest: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin@ft8.test');
  user = await t.signIn('user@ft8.test');
  client = await t.signIn('client@ft8.test');
  guest = await t.signIn('guest@ft8.test');
});
afterAll(() => t.close());

const get = personReader(
  () => t,
  () => admin,
);

describe('PATCH people/update_multiple/', () => {
  const patch = (headers: { authorization: string }, items: string, payload: object) =>
    t.app.inject({ method: 'PATCH', url: `/api/people/update_multiple/?items=${items}`, headers, payload });

  it('overwrites or adds per field, converts numeric strings, -1 empties a lookup, and answers the updated people', async () => {
    const { bob, carol, dan } = t.fixture.people;
    const response = await patch(user, `${bob},${carol},${dan}`, {
      job_title: 'Partner',
      city: 'York',
      add: ['tags', 'city'],
      tags: ['Bulk', 'london'],
      categories: [4],
      rating: '2',
      title: -1,
      phones: [{ number: '+44 9', label: 'Work' }],
    });
    expect(response.statusCode, response.body).toBe(200);
    const people = response.json<P[]>();
    expect(people.map((p) => p.id)).toEqual([bob, carol, dan]);
    for (const person of people) {
      expect(person).toMatchObject({
        job_title: 'Partner',
        categories: [4],
        rating: 2,
        title: null,
        phones: [{ number: '+44 9', label: 'Work' }],
      });
      expect(person.tags).toContain('bulk');
    }
    expect(people[0]!.tags).toEqual(['bulk', 'london']);
    expect(await get(bob)).toMatchObject({ job_title: 'Partner', categories: [4] });
  });

  it('cp_data creates or changes capital-provider criteria', async () => {
    const { carol } = t.fixture.people;
    const response = await patch(admin, `${carol}`, { cp_data: { max_ltv: '65.5', is_equity: true } });
    expect(response.statusCode, response.body).toBe(200);
    const cp = await t.database.db
      .selectFrom('capital_provider')
      .selectAll()
      .where('person_id', '=', carol)
      .executeTakeFirstOrThrow();
    expect(Number(cp.max_ltv)).toBe(65.5);
    expect(cp.is_equity).toBe(true);
  });

  it('cp_data with add fills only the criteria a contact has unset (0, or an empty description)', async () => {
    const { carol, bob } = t.fixture.people;
    expect((await patch(admin, `${carol}`, { cp_data: { min_irr: 8, description: 'Own words' } })).statusCode).toBe(
      200,
    );
    const response = await patch(admin, `${carol},${bob}`, {
      cp_data: { min_irr: '12.5', max_term: 5, description: 'Filled in' },
      add: ['cp_data.min_irr', 'cp_data.description'],
    });
    expect(response.statusCode, response.body).toBe(200);
    const criteria = async (person: number) =>
      t.database.db
        .selectFrom('capital_provider')
        .select(['min_irr', 'max_term', 'description'])
        .where('person_id', '=', person)
        .executeTakeFirstOrThrow();
    expect(await criteria(carol)).toMatchObject({ description: 'Own words' });
    expect(Number((await criteria(carol)).min_irr)).toBe(8);
    expect(await criteria(bob)).toMatchObject({ description: 'Filled in' });
    expect(Number((await criteria(bob)).min_irr)).toBe(12.5);
    // Not in add: overwritten for both.
    expect(Number((await criteria(carol)).max_term)).toBe(5);
    expect(Number((await criteria(bob)).max_term)).toBe(5);
  });

  it('validates with the rules of create', async () => {
    const response = await patch(admin, `${t.fixture.people.bob}`, {
      emails: [{ email: 'nope', label: 'Work' }],
      company: ' ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      emails: ['Email address is not valid'],
      company: ['This field may not be blank.'],
    });
    expect((await patch(admin, '999999', { city: 'X' })).statusCode).toBe(400);
    expect((await patch(admin, 'abc', { city: 'X' })).statusCode).toBe(400);
  });

  it('lets only admins edit admins or choose the Admin type; clients and guests never', async () => {
    const adminId = t.fixture.emails['admin@ft8.test']!;
    expect((await patch(user, `${adminId},${t.fixture.people.bob}`, { city: 'X' })).statusCode).toBe(403);
    expect((await patch(admin, `${adminId}`, { city: 'Bath' })).statusCode).toBe(200);
    expect((await patch(user, `${t.fixture.people.bob}`, { profile_type: 1 })).json()).toEqual({
      profile_type: ['Only admins can choose the Admin user type.'],
    });
    for (const role of [client, guest])
      expect((await patch(role, `${t.fixture.people.bob}`, { city: 'X' })).statusCode).toBe(403);
  });

  it('is_deleted false reactivates', async () => {
    const { dan } = t.fixture.people;
    await t.app.inject({ method: 'DELETE', url: '/api/people/multiple/', headers: admin, payload: { ids: [dan] } });
    expect((await get(dan)).is_deleted).toBe(true);
    const response = await patch(admin, `${dan}`, { is_deleted: false });
    expect(response.json<P[]>()[0]!.is_deleted).toBe(false);
  });
});
