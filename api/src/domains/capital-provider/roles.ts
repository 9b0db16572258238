import { staffOnly, type Endpoint } from '../../test-support/roles.js';

/** What each role gets from this domain's routes (spec section 6 and api/README.md); see ../role-matrix.test.ts. */
export const endpoints: Endpoint[] = [
  {
    method: 'POST',
    route: '/api/capital_provider/',
    url: () => '/api/capital_provider/',
    payload: {},
    expect: { anonymous: 401, admin: 400, user: 400, client: 403, guest: 403 },
  },
  {
    method: 'PATCH',
    route: '/api/capital_provider/{id}/',
    url: (_, f) => `/api/capital_provider/${f.capitalProvider}/`,
    payload: {},
    expect: staffOnly,
  },
  {
    method: 'GET',
    route: '/api/capital_provider/{id}/',
    url: (_, f) => `/api/capital_provider/${f.capitalProvider}/`,
    expect: staffOnly,
  },
];
