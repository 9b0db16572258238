import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, CLIENT_EMAIL, gql, restToken, startBff, type TestBff } from '../../test/bff.js';

const GROUP_COUNTS = `query ($groupBy: PersonGroupField!, $search: String, $filter: PersonFilter) {
  personGroupCounts(groupBy: $groupBy, search: $search, filter: $filter) { value count }
}`;
const TOTAL = `query ($search: String, $filter: PersonFilter) { people(first: 1, search: $search, filter: $filter) { totalCount } }`;

type Group = { value: string | null; count: number };

describe('personGroupCounts', () => {
  let bff: TestBff;
  let admin: string;
  beforeAll(async () => {
    bff = await startBff();
    admin = await restToken(ADMIN_EMAIL);
  });
  afterAll(() => bff.close());

  const groups = async (variables: Record<string, unknown>) => {
    const { body } = await gql(bff, GROUP_COUNTS, { token: admin, variables });
    expect(body.errors).toBeUndefined();
    return body.data?.personGroupCounts as Group[];
  };
  const total = async (variables: Record<string, unknown>) => {
    const { body } = await gql(bff, TOTAL, { token: admin, variables });
    return (body.data?.people as { totalCount: number }).totalCount;
  };
  /**
   * Groups and the list totals to compare them with, read while nothing changed them: the suite's other files write
   * to the same api meanwhile (a contact created, merged, reactivated), so the groups are read again after the
   * totals and the reading is taken only when both group readings agree, and `agree` holds when given. A contact
   * created and deleted again between the two group readings leaves them equal but the totals one off (a fresh-clone
   * CI run: 2,015 in the groups, 2,016 in the total): read again, a lasting disagreement still fails.
   */
  const consistent = async <T>(
    variables: Record<string, unknown>,
    totals: (groups: Group[]) => Promise<T>,
    agree: (groups: Group[], totals: T) => boolean = () => true,
  ) => {
    for (let attempt = 1; ; attempt++) {
      const before = await groups(variables);
      const counted = await totals(before);
      const after = await groups(variables);
      if ((JSON.stringify(after) === JSON.stringify(before) && agree(after, counted)) || attempt === 5)
        return { groups: after, totals: counted };
    }
  };
  const sumOf = (all: Group[]) => all.reduce((sum, group) => sum + group.count, 0);

  it('counts every contact of the list once per company, whatever is loaded, and matches the searched list', async () => {
    const { groups: byCompany, totals: all } = await consistent(
      { groupBy: 'COMPANY' },
      () => total({}),
      (read, counted) => sumOf(read) === counted,
    );
    expect(sumOf(byCompany)).toBe(all);
    const biggest = byCompany.reduce((a, b) => (b.count > a.count ? b : a));
    expect(biggest.count).toBeGreaterThan(1);
    const searched = await groups({ groupBy: 'COMPANY', search: biggest.value });
    expect(searched.find((group) => group.value === biggest.value)?.count).toBe(biggest.count);
  });

  it('groups a multi-valued column per value, by name, each count the size of that filter', async () => {
    const { body } = await gql(bff, '{ lookups { categories { id name } } }', { token: admin });
    const categories = (body.data?.lookups as { categories: { id: string; name: string }[] }).categories;
    const idOf = (name: string | null) => categories.find((category) => category.name === name)!.id;
    const named = (all: Group[]) => all.filter((group) => group.value !== null);
    const { groups: byCategory, totals } = await consistent({ groupBy: 'CATEGORIES' }, async (read) => ({
      all: await total({}),
      perGroup: await Promise.all(
        named(read)
          .slice(0, 3)
          .map((group) => total({ filter: { categoryIds: [idOf(group.value)] } })),
      ),
    }));
    expect(named(byCategory).length).toBeGreaterThan(2);
    expect(named(byCategory).every((group) => /[A-Za-z]/.test(group.value!))).toBe(true);
    // A contact in two categories counts in both: the sum is at least the number of contacts.
    expect(sumOf(byCategory)).toBeGreaterThanOrEqual(totals.all);
    named(byCategory)
      .slice(0, 3)
      .forEach((group, index) => expect(group.count, group.value!).toBe(totals.perGroup[index]));
  });

  it('names profile types by their enum and follows the filters', async () => {
    const { groups: byType, totals: providers } = await consistent(
      { groupBy: 'PROFILE_TYPE', filter: { isCapitalProvider: true } },
      () => total({ filter: { isCapitalProvider: true } }),
      (read, counted) => sumOf(read) === counted,
    );
    expect(
      byType.map((group) => group.value).every((value) => ['ADMIN', 'USER', 'CLIENT', 'GUEST'].includes(value!)),
    ).toBe(true);
    expect(sumOf(byType)).toBe(providers);
  });

  it('is for firm staff only', async () => {
    const anonymous = await gql(bff, GROUP_COUNTS, { variables: { groupBy: 'COMPANY' } });
    expect(anonymous.body.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
    const client = await gql(bff, GROUP_COUNTS, {
      token: await restToken(CLIENT_EMAIL),
      variables: { groupBy: 'COMPANY' },
    });
    expect(client.body.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
  });
});
