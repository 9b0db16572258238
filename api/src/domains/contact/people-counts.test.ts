import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureTags, insertContacts } from '../../seed/bulk-insert.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

let t: TestApp;
let staff: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  staff = await t.signIn('admin@ft8.test'); // deleted contacts are listed by admins (Contact Management)
});
afterAll(() => t.close());

const filters = [
  '',
  'profile_type=2',
  'profile_type=3,4',
  'category=1',
  'category=4',
  'category=6',
  'category=11',
  'category=4,4',
  'category=1,2',
  'category=2,4',
  'category=4,6,11',
  'category=1,4,6',
  'tags=london',
  'tags=probe',
  'tags=nosuchtag',
  'is_capital_provider=true',
  'is_capital_provider=false',
];

type Person = { id: number; profile_type: number; categories: number[]; tags: string[]; is_capital_provider: boolean };
const matches = (person: Person, filter: string) => {
  const [name, value = ''] = filter.split('=');
  if (name === 'profile_type') return value.split(',').map(Number).includes(person.profile_type);
  if (name === 'category')
    return value
      .split(',')
      .map(Number)
      .some((id) => person.categories.includes(id));
  if (name === 'tags') return person.tags.includes(value);
  if (name === 'is_capital_provider') return person.is_capital_provider === (value === 'true');
  return true;
};

/**
 * Each filtered list's count (kept by triggers for these filters) against the rows the list itself returns, and
 * those rows against the unfiltered list filtered here, in the same order (a filter that keeps under a tenth of the
 * list is read links first, the others by walking the sort index).
 */
async function expectCountsMatchRows(step: string) {
  for (const deleted of [false, true]) {
    const page = async (filter: string) => {
      const response = await t.app.inject({
        url: `/api/people/?limit=10000&is_deleted=${deleted}&${filter}`,
        headers: staff,
      });
      return response.json<{ count: number; results: Person[] }>();
    };
    const everyone = (await page('')).results;
    // The whole list's category and tag groups, "none" (null) last, against its rows.
    for (const field of ['categories', 'tags'] as const) {
      const groups = await t.app.inject({
        url: `/api/people/group_counts/?field=${field}&is_deleted=${deleted}`,
        headers: staff,
      });
      const perValue = new Map<number | string | null, number>();
      for (const person of everyone) {
        const values: (number | string)[] = person[field];
        for (const value of values.length ? values : [null]) perValue.set(value, (perValue.get(value) ?? 0) + 1);
      }
      expect(groups.json(), `${step}: ${field} groups, is_deleted=${deleted}`).toEqual(
        [...perValue]
          .sort(([a], [b]) => (a === null ? 1 : b === null ? -1 : a < b ? -1 : a > b ? 1 : 0))
          .map(([value, count]) => ({ value, count })),
      );
    }
    for (const filter of filters) {
      const filtered = await page(filter);
      expect(filtered.count, `${step}: ${filter}, is_deleted=${deleted}`).toBe(filtered.results.length);
      expect(
        filtered.results.map((person) => person.id),
        `${step}: ${filter}, is_deleted=${deleted}`,
      ).toEqual(everyone.filter((person) => matches(person, filter)).map((person) => person.id));
    }
  }
}

describe('the counts of filtered lists (kept by triggers, migrations 007 and 074)', () => {
  it('follow new contacts, links, soft deletes, profile type changes, tag and contact deletions', async () => {
    const { db } = t.database;
    await expectCountsMatchRows('fixture');
    // Enough contacts without categories or tags that the filters below keep under a tenth of the list.
    await insertContacts(
      db,
      Array.from({ length: 40 }, (_, index) => ({
        person: { first_name: `Filler${index}`, last_name: 'Probe', company: `Filler ${index % 7}`, profile_type: 2 },
        emails: [],
        phones: [],
        notes: [],
        links: [],
        tags: [],
      })),
      [],
    );
    const [eve, finn] = (await insertContacts(
      db,
      ['Eve', 'Finn'].map((first_name, index) => ({
        person: { first_name, last_name: 'Probe', company: 'Probe Ltd', profile_type: 2 + index },
        emails: [],
        phones: [],
        notes: [],
        links: [
          { kind: 'categories' as const, id: 1 },
          { kind: 'categories' as const, id: 2 },
          { kind: 'categories' as const, id: 4 },
        ],
        tags: ['probe', 'london'],
      })),
      [],
    )) as [number, number];
    await expectCountsMatchRows('inserted');

    await db.updateTable('person').set({ is_deleted: true }).where('id', '=', eve).execute();
    await db.updateTable('person').set({ profile_type: 4 }).where('id', '=', finn).execute();
    await expectCountsMatchRows('soft-deleted and retyped');

    await db.deleteFrom('person_lookup').where('person_id', '=', finn).where('lookup_id', '=', 1).execute();
    await db.insertInto('person_lookup').values({ person_id: eve, kind: 'categories', lookup_id: 6 }).execute();
    const tags = await ensureTags(db, ['bridging']);
    await db
      .insertInto('person_tag')
      .values({ person_id: finn, tag_id: tags.get('bridging')! })
      .execute();
    await expectCountsMatchRows('links changed');

    // Category links moved, a contact left with none, a filler given its first: the "no category" group follows.
    await db
      .updateTable('person_lookup')
      .set({ lookup_id: 6 })
      .where('person_id', '=', finn)
      .where('lookup_id', '=', 2)
      .execute();
    await expectCountsMatchRows('a link updated');
    await db.deleteFrom('person_lookup').where('person_id', '=', finn).where('kind', '=', 'categories').execute();
    const filler = await db
      .selectFrom('person')
      .select('id')
      .where('first_name', '=', 'Filler3')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('person_lookup')
      .values([
        { person_id: filler.id, kind: 'categories', lookup_id: 4 },
        { person_id: filler.id, kind: 'categories', lookup_id: 6 },
      ])
      .execute();
    await expectCountsMatchRows('every category of one removed, two given to another');
    await db.deleteFrom('person_tag').where('person_id', '=', finn).execute();
    await db
      .insertInto('person_tag')
      .values({ person_id: filler.id, tag_id: tags.get('bridging')! })
      .execute();
    await expectCountsMatchRows('every tag of one removed, one given to another');

    await db.updateTable('person').set({ is_deleted: false }).where('id', '=', eve).execute();
    await db.deleteFrom('tag').where('name', '=', 'probe').execute();
    await expectCountsMatchRows('reactivated, tag deleted');

    await db.deleteFrom('person').where('id', 'in', [eve, finn]).execute();
    await expectCountsMatchRows('contacts deleted');
    // Nine steps of about 60 requests each: seconds alone, but it shares two cores with the other suites in CI.
  }, 120_000);
});
