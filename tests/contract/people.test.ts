import { beforeAll, describe, expect, it } from 'vitest';
import { api, get, signIn } from './client.js';
import { currentUserExtra, expectPage, expectPerson, expectShape, messages, outlookStatusKinds, type PageJson, type PersonJson } from './shapes.js';

let staff: string;
let guest: { token: string; user: PersonJson };
beforeAll(async () => {
  staff = (await signIn('user')).token;
  guest = await signIn('guest');
});

const list = async (query: string) => {
  const response = await get<PageJson>(`people/${query}`, staff);
  expect(response.status, response.text).toBe(200);
  expectPage(response.body);
  return response.body;
};

describe('GET people/', () => {
  it('answers a page of 200 Person by default with absolute links', async () => {
    const page = await list('');
    expect(page.count).toBeGreaterThan(200);
    expect(page.results).toHaveLength(200);
    for (const person of page.results) expectPerson(person);
    expect(page.previous).toBeNull();
    const next = new URL(page.next!);
    expect(next.searchParams.get('limit')).toBe('200');
    expect(next.searchParams.get('offset')).toBe('200');
  });

  it('follows next and previous links', async () => {
    const first = await list('?limit=3&ordering=created_at');
    const second = (await get<PageJson>(first.next!, staff)).body;
    expectPage(second);
    expect(second.results.map((p) => p.id)).not.toContain(first.results[0]?.id);
    const back = (await get<PageJson>(second.previous!, staff)).body;
    expect(back.results.map((p) => p.id)).toEqual(first.results.map((p) => p.id));
    expect(new URL(second.previous!).searchParams.has('offset')).toBe(false);
    expect(new URL(first.next!).searchParams.get('ordering')).toBe('created_at');
  });

  it('caps limit at 10000 and ends with next null', async () => {
    const page = await list('?limit=20000');
    expect(page.results.length).toBe(Math.min(page.count, 10000));
    if (page.next) expect(new URL(page.next!).searchParams.get('limit')).toBe('10000');
    const last = await list(`?limit=5&offset=${page.count - 2}`);
    expect(last.results).toHaveLength(2);
    expect(last.next).toBeNull();
  });

  it('orders by -company,full_name by default and by the given fields, ties broken by id', async () => {
    const byDefault = await list('?limit=50');
    const explicit = await list('?limit=50&ordering=-company,full_name');
    expect(byDefault.results.map((p) => p.id)).toEqual(explicit.results.map((p) => p.id));
    const byRating = (await list('?limit=500&ordering=-rating')).results.map((p) => p.rating).filter((rating) => rating !== null);
    expect(byRating).toEqual([...byRating].sort((a, b) => b - a));
    const byCreated = (await list('?limit=100&ordering=created_at')).results.map((p) => p.created_at);
    expect(byCreated).toEqual([...byCreated].sort());
  });

  it('searches names, companies, job titles and emails case-insensitively', async () => {
    const page = await list('?search=SMI&limit=500');
    expect(page.count).toBeGreaterThan(0);
    for (const person of page.results) {
      const haystack = [person.first_name, person.middle_name, person.last_name, person.company, person.job_title, ...person.emails.map((e) => e.email)]
        .join(' ').toLowerCase();
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
  });
});

describe('GET people/{id}/', () => {
  it('answers PersonDetail with notes newest first', async () => {
    const someone = (await list('?limit=1')).results[0]!;
    const response = await get<PersonJson>(`people/${someone.id}/`, staff);
    expect(response.status).toBe(200);
    expectPerson(response.body, { notes: 'array' });
    const notes = response.body.notes ?? [];
    for (const note of notes) expectShape(note, { id: 'number', text: 'string', created_at: 'string', updated_at: 'string', creator: 'object?' }, 'note');
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
    const response = await api<PersonJson>('PATCH', path, { token: guest.token, body: { table_column_prefs: { [`${key}_b`]: [2] }, sorting_prefs: { [key]: { f: 'x' } } } });
    expect(response.status).toBe(200);
    expectPerson(response.body, currentUserExtra);
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
    expectShape(response.body, outlookStatusKinds, 'outlook status');
  });
});
