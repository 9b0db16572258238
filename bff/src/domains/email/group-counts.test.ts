import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_EMAIL, gql, newAccount, restCall, restToken, startBff, type TestBff } from '../../test/bff.js';

const GROUP_COUNTS = `query ($groupBy: TemplateGroupField!, $search: String, $isCompany: Boolean) {
  templateGroupCounts(groupBy: $groupBy, search: $search, isCompany: $isCompany) { value count }
}`;
const ROWS = `query ($search: String, $isCompany: Boolean) {
  templates(first: 10, search: $search, isCompany: $isCompany) { totalCount nodes { name subject isCompany } } }`;

type Group = { value: string | null; count: number };
type Row = { name: string; subject: string; isCompany: boolean };

/** What each group is on a row, as the schema gives the group's value. */
const shownValues: Record<string, (row: Row) => string> = {
  NAME: (row) => row.name,
  SUBJECT: (row) => row.subject,
  COMPANY_EMAIL: (row) => String(row.isCompany),
};
const countedRows = (rows: Row[], groupBy: string) => {
  const counts = new Map<string | null, number>();
  for (const row of rows) {
    const value = shownValues[groupBy]!(row);
    counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  return counts;
};
const asMap = (groups: Group[]) => new Map(groups.map((group) => [group.value, group.count]));

describe('templateGroupCounts', () => {
  let bff: TestBff;
  // A staff account of this file's own: its templates are only its own, whatever the suite's other files do.
  let staff: string;
  beforeAll(async () => {
    bff = await startBff();
    staff = (await newAccount(2)).token;
    for (const [name, subject, isCompany] of [
      ['Teaser', 'A new deal', true],
      ['Teaser', 'A new deal', false],
      ['Intro', 'Hello', true],
      ['', '', false],
    ] as const) {
      const { id } = await restCall<{ id: number }>('POST', 'emails/templates/', staff, {});
      if (name) await restCall('PATCH', `emails/templates/${id}/`, staff, { name, subject, is_company: isCompany });
    }
  });
  afterAll(() => bff.close());

  const groups = async (variables: Record<string, unknown>, token = staff) => {
    const { body } = await gql(bff, GROUP_COUNTS, { token, variables });
    expect(body.errors).toBeUndefined();
    return body.data?.templateGroupCounts as Group[];
  };
  const rows = async (variables: Record<string, unknown> = {}) => {
    const { body } = await gql(bff, ROWS, { token: staff, variables });
    expect(body.errors).toBeUndefined();
    return (body.data?.templates as { nodes: Row[] }).nodes;
  };

  it.each(Object.keys(shownValues))('counts the whole list per %s as its rows show the groups', async (groupBy) => {
    expect(asMap(await groups({ groupBy }))).toEqual(countedRows(await rows(), groupBy));
  });

  it('gives names and subjects as stored, company or not as "true" and "false", sorted by value', async () => {
    expect(await groups({ groupBy: 'NAME' })).toEqual([
      { value: '', count: 1 },
      { value: 'Intro', count: 1 },
      { value: 'Teaser', count: 2 },
    ]);
    expect(await groups({ groupBy: 'COMPANY_EMAIL' })).toEqual([
      { value: 'false', count: 2 },
      { value: 'true', count: 2 },
    ]);
  });

  it('follows the search and the company filter of the list', async () => {
    for (const variables of [{ search: ' teaser ' }, { search: 'hello' }, { isCompany: true }]) {
      for (const groupBy of Object.keys(shownValues))
        expect(asMap(await groups({ groupBy, ...variables })), `${groupBy} ${JSON.stringify(variables)}`).toEqual(
          countedRows(await rows(variables), groupBy),
        );
    }
    expect(await groups({ groupBy: 'SUBJECT', search: 'teaser' })).toEqual([{ value: 'A new deal', count: 2 }]);
  });

  it('is for staff only', async () => {
    const client = await gql(bff, GROUP_COUNTS, {
      token: await restToken(CLIENT_EMAIL),
      variables: { groupBy: 'NAME' },
    });
    expect(client.body.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
    const anonymous = await gql(bff, GROUP_COUNTS, { variables: { groupBy: 'NAME' } });
    expect(anonymous.body.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});
