import { type Endpoint } from '../../test-support/roles.js';

/** What each role gets from this domain's routes (spec section 6 and api/README.md); see ../role-matrix.test.ts. */
export const endpoints: Endpoint[] = [
  {
    method: 'GET',
    route: '/api/sandbox/mail/',
    url: () => '/api/sandbox/mail/',
    expect: { anonymous: 200, admin: 200, user: 200, client: 200, guest: 200 },
  },
];
