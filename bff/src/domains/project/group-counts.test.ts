import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, gql, newAccount, restCall, restToken, startBff, type TestBff } from '../../test/bff.js';

const GROUP_COUNTS = `query ($groupBy: ProjectGroupField!, $search: String, $statusIds: [ID!], $mine: Boolean) {
  projectGroupCounts(groupBy: $groupBy, search: $search, statusIds: $statusIds, mine: $mine) { value count }
}`;
const ROWS = `query ($search: String) { projects(first: 10, search: $search) { nodes {
  name client { fullName } status { name } types { name } transactionTypes { name } assetTypes { name } } } }`;

type Group = { value: string | null; count: number };
type Named = { name: string } | null;
type Row = {
  name: string;
  client: { fullName: string } | null;
  status: Named;
  types: Named[];
  transactionTypes: Named[];
  assetTypes: Named[];
};

/** What each group is on a row, as the web's table shows it: a multi-valued column's row is in each of its groups. */
const shownValues: Record<string, (row: Row) => (string | null)[]> = {
  NAME: (row) => [row.name],
  CLIENT: (row) => [row.client?.fullName ?? null],
  STATUS: (row) => [row.status?.name ?? null],
  PROJECT_TYPES: (row) => row.types.map((type) => type!.name),
  TRANSACTION_TYPES: (row) => row.transactionTypes.map((type) => type!.name),
  ASSET_TYPES: (row) => row.assetTypes.map((type) => type!.name),
};
const countedRows = (rows: Row[], groupBy: string) => {
  const counts = new Map<string | null, number>();
  for (const row of rows) {
    const values = shownValues[groupBy]!(row);
    for (const value of values.length ? values : [null]) counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  return counts;
};
const asMap = (groups: Group[]) => new Map(groups.map((group) => [group.value, group.count]));

describe('projectGroupCounts', () => {
  let bff: TestBff;
  let admin: string;
  let client: string;
  const stamp = `Grouped ${Date.now()}`;
  const created: number[] = [];
  beforeAll(async () => {
    bff = await startBff();
    admin = await restToken(ADMIN_EMAIL);
    // A client account and a contact of this file's own, the clients of its projects: the suite's other files change
    // the demo accounts' projects meanwhile.
    const account = await newAccount(3);
    client = account.token;
    const clientId = account.id;
    const userId = (
      await restCall<{ id: number }>('POST', 'people/', admin, {
        first_name: 'Grouped',
        last_name: stamp,
        company: `Company ${stamp}`,
        profile_type: 2,
        emails: [{ email: `grouped.${Date.now().toString(36)}@bff.test`, label: 'Work' }],
      })
    ).id;
    // This file's own projects, found by the stamp: the suite's other files change theirs meanwhile.
    for (const [name, clientOf, status, types, transactionTypes, team] of [
      ['A', clientId, 1, [1, 2], [], [{ person: clientId, state: 2 }]],
      ['B', userId, 2, [2], [1], []],
      ['C', userId, 1, [1], [1, 2], []],
    ] as const) {
      const project = await restCall<{ id: number }>('POST', 'projects/', admin, {
        name: `${stamp} ${name}`,
        client: clientOf,
        status,
        project_types: types,
        transaction_types: transactionTypes,
        closing_date: '2027-06-30',
        members: team,
      });
      created.push(project.id);
    }
  });
  afterAll(async () => {
    await restCall('DELETE', 'projects/multiple/', admin, { ids: created });
    await bff.close();
  });

  const groups = async (variables: Record<string, unknown>, token = admin) => {
    const { body } = await gql(bff, GROUP_COUNTS, { token, variables });
    expect(body.errors).toBeUndefined();
    return body.data?.projectGroupCounts as Group[];
  };
  const rows = async (token = admin) =>
    ((await gql(bff, ROWS, { token, variables: { search: stamp } })).body.data?.projects as { nodes: Row[] }).nodes;

  it.each(Object.keys(shownValues))('counts the searched list per %s as its rows show the groups', async (groupBy) => {
    const counted = await groups({ groupBy, search: stamp });
    expect(asMap(counted)).toEqual(countedRows(await rows(), groupBy));
    expect(counted.filter((group) => group.value !== null).every((group) => /[A-Za-z]/.test(group.value!))).toBe(true);
  });

  it('names each group: statuses and types by their names, clients by theirs, none as null', async () => {
    const { body } = await gql(bff, '{ lookups { projectStatusTypes { id name } projectTypes { id name } } }', {
      token: admin,
    });
    const lookups = body.data?.lookups as Record<string, { id: string; name: string }[]>;
    const named = (list: string, id: string) => lookups[list]!.find((item) => item.id === id)!.name;
    expect(await groups({ groupBy: 'STATUS', search: stamp })).toEqual([
      { value: named('projectStatusTypes', '1'), count: 2 },
      { value: named('projectStatusTypes', '2'), count: 1 },
    ]);
    expect(await groups({ groupBy: 'PROJECT_TYPES', search: stamp })).toEqual([
      { value: named('projectTypes', '1'), count: 2 },
      { value: named('projectTypes', '2'), count: 2 },
    ]);
    expect((await groups({ groupBy: 'TRANSACTION_TYPES', search: stamp })).at(-1)).toEqual({ value: null, count: 1 });
    expect((await groups({ groupBy: 'CLIENT', search: stamp })).map((group) => group.count).sort()).toEqual([1, 2]);
  });

  it('follows the status filter', async () => {
    expect(await groups({ groupBy: 'NAME', search: stamp, statusIds: ['1'] })).toEqual([
      { value: `${stamp} A`, count: 1 },
      { value: `${stamp} C`, count: 1 },
    ]);
    const bad = await gql(bff, GROUP_COUNTS, { token: admin, variables: { groupBy: 'NAME', statusIds: ['x'] } });
    expect(bad.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('counts for a client only the projects on whose team they are', async () => {
    expect(await groups({ groupBy: 'NAME', search: stamp }, client)).toEqual([{ value: `${stamp} A`, count: 1 }]);
    expect(await groups({ groupBy: 'PROJECT_TYPES', search: stamp }, client)).toHaveLength(2);
    for (const groupBy of Object.keys(shownValues))
      expect(asMap(await groups({ groupBy, search: stamp }, client)), groupBy).toEqual(
        countedRows(await rows(client), groupBy),
      );
  });

  it('needs a signed-in user', async () => {
    const anonymous = await gql(bff, GROUP_COUNTS, { variables: { groupBy: 'STATUS' } });
    expect(anonymous.body.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});
