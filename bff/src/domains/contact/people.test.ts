import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { print } from 'graphql';
import { ContactsListPage_PeopleDocument } from '../../../../web/src/generated/graphql.js';
import { ADMIN_EMAIL, callsByResource, CLIENT_EMAIL, gql, restToken, startBff, type TestBff } from '../../test/bff.js';

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
  beforeAll(async () => {
    bff = await startBff();
    admin = await restToken(ADMIN_EMAIL);
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
    const { body } = await gql(bff, CONTACTS_PAGE, { token: admin, variables: { first: 30 } });
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
    const rest = await fetch(`${inject('apiUrl')}people/?limit=30`, { headers: { authorization: `Token ${admin}` } });
    const whole = ((await rest.json()) as { results: Record<string, unknown>[] }).results;
    type Row = Record<string, unknown> & { categories: { id: string }[] };
    const nodes = (body.data?.people as { nodes: Row[] }).nodes;
    expect(nodes.length).toBe(30);
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
    const withFiles = await gql(bff, '{ people(first: 2) { nodes { fullName files { id } } } }', { token: admin });
    expect(withFiles.body.errors).toBeUndefined();
    expect(withFiles.body.extensions?.restCalls?.[0]?.path).not.toContain('fields=');
  });

  it('pages through the list with cursors', async () => {
    const first = await gql(bff, CONTACTS_PAGE, { token: admin, variables: { first: 3 } });
    const page1 = first.body.data?.people as PeoplePage;
    expect(page1.nodes).toHaveLength(3);
    expect(page1.pageInfo.hasNextPage).toBe(true);

    const second = await gql(bff, CONTACTS_PAGE, {
      token: admin,
      variables: { first: 3, after: page1.pageInfo.endCursor },
    });
    const page2 = second.body.data?.people as PeoplePage;
    const six = await gql(bff, CONTACTS_PAGE, { token: admin, variables: { first: 6 } });
    const page6 = six.body.data?.people as PeoplePage;
    expect([...page1.nodes, ...page2.nodes].map((node) => node.id)).toEqual(page6.nodes.map((node) => node.id));
    expect(second.body.extensions?.restCalls?.[0]?.path).toMatch(/offset=3/);

    const last = await gql(bff, CONTACTS_PAGE, {
      token: admin,
      variables: { first: 10, after: Buffer.from(`offset:${page1.totalCount - 3}`).toString('base64') },
    });
    const lastPage = last.body.data?.people as PeoplePage;
    // The two after the cursor; other test files add contacts to the same api meanwhile: counted from this answer.
    expect(lastPage.nodes).toHaveLength(lastPage.totalCount - (page1.totalCount - 3) - 1);
    expect(lastPage.nodes.length).toBeGreaterThanOrEqual(2);
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
    const list = await gql(bff, '{ people(first: 1) { nodes { id } } }', { token: admin });
    const id = (list.body.data?.people as PeoplePage).nodes[0]?.id;
    const { body } = await gql(
      bff,
      `query ($id: ID!) { person(id: $id) {
        id fullName title { name } categories { id name } notes { id text creator { fullName } }
        createdBy { id fullName } capitalProvider { id currency cpSubcategoryTypes { name } }
      } }`,
      { token: admin, variables: { id } },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data?.person).toMatchObject({ id });
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
