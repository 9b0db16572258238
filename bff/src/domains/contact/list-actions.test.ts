import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, gql, restToken, startBff, USER_EMAIL, type TestBff } from '../../test/bff.js';
import { bulkBody } from './list-actions.js';

const UPDATE = `mutation ($input: UpdatePeopleInput!) {
  updatePeople(input: $input) { people { id city jobTitle tags } userErrors { field message } }
}`;
const DELETE = `mutation ($input: DeletePeopleInput!) { deletePeople(input: $input) { deletedIds userErrors { field message } } }`;

describe('contacts list actions', () => {
  let bff: TestBff;
  let admin: string;
  let user: string;
  beforeAll(async () => {
    bff = await startBff();
    admin = await restToken(ADMIN_EMAIL);
    user = await restToken(USER_EMAIL);
  });
  afterAll(() => bff.close());

  /** Imports contacts through the bff's file route, as the web app does. */
  async function importCsv(token: string, csv: string) {
    const form = new FormData();
    form.append('file', new Blob([csv], { type: 'text/csv' }), 'people.csv');
    const response = await fetch(`${bff.url}/files/people/importCsv`, {
      method: 'POST',
      headers: { authorization: `Token ${token}`, 'x-requested-with': 'XMLHttpRequest' },
      body: form,
    });
    return {
      status: response.status,
      body: (await response.json()) as { created: { id: number }[]; duplicate: number; failed_lines: unknown[] },
    };
  }

  it('streams a CSV import to the api and answers its result', async () => {
    const stamp = Date.now().toString(36);
    const result = await importCsv(
      user,
      `first_name,last_name,company,email\nBff,${stamp},Bff Co,bff.${stamp}@bff.test\n,x,y,z@bff.test\n`,
    );
    expect(result.status).toBe(200);
    expect(result.body.created).toHaveLength(1);
    expect(result.body.failed_lines).toHaveLength(1);
  });

  it('exports a CSV with the api file name; without X-Requested-With (a cross-site form) it is refused', async () => {
    const exportAll = (headers: Record<string, string>) =>
      fetch(`${bff.url}/files/people/exportAll`, {
        method: 'POST',
        headers: { authorization: `Token ${admin}`, 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ people: 'all' }),
      });
    expect((await exportAll({})).status).toBe(403);
    const response = await exportAll({ 'x-requested-with': 'XMLHttpRequest' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="ft8-contacts\d{8}\.csv"$/);
    expect((await response.text()).split('\n')[0]).toMatch(/^id,first_name/);
  });

  it('updatePeople answers the people as changed, and the server per-field messages as userErrors', async () => {
    const stamp = Date.now().toString(36);
    const { body } = await importCsv(
      admin,
      `first_name,last_name,company,email\nA,${stamp},Co,a.${stamp}@bff.test\nB,${stamp},Co,b.${stamp}@bff.test\n`,
    );
    const ids = body.created.map((person) => String(person.id));
    const ok = await gql(bff, UPDATE, {
      token: user,
      variables: { input: { ids, city: 'Bath', tags: ['One'], add: ['tags'] } },
    });
    expect(ok.body.data?.updatePeople).toEqual({
      people: ids.map((id) => ({ id, city: 'Bath', jobTitle: null, tags: ['one'] })),
      userErrors: [],
    });
    const bad = await gql(bff, UPDATE, {
      token: user,
      variables: { input: { ids, company: ' ', emails: [{ email: 'nope', label: 'Work' }] } },
    });
    expect(bad.body.data?.updatePeople).toEqual({
      people: [],
      userErrors: [
        { field: 'company', message: 'This field may not be blank.' },
        { field: 'emails', message: 'Email address is not valid' },
      ],
    });
  });

  it('deletePeople: admins only (FORBIDDEN for a user), and never your own record', async () => {
    const stamp = Date.now().toString(36);
    const { body } = await importCsv(admin, `first_name,last_name,company,email\nD,${stamp},Co,d.${stamp}@bff.test\n`);
    const ids = body.created.map((person) => String(person.id));
    const forbidden = await gql(bff, DELETE, { token: user, variables: { input: { ids } } });
    expect(forbidden.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const ok = await gql(bff, DELETE, { token: admin, variables: { input: { ids } } });
    expect(ok.body.data?.deletePeople).toEqual({ deletedIds: ids, userErrors: [] });
    const none = await gql(bff, DELETE, { token: admin, variables: { input: { ids: ['x'] } } });
    expect(none.body.data?.deletePeople).toEqual({
      deletedIds: [],
      userErrors: [{ field: 'ids', message: 'Select a contact first' }],
    });
  });

  it('maps the input to the REST body (snake_case, cp_data, add names)', () => {
    expect(
      bulkBody({
        ids: ['1'],
        jobTitle: 'X',
        cpData: { maxLtv: '60', isDebt: true },
        add: ['jobTitle', 'cpData.maxLtv'],
      }),
    ).toEqual({
      job_title: 'X',
      cp_data: { max_ltv: '60', is_debt: true },
      add: ['job_title', 'cp_data.max_ltv'],
    });
  });
});
