import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Fixture } from '../test-support/fixture.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

type Role = 'anonymous' | 'admin' | 'user' | 'client' | 'guest';
const roles: Role[] = ['anonymous', 'admin', 'user', 'client', 'guest'];

type Endpoint = {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** The route as in the OpenAPI document. */
  route: string;
  url: (me: number, fixture: Fixture) => string;
  payload?: object;
  /** Expected status per role; `me` is the caller's own id. */
  expect: Record<Role, number>;
};

const staffOnly = { anonymous: 401, admin: 200, user: 200, client: 403, guest: 403 };
const signedIn = { anonymous: 401, admin: 200, user: 200, client: 200, guest: 200 };
const everyone = { anonymous: 200, admin: 200, user: 200, client: 200, guest: 200 };
const other = (fixture: Fixture) => fixture.people.ann;
const adminOnly = (status: number) => ({ anonymous: 401, admin: status, user: 403, client: 403, guest: 403 });

// Every route of the API, and what each role gets from it (spec section 6 and api/README.md).
const endpoints: Endpoint[] = [
  { method: 'POST', route: '/api/auth/token/', url: () => '/api/auth/token/', payload: { email: 'x@y.test', password: 'x' }, expect: { anonymous: 400, admin: 400, user: 400, client: 400, guest: 400 } },
  { method: 'POST', route: '/api/auth/logout/', url: () => '/api/auth/logout/', expect: { anonymous: 401, admin: 204, user: 204, client: 204, guest: 204 } },
  { method: 'GET', route: '/api/auth/me/', url: () => '/api/auth/me/', expect: signedIn },
  { method: 'POST', route: '/api/auth/request-reset-password/', url: () => '/api/auth/request-reset-password/', payload: { email: 'x@y.test' }, expect: { anonymous: 200, admin: 200, user: 200, client: 200, guest: 200 } },
  { method: 'POST', route: '/api/auth/reset-password/', url: () => '/api/auth/reset-password/', payload: { person: 1, token: 'x', password: 'x' }, expect: { anonymous: 400, admin: 400, user: 400, client: 400, guest: 400 } },
  { method: 'GET', route: '/api/auth/login_with_ms/', url: () => '/api/auth/login_with_ms/?state=/', expect: { anonymous: 401, admin: 302, user: 302, client: 302, guest: 302 } },
  { method: 'GET', route: '/api/people/', url: () => '/api/people/', expect: staffOnly },
  { method: 'GET', route: '/api/people/organisations/', url: () => '/api/people/organisations/', expect: staffOnly },
  { method: 'GET', route: '/api/people/group_counts/', url: () => '/api/people/group_counts/?field=company', expect: staffOnly },
  { method: 'GET', route: '/api/people/{id}/', url: (_, f) => `/api/people/${other(f)}/`, expect: staffOnly },
  { method: 'GET', route: '/api/people/{id}/', url: (me) => `/api/people/${me}/`, expect: signedIn },
  { method: 'PATCH', route: '/api/people/{id}/', url: (me) => `/api/people/${me}/`, payload: { signature: 'x' }, expect: signedIn },
  { method: 'PATCH', route: '/api/people/{id}/', url: (_, f) => `/api/people/${other(f)}/`, payload: { signature: 'x' }, expect: { anonymous: 401, admin: 403, user: 403, client: 403, guest: 403 } },
  { method: 'GET', route: '/api/people/{id}/outlook_status/', url: (_, f) => `/api/people/${other(f)}/outlook_status/`, expect: staffOnly },
  { method: 'GET', route: '/api/people/{id}/outlook_status/', url: (me) => `/api/people/${me}/outlook_status/`, expect: signedIn },
  // Contact Management (admins only); ids that do not exist, so that nothing changes.
  { method: 'GET', route: '/api/people/import-duplicates/', url: () => '/api/people/import-duplicates/', expect: adminOnly(200) },
  { method: 'GET', route: '/api/people/import-duplicates/{id}/', url: () => '/api/people/import-duplicates/999999/', expect: adminOnly(404) },
  { method: 'DELETE', route: '/api/people/import-duplicates/delete_multiple/', url: () => '/api/people/import-duplicates/delete_multiple/', payload: { ids: [999999] }, expect: adminOnly(204) },
  { method: 'PATCH', route: '/api/people/import-duplicates/{id}/merge_to_person/', url: () => '/api/people/import-duplicates/999999/merge_to_person/?person=1', payload: {}, expect: adminOnly(404) },
  { method: 'GET', route: '/api/people/existing-duplicates-v2/', url: () => '/api/people/existing-duplicates-v2/', expect: adminOnly(200) },
  { method: 'POST', route: '/api/people/existing-duplicates/ignore/', url: () => '/api/people/existing-duplicates/ignore/?people=999999', payload: { ignored_as_duplicate: false }, expect: adminOnly(204) },
  { method: 'PATCH', route: '/api/people/existing-duplicates/{id}/merge_from_people/', url: () => '/api/people/existing-duplicates/999999/merge_from_people/?people=999998', payload: {}, expect: adminOnly(404) },
  { method: 'GET', route: '/api/people/{id}/merges/', url: (_, f) => `/api/people/${other(f)}/merges/`, expect: adminOnly(200) },
  { method: 'POST', route: '/api/people/merges/{id}/undo/', url: () => '/api/people/merges/999999/undo/', payload: {}, expect: adminOnly(404) },
  { method: 'PATCH', route: '/api/people/update_multiple/', url: () => '/api/people/update_multiple/?items=999999', payload: { is_deleted: false }, expect: adminOnly(200) },
  { method: 'DELETE', route: '/api/people/permanently_delete_multiple/', url: () => '/api/people/permanently_delete_multiple/', payload: { ids: [999999] }, expect: adminOnly(204) },
  { method: 'GET', route: '/api/external_contacts/', url: () => '/api/external_contacts/', expect: adminOnly(200) },
  { method: 'DELETE', route: '/api/external_contacts/delete_multiple/', url: () => '/api/external_contacts/delete_multiple/', payload: { ids: [999999] }, expect: adminOnly(204) },
  { method: 'GET', route: '/api/capital_provider/{id}/', url: (_, f) => `/api/capital_provider/${f.capitalProvider}/`, expect: staffOnly },
  { method: 'GET', route: '/api/utils/types/', url: () => '/api/utils/types/', expect: signedIn },
  { method: 'GET', route: '/api/utils/tags/', url: () => '/api/utils/tags/', expect: signedIn },
  { method: 'GET', route: '/api/sandbox/mail/', url: () => '/api/sandbox/mail/', expect: { anonymous: 200, admin: 200, user: 200, client: 200, guest: 200 } },
  { method: 'GET', route: '/api/docs/json', url: () => '/api/docs/json', expect: everyone },
  // Probes at the server root, for load balancers.
  { method: 'GET', route: '/healthz', url: () => '/healthz', expect: everyone },
  { method: 'GET', route: '/readyz', url: () => '/readyz', expect: everyone },
];

