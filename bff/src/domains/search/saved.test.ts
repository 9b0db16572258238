import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_EMAIL,
  CLIENT_EMAIL,
  gql,
  newAccount,
  restToken,
  startBff,
  type GqlBody,
  type TestBff,
} from '../../test/bff.js';

// The saved searches (`search_history/`) against the real api: save, list, read, share, remove, and who may.

const FIELDS = 'id title type query rows columns owner { id fullName } owners { id fullName } createdAt';
const SAVE = `mutation ($input: SaveSearchInput!) { saveSearch(input: $input) {
  savedSearch { ${FIELDS} } userErrors { field message } } }`;
const SHARE = `mutation ($input: ShareSavedSearchInput!) { shareSavedSearch(input: $input) {
  savedSearch { ${FIELDS} } userErrors { field message } } }`;
const DELETE = `mutation ($input: DeleteSavedSearchInput!) { deleteSavedSearch(input: $input) {
  deletedId userErrors { field message } } }`;
const LIST = `query ($search: String, $type: SearchType, $first: Int, $after: String) {
  savedSearches(search: $search, type: $type, first: $first, after: $after) {
    totalCount nodes { id title type owner { fullName } } pageInfo { hasNextPage endCursor } } }`;
const ONE = `query ($id: ID!) { savedSearch(id: $id) { ${FIELDS} } }`;

type Saved = {
  id: string;
  title: string;
  type: string;
  query: string;
  rows: unknown[];
  columns: unknown[];
  owner: { id: string; fullName: string } | null;
  owners: { id: string; fullName: string }[];
  createdAt: string;
};
type Payload = { savedSearch: Saved | null; userErrors: { field: string | null; message: string }[] };
type ListPage = { totalCount: number; nodes: Saved[]; pageInfo: { hasNextPage: boolean; endCursor: string } };

