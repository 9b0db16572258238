import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertContacts } from '../../seed/bulk-insert.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

let t: TestApp;
let staff: { authorization: string };

// Ties and empty values across group boundaries: the same company, city, rating and timestamp several times over,
// some with no city, job title or rating, so that pages of 2 end in the middle of equal and empty groups.
beforeAll(async () => {
  t = await createTestApp();
  staff = await t.signIn('user@ft8.test');
  const sameTime = new Date('2025-06-01T12:00:00.123Z');
  await insertContacts(
    t.database.db,
    Array.from({ length: 9 }, (_, index) => ({
      person: {
        first_name: ['Eve', 'Finn', 'Gail'][index % 3]!,
        last_name: `Tied${index % 2}`,
        company: index < 6 ? 'Same Co' : 'Acme Capital',
        profile_type: 2,
        country: index % 4 ? 'United Kingdom' : null,
        city: index % 3 ? 'York' : null,
        job_title: index % 2 ? 'Analyst' : null,
        rating: index % 3 === 0 ? null : index % 2,
        created_at: sameTime,
        updated_at: new Date(sameTime.getTime() + (index % 3) * 1000),
      },
      emails: [],
      phones: [],
      links: [],
      tags: [],
      notes: [],
    })),
    [],
  );
});
afterAll(() => t.close());

type Page = { count: number; next: string | null; previous: string | null; results: { id: number }[] };
const get = async (query: string) => {
  const response = await t.app.inject({ url: `/api/people/${query}`, headers: staff });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Page>();
};
const ids = (page: Page) => page.results.map((person) => person.id);
const pathOf = (link: string) => new URL(link).search;

const orderings = [
  'company',
  'full_name',
  'first_name',
  'last_name',
  'job_title',
  'city',
  'country',
  'rating',
  'profile_type',
  'invite_status',
  'created_at',
  'updated_at',
]
  .flatMap((field) => [field, `-${field}`])
  .concat(['-company,full_name', 'city,-rating', '-rating,job_title,created_at']);

describe('GET people/ next and previous links (keyset cursor)', () => {
  it.each(orderings)(
    'walks the whole list by %s, forwards by next and back by previous, as offset pages do',
    async (ordering) => {
      const whole = ids(await get(`?limit=1000&ordering=${ordering}`));
      expect(whole.length).toBe(16);
      const pages: Page[] = [await get(`?limit=2&ordering=${ordering}`)];
      while (pages.at(-1)!.next) {
        const next = pages.at(-1)!.next!;
        expect(new URL(next).searchParams.get('cursor')).toBeTruthy();
        pages.push(await get(pathOf(next)));
        // The cursor alone finds the page (the offset in the link only numbers it).
        const cursorOnly = new URL(next);
        cursorOnly.searchParams.delete('offset');
        expect(ids(await get(cursorOnly.search))).toEqual(ids(pages.at(-1)!));
        expect(pages.length).toBeLessThan(20);
      }
      expect(pages.flatMap(ids)).toEqual(whole);
      const backwards: number[][] = [];
      let page = pages.at(-1)!;
      while (page.previous) {
        const previous = new URL(page.previous);
        page = await get(previous.search);
        if (previous.searchParams.has('cursor')) {
          previous.searchParams.delete('offset');
          expect(ids(await get(previous.search))).toEqual(ids(page));
        }
        backwards.unshift(ids(page));
      }
      expect(backwards.flat()).toEqual(whole.slice(0, whole.length - ids(pages.at(-1)!).length));
    },
  );

  it('serves the same page by cursor as by offset, with the same count and links', async () => {
    const byOffset = await get('?limit=3&offset=3&ordering=city');
    const first = await get('?limit=3&ordering=city');
    const byCursor = await get(pathOf(first.next!));
    expect(ids(byCursor)).toEqual(ids(byOffset));
    expect(byCursor.count).toBe(byOffset.count);
    expect(new URL(byCursor.next!).searchParams.get('offset')).toBe('6');
  });

  it('answers 400 for a cursor that is not one, or was made for another ordering', async () => {
    const first = await get('?limit=2&ordering=city');
    const cursor = new URL(first.next!).searchParams.get('cursor')!;
    for (const query of [
      `?cursor=${cursor}&ordering=-city`,
      '?cursor=nonsense',
      `?cursor=${Buffer.from('{"o":"city","v":[1],"id":1}').toString('base64url')}&ordering=city`,
    ]) {
      const response = await t.app.inject({ url: `/api/people/${query}`, headers: staff });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ cursor: ['Invalid cursor.'] });
    }
  });

  it('keeps filters and search in the links and pages within them', async () => {
    const whole = ids(await get('?limit=1000&search=e&ordering=rating'));
    const first = await get('?limit=2&search=e&ordering=rating');
    const second = await get(pathOf(first.next!));
    expect(new URL(first.next!).searchParams.get('search')).toBe('e');
    expect([...ids(first), ...ids(second)]).toEqual(whole.slice(0, 4));
  });
});
