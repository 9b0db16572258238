import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { createTestDatabase } from '../test-support/test-database.js';
import { createTestApp, testConfig, type TestApp } from '../test-support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('health probes', () => {
  it('healthz and readyz answer 200 {"status": "ok"} at the server root to anyone', async () => {
    for (const url of ['/healthz', '/readyz', '/healthz/']) {
      const response = await t.app.inject({ url, headers: { authorization: 'Token nonsense' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.json()).toEqual({ status: 'ok' });
    }
    expect((await t.app.inject({ url: '/api/healthz' })).statusCode).toBe(404);
  });

  it('readyz answers 503 when the database does not answer, while healthz stays 200', { timeout: 60_000 }, async () => {
    const database = await createTestDatabase();
    const app = await buildApp({ config: testConfig(), db: database.db, logger: false });
    try {
      await database.close();
      const ready = await app.inject({ url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'unavailable' });
      expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('are in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    expect(doc.paths['/healthz'].get.responses).toHaveProperty('200');
    expect(doc.paths['/readyz'].get.responses).toHaveProperty('503');
  });
});
