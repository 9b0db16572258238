import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET docs/json', () => {
  it('serves the OpenAPI document with every route and its responses', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.paths['/api/people/'].get.responses).toHaveProperty('200');
    expect(doc.paths['/api/people/'].get.responses).toHaveProperty('403');
    expect(doc.paths['/api/auth/token/'].post.requestBody).toBeDefined();
  });
});

describe('errors', () => {
  it('answers malformed JSON with a 400 in the field-errors shape, and unknown paths with 404', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/token/',
      headers: { 'content-type': 'application/json' },
      payload: '{nope',
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual(['non_field_errors']);
    expect((await t.app.inject({ url: '/api/nothing/' })).json()).toEqual({ detail: 'Not found.' });
  });
});