const stamp = `saved${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

describe('saved searches', () => {
  let bff: TestBff;
  let admin: string;
  let user: { id: number; token: string };
  let client: string;
  beforeAll(async () => {
    bff = await startBff();
    // A user of this file's own: what is shared with them is this file's alone.
    [admin, user, client] = await Promise.all([restToken(ADMIN_EMAIL), newAccount(2), restToken(CLIENT_EMAIL)]);
  });
  afterAll(() => bff.close());

  const data = (body: GqlBody, field: string) => {
    expect(body.errors).toBeUndefined();
    return body.data?.[field];
  };
  const save = async (token: string, input: Record<string, unknown>) =>
    data((await gql(bff, SAVE, { token, variables: { input } })).body, 'saveSearch') as Payload;
  const list = async (token: string, variables: Record<string, unknown>) =>
    data((await gql(bff, LIST, { token, variables })).body, 'savedSearches') as ListPage;

  const rows = [
    { type: 'Capital Provider', field: 'max_ltv', condition: 'gt', value: '60', key: 'r1' },
    { type: 'Contact', field: 'categories', condition: 'orfkey', value: [1, 2], subRows: [{ field: 'subcategories' }] },
  ];
  const columns = [{ type: 'fullName', label: 'Name', active: true, order: 0 }];

  it('saves a search as the signed-in user’s, its rows and columns as given, and lists it newest first', async () => {
    const first = await save(admin, { title: `${stamp} one`, type: 'PEOPLE', query: 'max_ltv__gt=60', rows, columns });
    expect(first.userErrors).toEqual([]);
    const saved = first.savedSearch!;
    expect(saved).toMatchObject({ title: `${stamp} one`, type: 'PEOPLE', query: 'max_ltv__gt=60', rows, columns });
    const me = (await gql(bff, '{ me { id fullName } }', { token: admin })).body.data?.me as { id: string };
    expect(saved.owner?.id).toBe(me.id);
    expect(saved.owners.map((owner) => owner.id)).toEqual([me.id]);
    expect(Date.parse(saved.createdAt)).toBeGreaterThan(Date.now() - 60_000);

    const second = (await save(admin, { title: `${stamp} two`, type: 'TASKS', query: 'state=1', rows: [] }))
      .savedSearch!;
    expect(second.columns).toEqual([]);
    const mine = await list(admin, { search: stamp });
    expect(mine.totalCount).toBe(2);
    expect(mine.nodes.map((node) => node.id)).toEqual([second.id, saved.id]);
    const tasksOnly = await list(admin, { search: stamp, type: 'TASKS' });
    expect(tasksOnly.nodes.map((node) => node.id)).toEqual([second.id]);
    const paged = await list(admin, { search: stamp, first: 1 });
    expect(paged.pageInfo.hasNextPage).toBe(true);
    const next = await list(admin, { search: stamp, first: 1, after: paged.pageInfo.endCursor });
    expect(next.nodes.map((node) => node.id)).toEqual([saved.id]);

    const read = data((await gql(bff, ONE, { token: admin, variables: { id: saved.id } })).body, 'savedSearch');
    expect(read).toEqual(saved);
    // Asked twice in one operation: one REST call.
    const twice = await gql(
      bff,
      `query ($id: ID!) { a: savedSearch(id: $id) { id } b: savedSearch(id: $id) { title } }`,
      {
        token: admin,
        variables: { id: saved.id },
      },
    );
    expect(twice.body.data).toEqual({ a: { id: saved.id }, b: { title: `${stamp} one` } });
    expect(twice.body.extensions?.restCalls?.filter((call) => call.path.startsWith('search_history/'))).toHaveLength(1);
  });

  it('refuses a blank title and a query that does not parse, naming the term', async () => {
    const blank = await save(admin, { title: '  ', type: 'PROJECTS', query: 'status=1', rows: [] });
    expect(blank.savedSearch).toBeNull();
    expect(blank.userErrors.map((error) => error.field)).toEqual(['title']);
    const bad = await save(admin, { title: `${stamp} bad`, type: 'PROJECTS', query: 'status=1&fees__gt=lots', rows });
    expect(bad.savedSearch).toBeNull();
    expect(bad.userErrors).toHaveLength(1);
    expect(bad.userErrors[0]!.field).toBe('query');
    expect(bad.userErrors[0]!.message).toContain('fees__gt=lots');
    const notRows = await save(admin, { title: `${stamp} bad`, type: 'PROJECTS', query: 'status=1', rows: ['x'] });
    expect(notRows.userErrors[0]?.field).toMatch(/^rows/);
    expect((await list(admin, { search: `${stamp} bad` })).totalCount).toBe(0);
  });

  it('shares with staff (its owner only): the people shared with see it, may not share or remove it', async () => {
    const saved = (await save(admin, { title: `${stamp} shared`, type: 'PROJECTS', query: 'status=1', rows: [] }))
      .savedSearch!;
    expect(data((await gql(bff, ONE, { token: user.token, variables: { id: saved.id } })).body, 'savedSearch')).toBe(
      null,
    );
    expect((await list(user.token, { search: stamp })).totalCount).toBe(0);

    const shared = data(
      (await gql(bff, SHARE, { token: admin, variables: { input: { id: saved.id, people: [String(user.id)] } } })).body,
      'shareSavedSearch',
    ) as Payload;
    expect(shared.userErrors).toEqual([]);
    expect(shared.savedSearch!.owners.map((owner) => owner.id)).toEqual([saved.owner!.id, String(user.id)]);
    const theirs = await list(user.token, { search: stamp });
    expect(theirs.nodes.map((node) => node.id)).toEqual([saved.id]);
    expect(theirs.nodes[0]!.owner?.fullName).toBe(saved.owner!.fullName);

    const reshare = await gql(bff, SHARE, {
      token: user.token,
      variables: { input: { id: saved.id, people: [String(user.id)] } },
    });
    expect(reshare.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const removal = await gql(bff, DELETE, { token: user.token, variables: { input: { id: saved.id } } });
    expect(removal.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    // Not with a client.
    const clientId = (await gql(bff, '{ me { id } }', { token: client })).body.data?.me as { id: string };
    const refused = data(
      (await gql(bff, SHARE, { token: admin, variables: { input: { id: saved.id, people: [clientId.id] } } })).body,
      'shareSavedSearch',
    ) as Payload;
    expect(refused.savedSearch).toBeNull();
    expect(refused.userErrors.map((error) => error.field)).toEqual(['people']);
  });

  it('removes a search (its owner), after which it is gone for everyone', async () => {
    const saved = (await save(admin, { title: `${stamp} gone`, type: 'TASKS', query: '', rows: [] })).savedSearch!;
    const removed = data(
      (await gql(bff, DELETE, { token: admin, variables: { input: { id: saved.id } } })).body,
      'deleteSavedSearch',
    );
    expect(removed).toEqual({ deletedId: saved.id, userErrors: [] });
    expect(data((await gql(bff, ONE, { token: admin, variables: { id: saved.id } })).body, 'savedSearch')).toBeNull();
    const again = await gql(bff, DELETE, { token: admin, variables: { input: { id: saved.id } } });
    expect(again.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('is for the firm’s staff: a client may not list, read or save searches', async () => {
    for (const [query, variables] of [
      [LIST, {}],
      [ONE, { id: '1' }],
      [SAVE, { input: { title: 'No', type: 'TASKS', query: '', rows: [] } }],
    ] as const) {
      const refused = await gql(bff, query, { token: client, variables });
      expect(refused.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
  });
});
