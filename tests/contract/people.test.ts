import { beforeAll, describe, expect, it } from 'vitest';
import { api, get, signIn } from './client.js';
import { createCapitalProvider, createPerson, importCsv, unique } from './records.js';
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

/** A contact of this file's bulk, as imported: what its list order and group counts follow from. */
type Row = { id: number; company: string; full_name: string; city: string | null; rating: number | null };
/** The word in the bulk's last names: `search` for it lists the bulk alone. */
let listed: string;
/** More than a page (200) of contacts over four companies, five cities and four ratings, some empty. */
let rows: Row[];
const companies = ['Contract Alpha', 'Contract Beta', 'Contract Gamma', 'Contract Delta'];
const cities = ['Bath', 'Leeds', null, 'York', 'Derby'];
const ratings = [3, 1, null, 0, 2, null];

/** The word in the kinds' last names: a few contacts of every profile type, category and tag the filters test. */
let kinds: string;
let kind: Record<'admin' | 'lender' | 'investor' | 'client' | 'guest' | 'deleted', PersonDetailJson>;
/** Each capital provider's criteria id (the list's `capital_provider`), by contact id. */
const criteria = new Map<number, number>();
let cp: [number, number];
let plain: [number, number];
/** Two tags of the kinds'. */
let tagA: string;
let tagB: string;

beforeAll(async () => {
  staff = (await signIn('user')).token;
  admin = (await signIn('admin')).token;
  guest = await signIn('guest');

  listed = unique('list');
  // Distinct first names: one company's contacts are no possible duplicates of each other (Contact Management).
  const lines = Array.from({ length: 205 }, (_, index) => {
    const n = String(index).padStart(3, '0');
    return {
      first: `Row ${n}`,
      last: `${listed} ${n}`,
      company: companies[index % companies.length]!,
      city: cities[index % cities.length]!,
      rating: ratings[index % ratings.length]!,
      email: `${listed}.${n}@contract.test`,
    };
  });
  const csv = [
    'First Name,Last Name,Company,City,Rating,Email',
    ...lines.map((line) =>
      [line.first, line.last, line.company, line.city ?? '', line.rating ?? '', line.email].join(','),
    ),
  ].join('\n');
  const imported = await importCsv(admin, `${csv}\n`);
  expect(imported.status).toBe(200);
  expect(imported.body.created.map((person) => person.full_name)).toEqual(
    lines.map((line) => `${line.first} ${line.last}`),
  );
  rows = lines.map((line, index) => ({
    id: imported.body.created[index]!.id,
    company: line.company,
    full_name: `${line.first} ${line.last}`,
    city: line.city,
    rating: line.rating,
  }));

  kinds = unique('kind');
  tagA = `${kinds}-a`;
  tagB = `${kinds}-b`;
  const categories = (await get<{ categories: { id: number; is_cp: boolean }[] }>('utils/types/', staff)).body
    .categories;
  cp = categories.filter((category) => category.is_cp).map((category) => category.id) as [number, number];
  plain = categories.filter((category) => !category.is_cp).map((category) => category.id) as [number, number];
  const provider = async (name: string, fields: object) => {
    const made = await createCapitalProvider(admin, { first_name: 'Kind', last_name: `${kinds} ${name}`, ...fields });
    criteria.set(made.person.id, made.capitalProvider);
    return made.person;
  };
  const contact = (name: string, fields: object) =>
    createPerson(admin, { first_name: 'Kind', last_name: `${kinds} ${name}`, ...fields });
  kind = {
    admin: await provider('Admin', { profile_type: 1, categories: [cp[0]], tags: [tagA] }),
    lender: await provider('Lender', { categories: [cp[0], cp[1], plain[0]], tags: [tagA, tagB] }),
    investor: await provider('Investor', { categories: [cp[1]] }),
    client: await contact('Client', { profile_type: 3, categories: [plain[0]], tags: [tagB] }),
    guest: await contact('Guest', { profile_type: 4 }),
    deleted: await contact('Deleted', { categories: [plain[1]] }),
  };
  expect((await api('DELETE', `people/${kind.deleted.id}/`, { token: admin })).status).toBe(204);
});

