import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, CLIENT_EMAIL, gql, restCall, restToken, startBff, type TestBff } from '../../test/bff.js';

const GROUP_COUNTS = `query ($groupBy: PersonGroupField!, $search: String, $filter: PersonFilter) {
  personGroupCounts(groupBy: $groupBy, search: $search, filter: $filter) { value count }
}`;
const TOTAL = `query ($search: String, $filter: PersonFilter) { people(first: 1, search: $search, filter: $filter) { totalCount } }`;

type Group = { value: string | null; count: number };
type Category = { id: string; name: string; isCp: boolean };
type RestPerson = {
  id: number;
  company: string;
  job_title: string | null;
  city: string | null;
  country: string | null;
  rating: number | null;
  invite_status: number;
  is_capital_provider: boolean;
};

/**
 * This file's contacts: three companies, several contacts each, with profile types, categories (two lending ones,
 * `cp`, and two others, `plain`, by index), tags, cities, countries, ratings and job titles varied so that every group
 * has a count of its own. A capital provider is a contact in a lending category. The second one is invited.
 */
const CONTACTS = [
  { company: 'Alpha', profile: 2, cp: [0], plain: [0], tags: ['a', 'b'], city: 'London', country: 'UK', rating: 3 },
  { company: 'Alpha', profile: 3, cp: [], plain: [0], tags: ['a'], city: 'London', country: 'UK', rating: 1 },
  { company: 'Alpha', profile: 4, cp: [], plain: [], tags: [], city: 'Paris', country: 'France', rating: null },
  { company: 'Beta', profile: 2, cp: [0, 1], plain: [1], tags: ['b'], city: 'Leeds', country: 'UK', rating: 2 },
  { company: 'Beta', profile: 3, cp: [1], plain: [], tags: ['a'], city: null, country: null, rating: 0 },
  { company: 'Gamma', profile: 2, cp: [], plain: [1], tags: [], city: 'Paris', country: 'France', rating: 3 },
] as const;

