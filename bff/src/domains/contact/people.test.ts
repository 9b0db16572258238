import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { print } from 'graphql';
import { ContactsListPage_PeopleDocument } from '../../../../web/src/generated/graphql.js';
import {
  ADMIN_EMAIL,
  callsByResource,
  CLIENT_EMAIL,
  gql,
  restCall,
  restToken,
  startBff,
  type TestBff,
} from '../../test/bff.js';

/** The contacts page's query, exactly as the web sends it (generated from its .graphql). */
const CONTACTS_PAGE = print(ContactsListPage_PeopleDocument);

type PeoplePage = {
  totalCount: number;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  nodes: Array<{ id: string; categories: Array<{ name: string }> }>;
};

describe('people', () => {
  let bff: TestBff;
  let admin: string;
  /** A word only this file's contacts hold (in their last names, companies, emails and tags). */
  let word: string;
  /** This file's eight contacts, in the order they were created. */
  const ours: number[] = [];
  beforeAll(async () => {
    bff = await startBff();
    admin = await restToken(ADMIN_EMAIL);
    word = `ppl${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
    const types = await restCall<{ categories: { id: number }[] }>('GET', 'utils/types/', admin);
    // Four companies of two contacts each, their fields varied: the list's default order (company descending, then
    // name) and every column of the contacts page have something to show. The companies are capitalised as the demo
    // ones are: a lowercase name would head the whole list's default order, that other files take a contact from.
    for (let index = 0; index < 8; index++) {
      const { id } = await restCall<{ id: number }>('POST', 'people/', admin, {
        first_name: ['Ann', 'Bob', 'Cy', 'Di'][index % 4],
        last_name: `${word} ${index}`,
        company: `Bff ${word} ${'ABCD'[index >> 1]}`,
        profile_type: 2 + (index % 3),
        job_title: index % 2 ? 'Partner' : null,
        categories: index % 3 ? [types.categories[index % 3]!.id] : [],
        tags: index % 4 ? [`${word}-${index % 2}`] : [],
        emails: [{ email: `${word}.${index}@bff.test`, label: 'Work' }],
        phones: index % 2 ? [{ number: `+44 20 7946 00${index}0`, label: 'Work' }] : [],
        city: index % 3 ? 'London' : null,
        rating: index % 4,
      });
      ours.push(id);
    }
  });
  afterAll(() => bff.close());

  it('reads the lookups once, then the contacts page costs one REST call for 1 and for 200 rows', async () => {
    const fresh = await startBff();
    try {
      const cold = await gql(fresh, CONTACTS_PAGE, { token: admin, variables: { first: 1 } });
      expect(callsByResource(cold.body)).toEqual({ 'GET people/': 1, 'GET utils/types/': 1 });

      const one = await gql(fresh, CONTACTS_PAGE, { token: admin, variables: { first: 1 } });
      const many = await gql(fresh, CONTACTS_PAGE, { token: admin, variables: { first: 200 } });
      expect(one.body.errors).toBeUndefined();
      expect(many.body.errors).toBeUndefined();
      const manyPage = many.body.data?.people as PeoplePage;
      expect(manyPage.nodes.length).toBe(Math.min(200, manyPage.totalCount));
      expect(manyPage.totalCount).toBeGreaterThanOrEqual(200);
      expect(manyPage.nodes.some((node) => node.categories.length > 0)).toBe(true);
      // Lookups come from the bff's HTTP cache (the api's max-age); only the rows go to the api.
      expect(callsByResource(one.body)).toEqual({ 'GET people/': 1 });
      expect(callsByResource(many.body)).toEqual({ 'GET people/': 1 });
    } finally {
      await fresh.close();
    }
  });

  it('asks REST for only the keys the selected fields need, and serves them as REST holds them', async () => {
    const { body } = await gql(bff, CONTACTS_PAGE, { token: admin, variables: { first: 30, search: word } });
    expect(body.errors).toBeUndefined();
    const path = decodeURIComponent(body.extensions?.restCalls?.[0]?.path ?? '');
    const asked = new URLSearchParams(path.split('?')[1]).get('fields')?.split(',');
    expect(asked?.sort()).toEqual(
      [
        'id',
        'full_name',
        'company',
        'job_title',
        'emails',
        'phones',
        'city',
        'country',
        'categories',
        'tags',
        'rating',
        'profile_type',
        'invite_status',
        'is_capital_provider',
        'created_at',
        'updated_at',
      ].sort(),
    );
    const rest = await fetch(`${inject('apiUrl')}people/?limit=30&search=${word}`, {
      headers: { authorization: `Token ${admin}` },
    });
    const whole = ((await rest.json()) as { results: Record<string, unknown>[] }).results;
    type Row = Record<string, unknown> & { categories: { id: string }[] };
    const nodes = (body.data?.people as { nodes: Row[] }).nodes;
    expect(nodes.map((node) => Number(node.id)).sort()).toEqual([...ours].sort());
    // Company descending, then name.
    expect(nodes.map((node) => node.company)).toEqual(
      ['D', 'D', 'C', 'C', 'B', 'B', 'A', 'A'].map((c) => `Bff ${word} ${c}`),
    );
    const first = <T>(list: unknown, key: string) => (list as Record<string, T>[])[0]?.[key] ?? null;
    expect(
      nodes.map((node) => [node.id, node.fullName, node.jobTitle, node.primaryEmail, node.primaryPhone, node.tags]),
    ).toEqual(
      whole.map((row) => [
        String(row.id),
        row.full_name,
        row.job_title,
        first(row.emails, 'email'),
        first(row.phones, 'number'),
        row.tags,
      ]),
    );
    expect(
      nodes.map((node) => [node.categories.map((c) => Number(c.id)), node.isCapitalProvider, node.createdAt]),
    ).toEqual(whole.map((row) => [row.categories, row.is_capital_provider, row.created_at]));

    // A field served otherwise (another domain's) reads whole rows.
    const withFiles = await gql(
      bff,
      'query ($search: String) { people(first: 2, search: $search) { nodes { fullName files { id } } } }',
      { token: admin, variables: { search: word } },
    );
    expect(withFiles.body.errors).toBeUndefined();
    expect(withFiles.body.extensions?.restCalls?.[0]?.path).not.toContain('fields=');
  });

  it('pages through the list with cursors', async () => {
    const first = await gql(bff, CONTACTS_PAGE, { token: admin, variables: { first: 3, search: word } });
    const page1 = first.body.data?.people as PeoplePage;
    expect(page1.nodes).toHaveLength(3);
    expect(page1.totalCount).toBe(8);
    expect(page1.pageInfo.hasNextPage).toBe(true);

    const second = await gql(bff, CONTACTS_PAGE, {
      token: admin,
      variables: { first: 3, after: page1.pageInfo.endCursor, search: word },
    });
    const page2 = second.body.data?.people as PeoplePage;
    const six = await gql(bff, CONTACTS_PAGE, { token: admin, variables: { first: 6, search: word } });
    const page6 = six.body.data?.people as PeoplePage;
    expect([...page1.nodes, ...page2.nodes].map((node) => node.id)).toEqual(page6.nodes.map((node) => node.id));
    expect(second.body.extensions?.restCalls?.[0]?.path).toMatch(/offset=3/);

    const all = await gql(bff, CONTACTS_PAGE, { token: admin, variables: { first: 10, search: word } });
    const last = await gql(bff, CONTACTS_PAGE, {
      token: admin,
      variables: { first: 10, after: Buffer.from(`offset:${page1.totalCount - 3}`).toString('base64'), search: word },
    });
    const lastPage = last.body.data?.people as PeoplePage;
    // The two after the cursor.
    expect(lastPage.nodes.map((node) => node.id)).toEqual(
      (all.body.data?.people as PeoplePage).nodes.slice(-2).map((node) => node.id),
    );
    expect(lastPage.nodes).toHaveLength(2);
    expect(lastPage.pageInfo.hasNextPage).toBe(false);
  });

  it('rejects a page larger than 10000 and a forged cursor as bad user input', async () => {
    const tooMany = await gql(bff, CONTACTS_PAGE, { token: admin, variables: { first: 10_001 } });
    expect(tooMany.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(tooMany.body.extensions?.restCalls).toEqual([]);
    const forged = await gql(bff, CONTACTS_PAGE, { token: admin, variables: { first: 1, after: 'not-a-cursor' } });
    expect(forged.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
  });

  it('orders and filters through the REST query', async () => {
    const { body } = await gql(
      bff,
      `{ people(first: 5, orderBy: [{ field: LAST_NAME, direction: DESC }], filter: { profileTypes: [ADMIN, USER] }) {
        nodes { lastName profileType }
      } }`,
      { token: admin },
    );
    expect(body.errors).toBeUndefined();
    const path = body.extensions?.restCalls?.[0]?.path ?? '';
    expect(path).toContain('ordering=-last_name');
    expect(path).toContain('profile_type=1,2');
    const nodes = (body.data?.people as { nodes: Array<{ lastName: string; profileType: string }> }).nodes;
    expect(nodes.every((node) => ['ADMIN', 'USER'].includes(node.profileType))).toBe(true);
  });

  it('returns null for a contact that does not exist', async () => {
    const { body } = await gql(bff, '{ person(id: "999999") { id fullName } }', { token: admin });
    expect(body.errors).toBeUndefined();
    expect(body.data).toEqual({ person: null });
  });

  it('reads one contact with notes, lookups and its creator', async () => {
    const id = ours[1]!;
    const types = await restCall<{ title: { id: number; name: string }[] }>('GET', 'utils/types/', admin);
    await restCall('PATCH', `people/${id}/`, admin, { title: types.title[0]!.id });
    await restCall('POST', 'notes/people/', admin, { person: id, text: `Met ${word}` });
    const rest = await restCall<{ full_name: string; categories: number[]; created_by: number }>(
      'GET',
      `people/${id}/`,
      admin,
    );
    const me = await restCall<{ id: number; full_name: string }>('GET', 'auth/me/', admin);
    const { body } = await gql(
      bff,
      `query ($id: ID!) { person(id: $id) {
        id fullName title { name } categories { id name } notes { id text creator { fullName } }
        createdBy { id fullName } capitalProvider { id currency cpSubcategoryTypes { name } }
      } }`,
      { token: admin, variables: { id: String(id) } },
    );
    expect(body.errors).toBeUndefined();
    expect(rest.categories).toHaveLength(1);
    expect(body.data?.person).toMatchObject({
      id: String(id),
      fullName: rest.full_name,
      title: { name: types.title[0]!.name },
      categories: rest.categories.map((category) => ({ id: String(category) })),
      notes: [{ text: `Met ${word}`, creator: { fullName: me.full_name } }],
      createdBy: { id: String(me.id), fullName: me.full_name },
      capitalProvider: null,
    });
    expect(rest.created_by).toBe(me.id);
  });

  it('is FORBIDDEN with status 403 for a client', async () => {
    const client = await restToken(CLIENT_EMAIL);
    const { body } = await gql(bff, CONTACTS_PAGE, { token: client, variables: { first: 1 } });
    expect(body.data).toBeNull();
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', status: 403 });
  });

  it('is UNAUTHENTICATED with status 401 for nobody', async () => {
    const { body } = await gql(bff, CONTACTS_PAGE, { variables: { first: 1 } });
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED', status: 401 });
  });

  it('lists lookups, tags and organisations once each, then from the cache with only the caller checked', async () => {
    const fresh = await startBff();
    const query = '{ lookups { titles { id name } categories { name isCp } } tags organisations }';
    try {
      const cold = await gql(fresh, query, { token: admin });
      expect(cold.body.errors).toBeUndefined();
      expect(callsByResource(cold.body)).toEqual({
        'GET auth/me/': 1,
        'GET utils/types/': 1,
        'GET utils/tags/': 1,
        'GET people/organisations/': 1,
      });
      const warm = await gql(fresh, query, { token: admin });
      expect(warm.body.data).toEqual(cold.body.data);
      expect(callsByResource(warm.body)).toEqual({ 'GET auth/me/': 1 });
    } finally {
      await fresh.close();
    }
  });

  it('refuses cached reference data to nobody, to a token the api rejects, and company names to a client', async () => {
    await gql(bff, '{ lookups { titles { id } } tags organisations }', { token: admin });
    for (const field of ['lookups { titles { id } }', 'tags', 'organisations']) {
      const anonymous = await gql(bff, `{ ${field} }`);
      expect(anonymous.body.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED', status: 401 });
      expect(anonymous.body.extensions?.restCalls).toEqual([]);
      const forged = await gql(bff, `{ ${field} }`, { token: 'not-a-real-token' });
      expect(forged.body.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED', status: 401 });
      expect(forged.body.data).toBeNull();
    }
    const client = await restToken(CLIENT_EMAIL);
    const lookups = await gql(bff, '{ lookups { titles { id } } tags }', { token: client });
    expect(lookups.body.errors).toBeUndefined();
    const organisations = await gql(bff, '{ organisations }', { token: client });
    expect(organisations.body.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', status: 403 });
    expect(organisations.body.data).toBeNull();
  });
});
