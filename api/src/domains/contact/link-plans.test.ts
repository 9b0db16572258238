import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { listPlanFor, peopleWhere, resolvePeopleFilters, type ListPlan, type PeopleFilters } from './filters.js';
import { createContactRepository } from './repository.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// The fixture is too small for the list to choose a walk: each plan is run here on the same filters.
describe('the list plans (matches first, or the sort index walked)', () => {
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
      { search: 'an' },
      { search: 'director an' },
      { search: 'qxzjv' },
      { categories: [1, 4], search: 'an' },
    ];
    for (const isDeleted of [false, true])
      for (const filter of cases) {
        const filters = await resolvePeopleFilters(db, { ...filter, isDeleted });
        const read = (plan: ListPlan) =>
          db
            .selectFrom('person as p')
            .where(peopleWhere(filters, { plan }))
            .select('p.id')
            .orderBy('p.company', 'desc')
            .orderBy('p.id')
            .execute()
            .then((rows) => rows.map((row) => row.id));
        const walked = await read('walked');
        const label = JSON.stringify({ ...filter, isDeleted });
        expect(await read('first'), label).toEqual(walked);
        if (!isDeleted && (filter.categories?.length === 1 || filter.search === 'an'))
          expect(walked.length, label).toBeGreaterThan(0);
      }
  });

  it('page the same by either plan, by offset and by cursor, with the same exact count', async () => {
    const { db } = t.database;
    const plans = (['first', 'walked'] as const).map((plan) => ({
      plan,
      repository: createContactRepository(db, { plan }),
    }));
    const filters: Omit<PeopleFilters, 'isDeleted'>[] = [
      { categories: [1] },
      { categories: [1, 2, 4] },
      { isCapitalProvider: true },
      { search: 'an' },
      { search: 'director an' },
      { categories: [1, 4], search: 'a' },
    ];
    for (const isDeleted of [false, true])
      for (const filter of filters)
        for (const ordering of [undefined, 'city', '-created_at'])
          for (const [limit, offset] of [
            [1, 0],
            [3, 2],
            [200, 0],
          ] as const) {
            const label = JSON.stringify({ ...filter, isDeleted, ordering, limit, offset });
            const pages = await Promise.all(
              plans.map(async ({ plan, repository }) => {
                const page = await repository.list({ ...filter, isDeleted, ordering, limit, offset });
                // The page after this one, by its cursor.
                const next = page.next
                  ? await repository.list({ ...filter, isDeleted, ordering, limit, offset: 0, cursor: page.next })
                  : undefined;
                return {
                  plan,
                  count: page.count,
                  ids: page.results.map((row) => row.id),
                  next: next?.results.map((row) => row.id),
                };
              }),
            );
            const [first, ...others] = pages;
            if (!isDeleted && offset === 0) expect(first!.ids.length, label).toBeGreaterThan(0);
            for (const { plan, ...other } of others)
              expect(other, `${label} ${plan}`).toEqual({ count: first!.count, ids: first!.ids, next: first!.next });
          }
  }, 60_000);

  it('are chosen by how many contacts the list keeps (at 100,000 contacts, a first page of 200)', () => {
    expect(listPlanFor(0, 102_008, 200)).toBe('first'); // a search no one matches
    expect(listPlanFor(1_098, 102_008, 200)).toBe('first'); // categories 1 and 2
    expect(listPlanFor(2_038, 102_008, 200)).toBe('first'); // 'luc'
    expect(listPlanFor(5_882, 102_008, 200)).toBe('walked'); // categories 1 and 9
    expect(listPlanFor(72_976, 102_008, 200)).toBe('walked'); // 'an'
  });
});
