import { membershipStates } from '@ft8/contract/project';
import type { DomainSeed } from '../../test-support/fixture.js';
import { signedIn, staffOnly, type Endpoint } from '../../test-support/roles.js';
import { listActionEndpoints } from './list-actions-roles.js';

declare module '../../test-support/fixture.js' {
  interface DomainFixtures {
    /** `deal`: Ann's project, the client and guest accounts on its team, Bob a provider; `other`: a staff team. */
    project: { deal: number; other: number; provider: number; otherMembership: number; clientMembership: number };
  }
}

export const seed: DomainSeed = async (db, base) => {
  const project = async (name: string, members: [number, number][]) => {
    const { id } = await db
      .insertInto('project')
      .values({ name, client_id: base.people.ann, closing_date: '2026-12-31', capital_required: 5_000_000, fees: 2 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('project_lookup').values({ project_id: id, kind: 'project_types', lookup_id: 1 }).execute();
    await db
      .insertInto('project_membership')
      .values(members.map(([person, state]) => ({ project_id: id, person_id: person, state })))
      .execute();
    return id;
  };
  const { admin, user, client, guest } = base.accounts;
  const deal = await project('Acme Wharf Refinance', [
    [admin, membershipStates.owner],
    [client, membershipStates.client],
    [guest, membershipStates.guest],
  ]);
  const other = await project('Zeta Homes Development', [[user, membershipStates.owner]]);
  const { id: provider } = await db
    .insertInto('provider_relation')
    .values({ project_id: deal, person_id: base.people.bob, state: 2 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { id: otherMembership } = await db
    .selectFrom('project_membership')
    .select('id')
    .where('project_id', '=', other)
    .executeTakeFirstOrThrow();
  const { id: clientMembership } = await db
    .selectFrom('project_membership')
    .select('id')
    .where('project_id', '=', deal)
    .where('person_id', '=', client)
    .executeTakeFirstOrThrow();
  return { deal, other, provider, otherMembership, clientMembership };
};

const staffOr = (client: number, guest: number) => ({ anonymous: 401, admin: 200, user: 200, client, guest });

/** What each role gets from this domain's routes (spec part 2 section 6); see ../role-matrix.test.ts. */
export const endpoints: Endpoint[] = [
  { method: 'GET', route: '/api/projects/', url: () => '/api/projects/', expect: signedIn },
  {
    method: 'GET',
    route: '/api/projects/group_counts/',
    url: () => '/api/projects/group_counts/?field=status',
    expect: signedIn,
  },
  // Projects for emailing: staff only (project-email.test.ts has the 400 without Outlook).
  {
    method: 'GET',
    route: '/api/projects/',
    url: () => '/api/projects/?email_to=ann%40acme.test',
    expect: staffOnly,
  },
  {
    method: 'POST',
    route: '/api/projects/',
    url: () => '/api/projects/',
    payload: {},
    expect: { ...staffOnly, admin: 400, user: 400 },
  },
  {
    method: 'GET',
    route: '/api/projects/{id}/',
    url: (_, f) => `/api/projects/${f.domains.project.deal}/`,
    expect: signedIn,
  },
  {
    method: 'GET',
    route: '/api/projects/{id}/',
    url: (_, f) => `/api/projects/${f.domains.project.other}/`,
    expect: staffOr(403, 403),
  },
  {
    method: 'PATCH',
    route: '/api/projects/{id}/',
    url: (_, f) => `/api/projects/${f.domains.project.deal}/`,
    payload: { name: ' ' },
    expect: { ...staffOr(403, 403), admin: 400, user: 400 },
  },
  {
    method: 'PUT',
    route: '/api/projects/{id}/',
    url: (_, f) => `/api/projects/${f.domains.project.deal}/`,
    payload: { name: 'Without the other required fields' },
    expect: { ...staffOr(403, 403), admin: 400, user: 400 },
  },
  {
    method: 'DELETE',
    route: '/api/projects/{id}/',
    url: () => '/api/projects/999999/',
    expect: { ...staffOr(403, 403), admin: 404, user: 404 },
  },
  {
    method: 'POST',
    route: '/api/projects/memberships/',
    url: () => '/api/projects/memberships/',
    payload: { project: 999999, person: 1, state: 3 },
    expect: { anonymous: 401, admin: 400, user: 400, client: 400, guest: 400 },
  },
  {
    method: 'GET',
    route: '/api/projects/memberships/{id}/',
    url: (_, f) => `/api/projects/memberships/${f.domains.project.otherMembership}/`,
    expect: staffOr(403, 403),
  },
  {
    method: 'PATCH',
    route: '/api/projects/memberships/{id}/',
    url: () => '/api/projects/memberships/999999/',
    payload: { state: 1 },
    expect: { anonymous: 401, admin: 404, user: 404, client: 404, guest: 404 },
  },
  {
    method: 'DELETE',
    route: '/api/projects/memberships/{id}/',
    url: () => '/api/projects/memberships/999999/',
    expect: { anonymous: 401, admin: 404, user: 404, client: 404, guest: 404 },
  },
  // The team of a project is managed by admins and its owners only (the user account is not on the deal's team):
  // writes that change nothing, so that each role meets the same team (a removal: project.test.ts).
  {
    method: 'POST',
    route: '/api/projects/memberships/',
    url: () => '/api/projects/memberships/',
    payload: (f) => ({ project: f.domains.project.deal, person: f.accounts.client, state: membershipStates.client }),
    expect: { anonymous: 401, admin: 400, user: 403, client: 403, guest: 403 },
  },
  {
    method: 'PATCH',
    route: '/api/projects/memberships/{id}/',
    url: (_, f) => `/api/projects/memberships/${f.domains.project.clientMembership}/`,
    payload: { state: membershipStates.client },
    expect: { anonymous: 401, admin: 200, user: 403, client: 403, guest: 403 },
  },
];

const full = (staff: number) => ({ anonymous: 401, admin: staff, user: staff, client: 403, guest: 403 });
endpoints.push(
  {
    method: 'GET',
    route: '/api/projects/details/{ids}/',
    url: (_, f) => `/api/projects/details/${f.domains.project.deal},${f.domains.project.other}/`,
    expect: signedIn,
  },
  {
    method: 'DELETE',
    route: '/api/projects/multiple/',
    url: () => '/api/projects/multiple/',
    payload: { ids: [999999] },
    expect: full(200),
  },
  { method: 'GET', route: '/api/projects/assignable/', url: () => '/api/projects/assignable/', expect: signedIn },
  {
    method: 'POST',
    route: '/api/projects/{id}/assign/',
    url: (_, f) => `/api/projects/${f.domains.project.other}/assign/?people=999999`,
    expect: full(400),
  },
  {
    method: 'POST',
    route: '/api/projects/providers/',
    url: () => '/api/projects/providers/',
    payload: { project: 999999, person: 1 },
    expect: { anonymous: 401, admin: 400, user: 400, client: 400, guest: 400 },
  },
  {
    method: 'PATCH',
    route: '/api/projects/providers/{id}/',
    url: (_, f) => `/api/projects/providers/${f.domains.project.provider}/`,
    payload: {},
    expect: full(200),
  },
  {
    method: 'POST',
    route: '/api/projects/{id}/capital_provider/',
    url: (_, f) => `/api/projects/${f.domains.project.deal}/capital_provider/`,
    payload: { ids: [999999], state: 3 },
    expect: full(400),
  },
);

endpoints.push(
  {
    method: 'GET',
    route: '/api/projects/{id}/files/',
    url: (_, f) => `/api/projects/${f.domains.project.deal}/files/`,
    // A guest on the team sees only the tasks assigned to them, not the project's files.
    expect: { anonymous: 401, admin: 200, user: 200, client: 200, guest: 403 },
  },
  {
    method: 'POST',
    route: '/api/projects/{id}/files/',
    url: (_, f) => `/api/projects/${f.domains.project.deal}/files/`,
    payload: {},
    expect: { anonymous: 401, admin: 400, user: 400, client: 400, guest: 400 },
  },
  {
    method: 'GET',
    route: '/api/projects/files/{id}/download/',
    url: () => '/api/projects/files/999999/download/',
    expect: { anonymous: 401, admin: 404, user: 404, client: 404, guest: 404 },
  },
  {
    method: 'DELETE',
    route: '/api/projects/files/{id}/',
    url: () => '/api/projects/files/999999/',
    expect: { anonymous: 401, admin: 404, user: 404, client: 404, guest: 404 },
  },
);

endpoints.push({
  method: 'POST',
  route: '/api/projects/importCsv/',
  url: () => '/api/projects/importCsv/',
  payload: {},
  expect: { anonymous: 401, admin: 400, user: 400, client: 403, guest: 403 },
});

endpoints.push(...listActionEndpoints);