const list = async (query: string) => {
  // Deleted contacts are Contact Management's, for admins; a user asking gets 403 (below).
  const response = await get<PageJson>(`people/${query}`, query.includes('is_deleted=true') ? admin : staff);
  expect(response.status, response.text).toBe(200);
  expectPage(response.body, PersonPage);
  return response.body;
};
const ids = (page: PageJson) => page.results.map((person) => person.id);
const sorted = (values: number[]) => [...values].sort((a, b) => a - b);

type Key = (row: Row) => string | number | null;
/** The bulk's ids in the order of `terms` (a key and 1 ascending or -1 descending): empty values last, ties by id. */
const inOrder = (...terms: [Key, 1 | -1][]) =>
  [...rows]
    .sort((a, b) => {
      for (const [key, direction] of terms) {
        const [x, y] = [key(a), key(b)];
        if (x === y) continue;
        if (x === null) return 1;
        if (y === null) return -1;
        return x < y ? -direction : direction;
      }
      return a.id - b.id;
    })
    .map((row) => row.id);

describe('GET people/', () => {
  it('answers a page of 200 Person by default with absolute links', async () => {
    const page = await list(`?search=${listed}`);
    expect(page.count).toBe(rows.length);
    expect(page.results).toHaveLength(200);
    for (const person of page.results) expectPerson(person, Person);
    expect(page.previous).toBeNull();
    const next = new URL(page.next!);
    expect(next.searchParams.get('limit')).toBe('200');
    expect(next.searchParams.get('offset')).toBe('200');
    expect(next.searchParams.get('search')).toBe(listed);
  });

  it('follows next and previous links', async () => {
    const first = await list(`?search=${listed}&limit=3&ordering=created_at`);
    const second = (await get<PageJson>(first.next!, staff)).body;
    expectPage(second, PersonPage);
    expect(ids(second)).not.toContain(first.results[0]?.id);
    expect([...ids(first), ...ids(second)]).toEqual(inOrder().slice(0, 6));
    const back = (await get<PageJson>(second.previous!, staff)).body;
    expect(ids(back)).toEqual(ids(first));
    expect(new URL(second.previous!).searchParams.has('offset')).toBe(false);
    expect(new URL(first.next!).searchParams.get('ordering')).toBe('created_at');
  });

  it('caps limit at 10000 and ends with next null', async () => {
    const page = await list(`?search=${listed}&limit=20000`);
    expect(page.results).toHaveLength(rows.length);
    expect(page.next).toBeNull();
    // The links carry the limit the page was read with: the capped one.
    const later = await list(`?search=${listed}&limit=20000&offset=5`);
    expect(later.results).toHaveLength(rows.length - 5);
    const previous = new URL(later.previous!);
    expect(previous.searchParams.get('limit')).toBe('10000');
    expect(previous.searchParams.has('offset')).toBe(false);
    const last = await list(`?search=${listed}&limit=5&offset=${rows.length - 2}`);
    expect(last.results).toHaveLength(2);
    expect(last.next).toBeNull();
  });

  it('orders by -company,full_name by default and by the given fields, ties broken by id', async () => {
    const byCompany = inOrder([(row) => row.company, -1], [(row) => row.full_name, 1]).slice(0, 50);
    expect(ids(await list(`?search=${listed}&limit=50`))).toEqual(byCompany);
    expect(ids(await list(`?search=${listed}&limit=50&ordering=-company,full_name`))).toEqual(byCompany);
    expect(ids(await list(`?search=${listed}&limit=500&ordering=-rating`))).toEqual(inOrder([(row) => row.rating, -1]));
    expect(ids(await list(`?search=${listed}&limit=500&ordering=city`))).toEqual(inOrder([(row) => row.city, 1]));
    const byCreated = (await list(`?search=${listed}&limit=500&ordering=created_at`)).results;
    expect(byCreated.map((p) => p.created_at)).toEqual(byCreated.map((p) => p.created_at).sort());
    expect(byCreated.map((p) => p.id)).toEqual(inOrder());
  });

  it('searches names, companies, job titles and emails case-insensitively', async () => {
    // The word in one field of each contact, in capitals in some; a contact holding most of the word is no match.
    const word = unique('srch');
    const Word = word.toUpperCase();
    const other = () => ({ emails: [{ email: `${unique('searched')}@contract.test`, label: 'Work' }] });
    const found = await Promise.all(
      [
        { first_name: `Ann${Word}`, last_name: 'Searched' },
        { middle_name: word, last_name: 'Searched' },
        { last_name: `${word}son` },
        { company: `${Word} Holdings`, last_name: 'Searched' },
        { job_title: `Head of ${word}`, last_name: 'Searched' },
        { last_name: 'Searched', emails: [{ email: `${word}@contract.test`, label: 'Work' }] },
      ].map((fields) => createPerson(staff, { ...other(), ...fields })),
    );
    await createPerson(staff, { ...other(), last_name: word.slice(0, -1) });
    const page = await list(`?search=${Word}&limit=500`);
    expect(sorted(ids(page))).toEqual(sorted(found.map((person) => person.id)));
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
      expect(haystack).toContain(word);
    }
  });

  it('filters by id, profile_type, category, is_capital_provider, tags and is_deleted', async () => {
    const some = rows.slice(0, 3).map((row) => row.id);
    expect(sorted(ids(await list(`?id=${some.join(',')}`)))).toEqual(some);
    const of = (...people: PersonDetailJson[]) => sorted(people.map((person) => person.id));
    const filtered = async (filter: string) => {
      const page = await list(`?search=${kinds}&${filter}&limit=50`);
      return { page, ids: sorted(ids(page)) };
    };
    expect((await filtered('profile_type=1')).ids).toEqual(of(kind.admin));
    expect((await filtered('profile_type=3,4')).ids).toEqual(of(kind.client, kind.guest));
    const providers = await filtered('is_capital_provider=true');
    expect(providers.ids).toEqual(of(kind.admin, kind.lender, kind.investor));
    for (const person of providers.page.results) {
      expect(person.is_capital_provider).toBe(true);
      expect(person.capital_provider).toBe(criteria.get(person.id));
    }
    const others = await filtered('is_capital_provider=false');
    expect(others.ids).toEqual(of(kind.client, kind.guest));
    expect(others.page.results.every((p) => !p.is_capital_provider && p.capital_provider === null)).toBe(true);
    expect((await filtered(`category=${cp[0]}`)).ids).toEqual(of(kind.admin, kind.lender));
    expect((await filtered(`category=${plain[0]}`)).ids).toEqual(of(kind.lender, kind.client));
    const tagged = await filtered(`tags=${tagA}`);
    expect(tagged.ids).toEqual(of(kind.admin, kind.lender));
    expect(tagged.page.results.every((p) => p.tags.includes(tagA))).toBe(true);
    const deleted = await filtered('is_deleted=true');
    expect(deleted.ids).toEqual(of(kind.deleted));
    expect(deleted.page.results.every((p) => p.is_deleted)).toBe(true);
    expect((await get(`people/?search=${kinds}&is_deleted=true`, staff)).status).toBe(403);
  });
});

