import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { etagOf } from './reference-cache.js';

let t: TestApp;
let staff: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  staff = await t.signIn('admin@ft8.test');
});
afterAll(() => t.close());

describe.each(['/api/utils/types/', '/api/utils/tags/', '/api/people/organisations/'])('reference data %s', (url) => {
  it('answers 200 with a strong ETag of the body and Cache-Control', async () => {
    const response = await t.app.inject({ url, headers: staff });
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).toBe(etagOf(response.body));
    expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(response.headers['cache-control']).toBe('max-age=60, must-revalidate');
    expect(response.headers.vary).toBeUndefined();
  });

  it('answers 304 without a body when If-None-Match holds the ETag (also in a list, or weak)', async () => {
    const { etag } = (await t.app.inject({ url, headers: staff })).headers;
    for (const ifNoneMatch of [String(etag), `"other", ${etag}`, `W/${etag}`]) {
      const response = await t.app.inject({ url, headers: { ...staff, 'if-none-match': ifNoneMatch } });
      expect(response.statusCode).toBe(304);
      expect(response.body).toBe('');
      expect(response.headers.etag).toBe(etag);
      expect(response.headers['cache-control']).toBe('max-age=60, must-revalidate');
    }
  });

  it('answers 200 with the body when the ETag does not match', async () => {
    const response = await t.app.inject({ url, headers: { ...staff, 'if-none-match': '"stale"' } });
    expect(response.statusCode).toBe(200);
    expect(response.body.length).toBeGreaterThan(0);
  });

  it('still answers 401 to anonymous callers that send a matching If-None-Match', async () => {
    const { etag } = (await t.app.inject({ url, headers: staff })).headers;
    const response = await t.app.inject({ url, headers: { 'if-none-match': String(etag) } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
    expect(response.headers.etag).toBeUndefined();
    expect(response.headers['cache-control']).toBeUndefined();
  });
});

describe('reference data changes', () => {
  it('gets a new ETag when the data changes', async () => {
    const before = (await t.app.inject({ url: '/api/utils/tags/', headers: staff })).headers.etag;
    await t.database.db.insertInto('tag').values({ name: 'zoning' }).execute();
    const after = await t.app.inject({
      url: '/api/utils/tags/',
      headers: { ...staff, 'if-none-match': String(before) },
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before);
  });

  it('sends no ETag on other routes', async () => {
    const response = await t.app.inject({ url: '/api/auth/me/', headers: staff });
    expect(response.headers.etag).toBeUndefined();
  });
});
