import { staffOnly, type Endpoint } from '../../test-support/roles.js';

/** Lender matches are the firm's: staff only, clients and guests on the deal's team included (see ../role-matrix.test.ts). */
export const endpoints: Endpoint[] = [
  {
    method: 'GET',
    route: '/api/projects/{id}/lender_matches/',
    url: (_, f) => `/api/projects/${f.domains.project.deal}/lender_matches/`,
    expect: staffOnly,
  },
  {
    method: 'GET',
    route: '/api/projects/{id}/lender_matches/',
    url: () => '/api/projects/999999/lender_matches/?include_fails=1',
    expect: { anonymous: 401, admin: 404, user: 404, client: 403, guest: 403 },
  },
  {
    // A template that is none of the caller's: a 400 for staff after the providers were added, which it rolls back.
    method: 'POST',
    route: '/api/projects/{id}/lender_outreach/',
    url: (_, f) => `/api/projects/${f.domains.project.deal}/lender_outreach/`,
    payload: (f) => ({ people: [f.people.ann], template: 999999 }),
    expect: { anonymous: 401, admin: 400, user: 400, client: 403, guest: 403 },
  },
  {
    method: 'POST',
    route: '/api/projects/{id}/lender_outreach/',
    url: () => '/api/projects/999999/lender_outreach/',
    payload: (f) => ({ people: [f.people.ann] }),
    expect: { anonymous: 401, admin: 404, user: 404, client: 403, guest: 403 },
  },
];
