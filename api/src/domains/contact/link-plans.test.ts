import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { linkPlanFor, peopleWhere, resolvePeopleFilters, type LinkPlan, type PeopleFilters } from './filters.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// The fixture is too small for the list to choose a walk: each plan is run here on the same filters.
describe('the link filter plans (categories, capital provider, tag)', () => {
  it('keep the same contacts in the same order whichever plan reads them', async () => {
    const { db } = t.database;
    const cases: Omit<PeopleFilters, 'isDeleted'>[] = [
      { categories: [1] },
      { categories: [1, 2, 4] },
      { categories: [] },
      { isCapitalProvider: true },
      { isCapitalProvider: false },
      { tag: 'london' },
      { tag: 'nosuchtag' },
      { categories: [1, 4], tag: 'bridging', search: 'a' },
    ];
    for (const isDeleted of [false, true])
      for (const filter of cases) {
        const filters = await resolvePeopleFilters(db, { ...filter, isDeleted });
        const read = (links: LinkPlan) =>
          db
            .selectFrom('person as p')
            .where(peopleWhere(filters, { links }))
            .select('p.id')
            .orderBy('p.company', 'desc')
            .orderBy('p.id')
            .execute()
            .then((rows) => rows.map((row) => row.id));
        const probed = await read('probed');
        const label = JSON.stringify({ ...filter, isDeleted });
        expect(await read('first'), label).toEqual(probed);
        expect(await read('hashed'), label).toEqual(probed);
        if (!isDeleted && filter.categories?.length === 1) expect(probed.length, label).toBeGreaterThan(0);
      }
  });

  it('are chosen by how many contacts the filter keeps (at 100,000 contacts, a first page of 200)', () => {
    expect(linkPlanFor(1_098, 102_008, 200)).toBe('first'); // categories 1 and 2
    expect(linkPlanFor(5_882, 102_008, 200)).toBe('hashed'); // categories 1 and 9
    expect(linkPlanFor(12_468, 102_008, 200)).toBe('hashed'); // categories 3 and 9 (probed until migration 073)
    expect(linkPlanFor(17_578, 102_008, 200)).toBe('probed'); // categories 3 and 6
    expect(linkPlanFor(35_607, 102_008, 200)).toBe('probed'); // categories 1 and 11
  });
});
