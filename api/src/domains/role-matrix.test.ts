import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { everyone, payloadOf, roles, type Endpoint, type Role } from '../test-support/roles.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

// Every route of the API, and what each role gets from it: each domain's roles.ts (found here, so a new domain edits
// no shared file), plus the probes at the server root, for load balancers.
const domainDirs = (await readdir(new URL('./', import.meta.url), { withFileTypes: true })).filter((entry) =>
  entry.isDirectory(),
);
const endpoints: Endpoint[] = [
  ...(
    await Promise.all(
      domainDirs.map(async (dir) => ((await import(`./${dir.name}/roles.ts`)) as { endpoints: Endpoint[] }).endpoints),
    )
  ).flat(),
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
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    const documented = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const covered = new Set(endpoints.map((endpoint) => `${endpoint.method} ${endpoint.route}`));
    expect(documented.filter((route) => !covered.has(route))).toEqual([]);
  });

  const cases = endpoints.flatMap((endpoint) =>
    roles.map((role) => ({ ...endpoint, role, status: endpoint.expect[role] })),
  );
  it.each(cases)('$method $route as $role -> $status', async ({ method, url, role, status, ...endpoint }) => {
    const me = role === 'anonymous' ? 0 : ids[role];
    // A fresh token per call: logout must not spoil the other cases.
    const headers = role === 'anonymous' ? {} : { authorization: `Token ${await t.app.repos.auth.createToken(me)}` };
    const payload = payloadOf(endpoint, t.fixture);
    const response = await t.app.inject({ method, url: url(me, t.fixture), headers, ...(payload && { payload }) });
    expect(response.statusCode, response.body).toBe(status);
    if (status === 401) expect(response.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
    if (status === 403)
      expect(response.json()).toEqual({ detail: 'You do not have permission to perform this action.' });
  });

  it('answers 401 Invalid token for an unknown or revoked token on every protected route', async () => {
    for (const endpoint of endpoints.filter((e) => e.expect.anonymous === 401)) {
      const response = await t.app.inject({
        method: endpoint.method,
        url: endpoint.url(ids.admin, t.fixture),
        headers: { authorization: 'Token 0000000000000000000000000000000000000000' },
        ...(endpoint.payload && { payload: payloadOf(endpoint, t.fixture) }),
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ detail: 'Invalid token.' });
    }
  });
});
