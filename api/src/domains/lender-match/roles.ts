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
];
