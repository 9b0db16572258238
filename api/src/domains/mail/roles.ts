import { type Endpoint } from '../../test-support/roles.js';

/** What each role gets from this domain's routes (spec section 6 and api/README.md); see ../role-matrix.test.ts. */
export const endpoints: Endpoint[] = [
  {
    method: 'GET',
    route: '/api/sandbox/mail/',
    url: () => '/api/sandbox/mail/',
    expect: { anonymous: 200, admin: 200, user: 200, client: 200, guest: 200 },
  },
  {
    method: 'POST',
    route: '/api/sandbox/inbound/',
    url: () => '/api/sandbox/inbound/',
    payload: { to: 999999, from: 'someone@example.test' },
    expect: { anonymous: 400, admin: 400, user: 400, client: 400, guest: 400 },
  },
];
