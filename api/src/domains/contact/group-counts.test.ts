import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

let t: TestApp;
let staff: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  staff = await t.signIn('admin@ft8.test'); // deleted contacts are listed by admins (Contact Management)
});
afterAll(() => t.close());

type GroupCount = { value: string | number | boolean | null; count: number };
const groups = async (query: string) => {
  const response = await t.app.inject({ url: `/api/people/group_counts/?${query}`, headers: staff });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<GroupCount[]>();
};
type Person = Record<string, unknown> & { id: number };
const everyone = async (query = '') => {
  const response = await t.app.inject({ url: `/api/people/?limit=1000&${query}`, headers: staff });
  return response.json<{ results: Person[] }>().results;
};

/** The counts computed from the whole list, as the web would if it had every row loaded. */
function expectedCounts(people: Person[], field: string): GroupCount[] {
  const counts = new Map<GroupCount['value'], number>();
  for (const person of people) {
    const raw = person[field] as GroupCount['value'] | GroupCount['value'][];
    const values = Array.isArray(raw) ? (raw.length ? raw : [null]) : [raw];
    for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  return [...counts]
    .map(([value, count]) => ({ value, count }))
    .sort((a, b) =>
      a.value === null ? 1 : b.value === null ? -1 : a.value < b.value ? -1 : a.value > b.value ? 1 : 0,
    );
}

describe('GET people/group_counts/', () => {
  it.each([
    'company',
    'full_name',
    'job_title',
    'city',
    'country',
    'rating',
    'profile_type',
    'invite_status',
    'categories',
    'subcategories',
    'locations',
    'use_classes',
    'tags',
    'is_capital_provider',
  ])('counts the whole list per %s, sorted by value, empty last', async (field) => {
    expect(await groups(`field=${field}`)).toEqual(expectedCounts(await everyone(), field));
  });

  it('counts a contact in each of its categories', async () => {
    const { db } = t.database;
    await db
      .insertInto('person_lookup')
      .values({ person_id: t.fixture.people.bob, kind: 'categories', lookup_id: 6 })
      .execute();
    try {
      const byCategory = await groups('field=categories');
      expect(byCategory.find((group) => group.value === 6)).toEqual({ value: 6, count: 2 });
      expect(byCategory.find((group) => group.value === 4)).toEqual({ value: 4, count: 1 });
      expect(byCategory).toEqual(expectedCounts(await everyone(), 'categories'));
    } finally {
      await db
        .deleteFrom('person_lookup')
        .where('person_id', '=', t.fixture.people.bob)
        .where('lookup_id', '=', 6)
        .execute();
    }
  });

  it('applies the same search and filters as the list', async () => {
    for (const query of [
      'search=smi',
      'is_deleted=true',
      'category=1,4,6',
      'is_capital_provider=false',
      'tags=london',
      'profile_type=3,4',
    ]) {
      expect(await groups(`field=company&${query}`), query).toEqual(expectedCounts(await everyone(query), 'company'));
    }
    expect(await groups('field=company&search=nobody-at-all')).toEqual([]);
  });

  it('refuses an unknown or missing field', async () => {
    for (const [query, message] of [
      ['field=password_hash', 'Select a valid choice.'],
      ['field=', 'Select a valid choice.'],
      ['', 'This field is required.'],
    ]) {
      const response = await t.app.inject({ url: `/api/people/group_counts/?${query}`, headers: staff });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ field: [message] });
    }
  });

  it('is for staff only', async () => {
    const client = await t.signIn('client@ft8.test');
    expect((await t.app.inject({ url: '/api/people/group_counts/?field=company', headers: client })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ url: '/api/people/group_counts/?field=company' })).statusCode).toBe(401);
  });
});
