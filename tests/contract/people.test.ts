import { beforeAll, describe, expect, it } from 'vitest';
import { api, get, signIn } from './client.js';
import { CurrentUser, GroupCounts, OutlookStatus, Person, PersonDetail, PersonPage } from '@ft8/contract/contact';
import {
  expectAnswer,
  expectPage,
  expectPerson,
  messages,
  type CurrentUserJson,
  type PageJson,
  type PersonDetailJson,
} from './answers.js';

let staff: string;
let admin: string;
let guest: { token: string; user: CurrentUserJson };
beforeAll(async () => {
  staff = (await signIn('user')).token;
  admin = (await signIn('admin')).token;
  guest = await signIn('guest');
});

const list = async (query: string) => {
  // Deleted contacts are Contact Management's, for admins; a user asking gets 403 (below).
  const response = await get<PageJson>(`people/${query}`, query.includes('is_deleted=true') ? admin : staff);
  expect(response.status, response.text).toBe(200);
  expectPage(response.body, PersonPage);
  return response.body;
};

describe('GET people/', () => {
  it('answers a page of 200 Person by default with absolute links', async () => {
    const page = await list('');
    expect(page.count).toBeGreaterThan(200);
    expect(page.results).toHaveLength(200);
    for (const person of page.results) expectPerson(person, Person);
    expect(page.previous).toBeNull();
    const next = new URL(page.next!);
    expect(next.searchParams.get('limit')).toBe('200');
    expect(next.searchParams.get('offset')).toBe('200');
  });

  it('follows next and previous links', async () => {
    const first = await list('?limit=3&ordering=created_at');
    const second = (await get<PageJson>(first.next!, staff)).body;
    expectPage(second, PersonPage);
    expect(second.results.map((p) => p.id)).not.toContain(first.results[0]?.id);
    const back = (await get<PageJson>(second.previous!, staff)).body;
    expect(back.results.map((p) => p.id)).toEqual(first.results.map((p) => p.id));
    expect(new URL(second.previous!).searchParams.has('offset')).toBe(false);
    expect(new URL(first.next!).searchParams.get('ordering')).toBe('created_at');
  });

  it('caps limit at 10000 and ends with next null', async () => {
    const page = await list('?limit=20000');
    expect(page.results.length).toBe(Math.min(page.count, 10000));
    // next exists exactly when more rows than the cap remain, and then keeps the capped limit.
    expect(page.next).toEqual(page.count > 10000 ? expect.stringContaining('limit=10000') : null);
    const last = await list(`?limit=5&offset=${page.count - 2}`);
    expect(last.results).toHaveLength(2);
    expect(last.next).toBeNull();
  });

  it('orders by -company,full_name by default and by the given fields, ties broken by id', async () => {
    const byDefault = await list('?limit=50');
    const explicit = await list('?limit=50&ordering=-company,full_name');
    expect(byDefault.results.map((p) => p.id)).toEqual(explicit.results.map((p) => p.id));
    const byRating = (await list('?limit=500&ordering=-rating')).results
      .map((p) => p.rating)
      .filter((rating) => rating !== null);
    expect(byRating).toEqual([...byRating].sort((a, b) => b - a));
    const byCreated = (await list('?limit=100&ordering=created_at')).results.map((p) => p.created_at);
    expect(byCreated).toEqual([...byCreated].sort());
  });

  it('searches names, companies, job titles and emails case-insensitively', async () => {
    const page = await list('?search=SMI&limit=500');
    expect(page.count).toBeGreaterThan(0);
    for (const person of page.results) {
      const haystack = [
        person.first_name,
        person.middle_name,
        person.last_name,
        person.company,
        person.job_title,
        ...person.emails.map((e) => e.email),
      ]
        .join(' ')
        .toLowerCase();
      expect(haystack).toContain('smi');
    }
  });

  it('filters by id, profile_type, category, is_capital_provider, tags and is_deleted', async () => {
    const some = (await list('?limit=3')).results.map((p) => p.id);
    expect((await list(`?id=${some.join(',')}`)).results.map((p) => p.id).sort()).toEqual([...some].sort());
    const admins = await list('?profile_type=1');
    expect(admins.results.every((p) => p.profile_type === 1)).toBe(true);
    expect(admins.results.map((p) => p.emails[0]?.email)).toContain('admin@ft8.test');
    const providers = await list('?is_capital_provider=true&limit=50');
    expect(providers.count).toBeGreaterThan(0);
    expect(providers.results.every((p) => p.is_capital_provider && typeof p.capital_provider === 'number')).toBe(true);
    expect((await list('?is_capital_provider=false&limit=50')).results.every((p) => !p.is_capital_provider)).toBe(true);
    const lenders = await list('?category=1&limit=50');
    expect(lenders.results.every((p) => p.categories.includes(1))).toBe(true);
    const tag = (await get<{ name: string }[]>('utils/tags/', staff)).body[0]!.name;
    expect((await list(`?tags=${tag}&limit=50`)).results.every((p) => p.tags.includes(tag))).toBe(true);
    expect((await list('?is_deleted=true&limit=50')).results.every((p) => p.is_deleted)).toBe(true);
    expect((await get('people/?is_deleted=true', staff)).status).toBe(403);
  });
});

describe('GET people/{id}/', () => {
  it('answers PersonDetail with notes newest first', async () => {
    const someone = (await list('?limit=1')).results[0]!;
    const response = await get<PersonDetailJson>(`people/${someone.id}/`, staff);
    expect(response.status).toBe(200);
    expectPerson(response.body, PersonDetail);
    const notes = response.body.notes;
    expect(notes.map((n) => n.created_at)).toEqual([...notes.map((n) => n.created_at)].sort().reverse());
  });

  it('answers 404 for an unknown id', async () => {
    const response = await get('people/2147483000/', staff);
    expect(response.status).toBe(404);
    expect(response.body).toEqual(messages.notFound);
  });
});