describe('GET people/{id}/', () => {
  it('answers PersonDetail with notes newest first', async () => {
    const someone = await createPerson(staff);
    const notes: number[] = [];
    for (const text of ['First note', 'Second note', 'Third note']) {
      const note = await api<{ id: number }>('POST', 'notes/people/', {
        token: staff,
        body: { text, person: someone.id },
      });
      expect(note.status, note.text).toBe(201);
      notes.push(note.body.id);
    }
    const response = await get<PersonDetailJson>(`people/${someone.id}/`, staff);
    expect(response.status).toBe(200);
    expectPerson(response.body, PersonDetail);
    const answered = response.body.notes;
    expect(answered.map((n) => n.id)).toEqual([...notes].reverse());
    expect(answered.map((n) => n.created_at)).toEqual([...answered.map((n) => n.created_at)].sort().reverse());
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
    const company = `Organisation ${unique()}`;
    for (let twice = 0; twice < 2; twice++) await createPerson(staff, { company });
    const response = await get<string[]>('people/organisations/', staff);
    expect(response.status).toBe(200);
    expect(response.body.every((name) => typeof name === 'string')).toBe(true);
    expect(new Set(response.body).size).toBe(response.body.length);
    expect(response.body.filter((name) => name === company)).toEqual([company]);
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
      const pages = [await list(`?search=${listed}&limit=50&ordering=${ordering}`)];
      for (let i = 0; i < 3 && pages.at(-1)!.next; i++) {
        const next = new URL(pages.at(-1)!.next!);
        expect(next.searchParams.get('cursor'), ordering).toMatch(/^[\w-]+$/);
        pages.push((await get<PageJson>(next.toString(), staff)).body);
      }
      expect(pages, ordering).toHaveLength(4);
      const byOffset = await list(`?search=${listed}&limit=${pages.length * 50}&ordering=${ordering}`);
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
    const next = new URL((await list(`?search=${listed}&limit=2&ordering=city`)).next!);
    next.searchParams.set('ordering', 'country');
    const response = await get(next.toString(), staff);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ cursor: ['Invalid cursor.'] });
  });
});