let t: TestApp;
let ids: Record<Exclude<Role, 'anonymous'>, number>;
beforeAll(async () => {
  t = await createTestApp();
  ids = t.fixture.accounts;
});
afterAll(() => t.close());

describe('role matrix', () => {
  it('covers every route in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json<{ paths: Record<string, Record<string, unknown>> }>();
    const documented = Object.entries(doc.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`));
    const covered = new Set(endpoints.map((endpoint) => `${endpoint.method} ${endpoint.route}`));
    expect(documented.filter((route) => !covered.has(route))).toEqual([]);
  });

  const cases = endpoints.flatMap((endpoint) => roles.map((role) => ({ ...endpoint, role, status: endpoint.expect[role] })));
  it.each(cases)('$method $route as $role -> $status', async ({ method, url, payload, role, status }) => {
    const me = role === 'anonymous' ? 0 : ids[role];
    // A fresh token per call: logout must not spoil the other cases.
    const headers = role === 'anonymous' ? {} : { authorization: `Token ${await t.app.repos.auth.createToken(me)}` };
    const response = await t.app.inject({ method, url: url(me, t.fixture), headers, ...(payload && { payload }) });
    expect(response.statusCode, response.body).toBe(status);
    if (status === 401) expect(response.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
    if (status === 403) expect(response.json()).toEqual({ detail: 'You do not have permission to perform this action.' });
  });

  it('answers 401 Invalid token for an unknown or revoked token on every protected route', async () => {
    for (const endpoint of endpoints.filter((e) => e.expect.anonymous === 401)) {
      const response = await t.app.inject({ method: endpoint.method, url: endpoint.url(ids.admin, t.fixture), headers: { authorization: 'Token 0000000000000000000000000000000000000000' }, ...(endpoint.payload && { payload: endpoint.payload }) });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ detail: 'Invalid token.' });
    }
  });
});
