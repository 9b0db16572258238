import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import {
  categoriesMember,
  linkPlanFor,
  peopleWhere,
  resolvePeopleFilters,
  type LinkPlan,
  type PeopleFilters,
} from './filters.js';
import { createContactRepository } from './repository.js';
import { buildPieces } from './search-pieces.js';

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

  it('page categories alone the same from their bitmap (the pieces) as from their links, by offset and by cursor', async () => {
    const { db } = t.database;
    await buildPieces(db);
    const plans = [
      { plan: 'links probed', repository: createContactRepository(db, { linkPlan: 'probed', pieces: false }) },
      { plan: 'links hashed', repository: createContactRepository(db, { linkPlan: 'hashed', pieces: false }) },
      { plan: 'links first', repository: createContactRepository(db, { linkPlan: 'first' }) },
      { plan: 'bitmap', repository: createContactRepository(db, { linkPlan: 'hashed' }) },
    ];
    const member = await categoriesMember(db, await resolvePeopleFilters(db, { categories: [1], isDeleted: false }));
    expect(member).toBeDefined();
    for (const isDeleted of [false, true])
      for (const filter of [{ categories: [1] }, { categories: [1, 2, 4] }, { isCapitalProvider: true }])
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

  it('are chosen by how many contacts the filter keeps (at 100,000 contacts, a first page of 200)', () => {
    expect(linkPlanFor(1_098, 102_008, 200)).toBe('first'); // categories 1 and 2
    expect(linkPlanFor(5_882, 102_008, 200)).toBe('hashed'); // categories 1 and 9
    expect(linkPlanFor(12_468, 102_008, 200)).toBe('hashed'); // categories 3 and 9 (probed until migration 073)
    expect(linkPlanFor(17_578, 102_008, 200)).toBe('probed'); // categories 3 and 6
    expect(linkPlanFor(35_607, 102_008, 200)).toBe('probed'); // categories 1 and 11
  });
});