describe('PATCH people/{id}/', () => {
  it('merges preferences key by key into your own record and answers CurrentUser', async () => {
    const key = `contract_${Date.now()}`;
    const path = `people/${guest.user.id}/`;
    await api('PATCH', path, { token: guest.token, body: { table_column_prefs: { [`${key}_a`]: [1] } } });
    const response = await api<CurrentUserJson>('PATCH', path, {
      token: guest.token,
      body: { table_column_prefs: { [`${key}_b`]: [2] }, sorting_prefs: { [key]: { f: 'x' } } },
    });
    expect(response.status).toBe(200);
    expectPerson(response.body, CurrentUser);
    expect(response.body.table_column_prefs).toMatchObject({ [`${key}_a`]: [1], [`${key}_b`]: [2] });
    expect(response.body.sorting_prefs).toMatchObject({ [key]: { f: 'x' } });
  });

  it('refuses other fields and other people', async () => {
    const own = await api('PATCH', `people/${guest.user.id}/`, { token: guest.token, body: { company: 'X' } });
    expect(own.status).toBe(400);
    expect(own.body).toEqual({ company: ['This field cannot be changed here.'] });
    const admin = (await signIn('admin')).token;
    const other = await api('PATCH', `people/${guest.user.id}/`, { token: admin, body: { signature: 'x' } });
    expect(other.status).toBe(403);
    expect(other.body).toEqual(messages.forbidden);
  });
});

describe('organisations and outlook_status', () => {
  it('organisations is an array of distinct company names', async () => {
    const response = await get<string[]>('people/organisations/', staff);
    expect(response.status).toBe(200);
    expect(response.body.every((name) => typeof name === 'string')).toBe(true);
    expect(new Set(response.body).size).toBe(response.body.length);
    expect(response.body).toContain('FT8 Capital');
  });

  it('outlook_status answers the four flags', async () => {
    const response = await get<object>(`people/${guest.user.id}/outlook_status/`, guest.token);
    expect(response.status).toBe(200);
    expectAnswer(OutlookStatus, response.body, 'outlook status');
  });
});

describe('GET people/ keyset links (extension: `cursor` in next and previous)', () => {
  it('next carries an opaque cursor that pages as offset does, and previous comes back', async () => {
    for (const ordering of ['-company,full_name', 'city', '-rating', 'updated_at']) {
      const pages = [await list(`?limit=50&ordering=${ordering}`)];
      for (let i = 0; i < 3 && pages.at(-1)!.next; i++) {
        const next = new URL(pages.at(-1)!.next!);
        expect(next.searchParams.get('cursor'), ordering).toMatch(/^[\w-]+$/);
        pages.push((await get<PageJson>(next.toString(), staff)).body);
      }
      const byOffset = await list(`?limit=${pages.length * 50}&ordering=${ordering}`);
      expect(
        pages.flatMap((page) => page.results.map((p) => p.id)),
        ordering,
      ).toEqual(byOffset.results.map((p) => p.id));
      const back = (await get<PageJson>(pages.at(-1)!.previous!, staff)).body;
      expect(
        back.results.map((p) => p.id),
        ordering,
      ).toEqual(pages.at(-2)!.results.map((p) => p.id));
    }
  });

  it('answers 400 for a cursor made for another ordering', async () => {
    const next = new URL((await list('?limit=2&ordering=city')).next!);
    next.searchParams.set('ordering', 'country');
    const response = await get(next.toString(), staff);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ cursor: ['Invalid cursor.'] });
  });
});

describe('GET people/group_counts/ (extension)', () => {
  type GroupCount = { value: string | number | boolean | null; count: number };
  const groups = async (query: string, token = staff) => get<GroupCount[]>(`people/group_counts/?${query}`, token);

  it('counts the whole filtered list per value, sorted by value with empty last', async () => {
    const response = await groups('field=company');
    expect(response.status).toBe(200);
    expectAnswer(GroupCounts, response.body, 'group counts');
    for (const group of response.body) expect(typeof group.value, 'a company group').toBe('string');
    const values = response.body.map((group) => group.value as string);
    expect(values).toEqual([...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(response.body.reduce((sum, group) => sum + group.count, 0)).toBe((await list('?limit=1')).count);
    const company = response.body.find((group) => group.count > 1)!;
    const members = await list(`?search=${encodeURIComponent(company.value as string)}&limit=10000`);
    expect(members.results.filter((p) => p.company === company.value)).toHaveLength(company.count);
  });

  it('counts a contact under each of its categories, with the list filters', async () => {
    const response = await groups('field=categories&is_capital_provider=true');
    expect(response.status).toBe(200);
    const providers = await list('?is_capital_provider=true&limit=10000');
    const expected = new Map<number | null, number>();
    for (const person of providers.results) {
      for (const category of person.categories.length ? person.categories : [null])
        expected.set(category, (expected.get(category) ?? 0) + 1);
    }
    expect(new Map(response.body.map((group) => [group.value as number | null, group.count]))).toEqual(expected);
    const ratings = (await groups('field=rating')).body;
    expect(ratings.at(-1)?.value).toBeNull();
  });

  it('refuses an unknown field, and is for staff only', async () => {
    const bad = await groups('field=password_hash');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ field: ['Select a valid choice.'] });
    expect((await groups('field=company', guest.token)).status).toBe(403);
    expect((await get('people/group_counts/?field=company')).status).toBe(401);
  });
});