describe('personGroupCounts', () => {
  let bff: TestBff;
  let admin: string;
  /** A word only this file's contacts hold (in their company names, last names and tags). */
  let word: string;
  // Capitalised as the demo companies are: a lowercase name would head the list's default order (company descending)
  // that other files take their first contact from.
  const company = (name: string) => `Bff ${word} ${name}`;
  const tag = (name: string) => `${word}-${name}`;
  let categories: Category[];
  /** The categories this file's contacts are in: `cp` lending ones, `plain` others. */
  let cp: Category[];
  let plain: Category[];
  beforeAll(async () => {
    bff = await startBff();
    admin = await restToken(ADMIN_EMAIL);
    word = `grp${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
    const { body } = await gql(bff, '{ lookups { categories { id name isCp } } }', { token: admin });
    categories = (body.data?.lookups as { categories: Category[] }).categories;
    cp = categories.filter((category) => category.isCp).slice(0, 2);
    plain = categories.filter((category) => !category.isCp).slice(0, 2);
    expect([cp.length, plain.length]).toEqual([2, 2]);
    for (const [index, contact] of CONTACTS.entries()) {
      const { id } = await restCall<{ id: number }>('POST', 'people/', admin, {
        first_name: 'Grouped',
        last_name: `${word} ${index}`,
        company: company(contact.company),
        profile_type: contact.profile,
        job_title: index % 2 ? 'Partner' : null,
        categories: [...contact.cp.map((at) => cp[at]!.id), ...contact.plain.map((at) => plain[at]!.id)].map(Number),
        tags: contact.tags.map(tag),
        city: contact.city,
        country: contact.country,
        rating: contact.rating,
        emails: [{ email: `${word}.${index}@bff.test`, label: 'Work' }],
      });
      // The second one invited: its invite pending.
      if (index === 1) await restCall('POST', `people/${id}/invite/`, admin, {});
    }
  });
  afterAll(() => bff.close());

  const groups = async (variables: Record<string, unknown>) => {
    const { body } = await gql(bff, GROUP_COUNTS, { token: admin, variables });
    expect(body.errors).toBeUndefined();
    return body.data?.personGroupCounts as Group[];
  };
  const total = async (variables: Record<string, unknown>) => {
    const { body } = await gql(bff, TOTAL, { token: admin, variables });
    expect(body.errors).toBeUndefined();
    return (body.data?.people as { totalCount: number }).totalCount;
  };
  const sumOf = (all: Group[]) => all.reduce((sum, group) => sum + group.count, 0);
  const asObject = (all: Group[]) => Object.fromEntries(all.map((group) => [String(group.value), group.count]));

  it('counts every contact of the list once per company, whatever is loaded, and matches the searched list', async () => {
    const byCompany = await groups({ groupBy: 'COMPANY', search: word });
    expect(byCompany).toEqual([
      { value: company('Alpha'), count: 3 },
      { value: company('Beta'), count: 2 },
      { value: company('Gamma'), count: 1 },
    ]);
    expect(sumOf(byCompany)).toBe(await total({ search: word }));
    expect(sumOf(byCompany)).toBe(CONTACTS.length);
    // Each company searched for by its name: its own group alone, of the size of that searched list.
    for (const group of byCompany) {
      expect(await groups({ groupBy: 'COMPANY', search: group.value })).toEqual([group]);
      expect(await total({ search: group.value })).toBe(group.count);
    }
  });

  it('groups a multi-valued column per value, by name, each count the size of that filter', async () => {
    const byCategory = await groups({ groupBy: 'CATEGORIES', search: word });
    expect(asObject(byCategory)).toEqual({
      [cp[0]!.name]: 2,
      [cp[1]!.name]: 2,
      [plain[0]!.name]: 2,
      [plain[1]!.name]: 2,
      null: 1,
    });
    // Contacts without a category last.
    expect(byCategory.at(-1)).toEqual({ value: null, count: 1 });
    const idOf = (name: string | null) => categories.find((category) => category.name === name)!.id;
    for (const group of byCategory.filter((each) => each.value !== null))
      expect(group.count, group.value!).toBe(
        await total({ search: word, filter: { categoryIds: [idOf(group.value)] } }),
      );
    // A contact in two categories counts in both: the sum is more than the number of contacts.
    expect(sumOf(byCategory)).toBeGreaterThan(await total({ search: word }));

    const byTag = await groups({ groupBy: 'TAGS', search: word });
    expect(asObject(byTag)).toEqual({ [tag('a')]: 3, [tag('b')]: 2, null: 2 });
    for (const group of byTag.filter((each) => each.value !== null))
      expect(group.count, group.value!).toBe(await total({ search: word, filter: { tag: group.value } }));
  });

  it('names profile types by their enum and follows the filters', async () => {
    const byType = await groups({ groupBy: 'PROFILE_TYPE', search: word, filter: { isCapitalProvider: true } });
    expect(asObject(byType)).toEqual({ USER: 2, CLIENT: 1 });
    expect(sumOf(byType)).toBe(await total({ search: word, filter: { isCapitalProvider: true } }));
    const others = await groups({ groupBy: 'PROFILE_TYPE', search: word, filter: { isCapitalProvider: false } });
    expect(asObject(others)).toEqual({ USER: 1, CLIENT: 1, GUEST: 1 });
    expect(sumOf(others)).toBe(await total({ search: word, filter: { isCapitalProvider: false } }));
    for (const group of [...byType, ...others]) expect(group.value).toMatch(/^(ADMIN|USER|CLIENT|GUEST)$/);
    expect(
      asObject(await groups({ groupBy: 'CAPITAL_PROVIDER', search: word, filter: { profileTypes: ['USER'] } })),
    ).toEqual({ true: 2, false: 1 });
  });

  it.each([
    ['CITY', (row: RestPerson) => row.city],
    ['COUNTRY', (row: RestPerson) => row.country],
    ['JOB_TITLE', (row: RestPerson) => row.job_title],
    ['RATING', (row: RestPerson) => (row.rating === null ? null : String(row.rating))],
    ['INVITE_STATUS', (row: RestPerson) => ['NOT_SENT', 'PENDING', 'ACCEPTED'][row.invite_status]!],
    ['CAPITAL_PROVIDER', (row: RestPerson) => String(row.is_capital_provider)],
  ] as const)('counts the searched list per %s as REST holds its rows', async (groupBy, valueOf) => {
    const rows = (await restCall<{ results: RestPerson[] }>('GET', `people/?search=${word}&limit=10000`, admin))
      .results;
    expect(rows).toHaveLength(CONTACTS.length);
    const counted: Record<string, number> = {};
    for (const row of rows) counted[String(valueOf(row))] = (counted[String(valueOf(row))] ?? 0) + 1;
    const byValue = await groups({ groupBy, search: word });
    expect(asObject(byValue)).toEqual(counted);
    expect(byValue.length).toBeGreaterThan(1);
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
