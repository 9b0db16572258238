import { everyone, signedIn, type Endpoint } from '../../test-support/roles.js';

/** What each role gets from this domain's routes (spec section 6 and api/README.md); see ../role-matrix.test.ts. */
export const endpoints: Endpoint[] = [
  {
    method: 'POST',
    route: '/api/auth/token/',
    url: () => '/api/auth/token/',
    payload: { email: 'x@y.test', password: 'x' },
    expect: { anonymous: 400, admin: 400, user: 400, client: 400, guest: 400 },
  },
  {
    method: 'POST',
    route: '/api/auth/logout/',
    url: () => '/api/auth/logout/',
    expect: { anonymous: 401, admin: 204, user: 204, client: 204, guest: 204 },
  },
  { method: 'GET', route: '/api/auth/me/', url: () => '/api/auth/me/', expect: signedIn },
  {
    method: 'POST',
    route: '/api/auth/sessions/',
    url: () => '/api/auth/sessions/',
    payload: { tokens: ['0000000000000000000000000000000000000000'] },
    expect: everyone,
  },
  {
    method: 'POST',
    route: '/api/auth/request-reset-password/',
    url: () => '/api/auth/request-reset-password/',
    payload: { email: 'x@y.test' },
    expect: { anonymous: 200, admin: 200, user: 200, client: 200, guest: 200 },
  },
  {
    method: 'POST',
    route: '/api/auth/reset-password/',
    url: () => '/api/auth/reset-password/',
    payload: { person: 1, token: 'x', password: 'x' },
    expect: { anonymous: 400, admin: 400, user: 400, client: 400, guest: 400 },
  },
  {
    method: 'GET',
    route: '/api/auth/login_with_ms/',
    url: () => '/api/auth/login_with_ms/?state=/',
    expect: { anonymous: 401, admin: 302, user: 302, client: 302, guest: 302 },
  },
];
