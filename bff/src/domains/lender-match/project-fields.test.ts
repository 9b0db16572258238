import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, CLIENT_EMAIL, gql, restCall, restToken, startBff, type TestBff } from '../../test/bff.js';

// The deal's lender-matching fields on `Project` and `updateProject`, against REST `projects/{id}/` (a project of
// this test's own).

const FIELDS = 'id totalCost gdv term isSharia location { id name }';
const UPDATE = `mutation ($input: UpdateProjectInput!) {
  updateProject(input: $input) { project { ${FIELDS} } userErrors { field message } } }`;
const READ = `query ($id: ID!) { project(id: $id) { ${FIELDS} } }`;

type RestDeal = {
  total_cost: number | null;
  gdv: number | null;
  term: number | null;
  is_sharia: boolean | null;
  location: number | null;
};

describe('Project deal criteria (totalCost, gdv, term, isSharia, location)', () => {
  let bff: TestBff;
  let admin: string;
  let project: number;
  let geography: { id: number; name: string };
  beforeAll(async () => {
    bff = await startBff();
    admin = await restToken(ADMIN_EMAIL);
    const client = (await restCall<{ id: number }>('GET', 'auth/me/', await restToken(CLIENT_EMAIL))).id;
    project = (
      await restCall<{ id: number }>('POST', 'projects/', admin, {
        name: `Deal criteria ${Date.now().toString(36)}`,
        client,
        project_types: [4],
        closing_date: '2028-01-31',
      })
    ).id;
    const types = await restCall<{ investing_geography_types: { id: number; name: string }[] }>(
      'GET',
      'utils/types/',
      admin,
    );
    geography = types.investing_geography_types[0]!;
  });
  afterAll(async () => {
    await restCall('DELETE', `projects/${project}/`, admin);
    await bff.close();
  });

  const update = async (fields: Record<string, unknown>) =>
    (await gql(bff, UPDATE, { token: admin, variables: { input: { id: String(project), fields } } })).body;

  it('reads null when unset, saves each as REST holds it, and clears with null', async () => {
    const unset = (await gql(bff, READ, { token: admin, variables: { id: String(project) } })).body;
    expect(unset.data).toEqual({
      project: { id: String(project), totalCost: null, gdv: null, term: null, isSharia: null, location: null },
    });

    const saved = await update({
      totalCost: 8_000_000,
      gdv: 12_500_000,
      term: 18,
      isSharia: true,
      locationId: String(geography.id),
    });
    expect(saved.errors).toBeUndefined();
    expect((saved.data!.updateProject as { project: unknown }).project).toEqual({
      id: String(project),
      totalCost: 8_000_000,
      gdv: 12_500_000,
      term: 18,
      isSharia: true,
      location: { id: String(geography.id), name: geography.name },
    });
    expect(await restCall<RestDeal>('GET', `projects/${project}/`, admin)).toMatchObject({
      total_cost: 8_000_000,
      gdv: 12_500_000,
      term: 18,
      is_sharia: true,
      location: geography.id,
    });

    const cleared = await update({ totalCost: null, term: null, isSharia: null, locationId: null });
    expect((cleared.data!.updateProject as { project: unknown }).project).toMatchObject({
      totalCost: null,
      gdv: 12_500_000,
      term: null,
      isSharia: null,
      location: null,
    });
  });

  it('answers a bad term or location as userErrors, not a failure', async () => {
    const term = (await update({ term: 0 })).data!.updateProject as { userErrors: { field: string }[] };
    expect(term.userErrors.map((error) => error.field)).toEqual(['term']);
    const location = (await update({ locationId: 'x' })).data!.updateProject as { userErrors: { field: string }[] };
    expect(location.userErrors).toEqual([{ field: 'locationId', message: 'A valid integer is required.' }]);
    const unknown = (await update({ locationId: '999999' })).data!.updateProject as { userErrors: { field: string }[] };
    expect(unknown.userErrors.map((error) => error.field)).toEqual(['locationId']);
  });
});