describe('GET people/group_counts/ (extension)', () => {
  type GroupCount = { value: string | number | boolean | null; count: number };
  const groups = async (query: string, token = staff) => get<GroupCount[]>(`people/group_counts/?${query}`, token);

  /** How many of `values` hold each value: sorted by value, empty last, as the groups are. */
  const countsOf = (values: (string | number | null)[]) => {
    const counts = new Map<string | number | null, number>();
    for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
    return [...counts]
      .map(([value, count]) => ({ value, count }))
      .sort((a, b) => (a.value === null ? 1 : b.value === null ? -1 : a.value < b.value ? -1 : 1));
  };

  it('counts the whole filtered list per value, sorted by value with empty last', async () => {
    const response = await groups(`field=company&search=${listed}`);
    expect(response.status).toBe(200);
    expectAnswer(GroupCounts, response.body, 'group counts');
    expect(response.body).toEqual(countsOf(rows.map((row) => row.company)));
    const listedCount = (await list(`?search=${listed}&limit=1`)).count;
    expect(response.body.reduce((sum, group) => sum + group.count, 0)).toBe(listedCount);
    const ratings = await groups(`field=rating&search=${listed}`);
    expect(ratings.body).toEqual(countsOf(rows.map((row) => row.rating)));
    expect(ratings.body.at(-1)?.value).toBeNull();
  });

  it('counts a contact under each of its categories, with the list filters', async () => {
    const response = await groups(`field=categories&is_capital_provider=true&search=${kinds}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual(countsOf([cp[0], cp[0], cp[1], plain[0], cp[1]]));
    // The same as the list's rows of the same filters, each counted under each of its categories.
    const providers = await list(`?is_capital_provider=true&search=${kinds}&limit=10000`);
    const expected = new Map<number | null, number>();
    for (const person of providers.results) {
      for (const category of person.categories.length ? person.categories : [null])
        expected.set(category, (expected.get(category) ?? 0) + 1);
    }
    expect(new Map(response.body.map((group) => [group.value as number | null, group.count]))).toEqual(expected);
  });

  it('refuses an unknown field, and is for staff only', async () => {
    const bad = await groups('field=password_hash');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ field: ['Select a valid choice.'] });
    expect((await groups('field=company', guest.token)).status).toBe(403);
    expect((await get('people/group_counts/?field=company')).status).toBe(401);
  });
});
