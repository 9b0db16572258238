import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { nulErrors, withIntegerBounds } from './input-guards.js';

let t: TestApp;
let staff: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  staff = await t.signIn('admin@ft8.test');
});
afterAll(() => t.close());

const nul = ['Null characters are not allowed.'];

describe('NUL characters', () => {
  it.each([
    ['search=%00', { search: nul }],
    ['search=a%00b', { search: nul }],
    ['tags=%00', { tags: nul }],
    ['ordering=name%00', { ordering: nul }],
    ['search=a%00&tags=b%00', { search: nul, tags: nul }],
    ['search=ok&search=x%00', { search: nul }],
  ])('GET people/?%s answers 400 in the field-errors shape', async (query, errors) => {
    const response = await t.app.inject({ url: `/api/people/?${query}`, headers: staff });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(errors);
  });

  it('refuses them in body strings, nested values and keys (jsonb preferences)', async () => {
    const me = t.fixture.accounts.admin;
    const patch = (payload: object) =>
      t.app.inject({ method: 'PATCH', url: `/api/people/${me}/`, headers: staff, payload });
    expect((await patch({ signature: 'a\u0000b' })).json()).toEqual({ signature: nul });
    expect((await patch({ table_column_prefs: { people: ['x\u0000'] } })).json()).toEqual({ table_column_prefs: nul });
    expect((await patch({ sorting_prefs: { 'k\u0000': 1 } })).json()).toEqual({ sorting_prefs: nul });
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/token/',
      payload: { email: 'admin@ft8.test\u0000', password: 'x' },
    });
    expect(signIn.statusCode).toBe(400);
    expect(signIn.json()).toEqual({ email: nul });
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password/',
      payload: { person: 1, token: '\u0000', password: 'p' },
    });
    expect(reset.json()).toEqual({ token: nul });
  });

  it('still answers plain text, and the sandbox outbox query, normally', async () => {
    expect((await t.app.inject({ url: '/api/people/?search=a%25b_c', headers: staff })).statusCode).toBe(200);
    const outbox = await t.app.inject({ url: '/api/sandbox/mail/?to=%00' });
    expect(outbox.statusCode).toBe(400);
    expect(outbox.json()).toEqual({ to: nul });
  });

  it('finds them at any depth and reports the top-level field', () => {
    expect(nulErrors({ a: 'ok', b: [{ c: 'x\u0000' }] }, undefined, 'plain')).toEqual({ b: nul });
    expect(nulErrors('\u0000')).toEqual({ non_field_errors: nul });
    expect(nulErrors({ 'x\u0000': 1 })).toEqual({ non_field_errors: nul });
    expect(nulErrors({ a: 1, b: null, c: true })).toEqual({});
  });
});

describe('integers beyond PostgreSQL integer', () => {
  it('answers 404 for a path id and 400 for a query or body number, never 500', async () => {
    for (const url of [
      '/api/people/99999999999999999999/',
      '/api/people/2147483648/outlook_status/',
      '/api/capital_provider/9999999999/',
    ]) {
      const response = await t.app.inject({ url, headers: staff });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ detail: 'Not found.' });
    }
    expect((await t.app.inject({ url: '/api/people/2147483647/', headers: staff })).statusCode).toBe(404);
    const offset = await t.app.inject({ url: '/api/people/?offset=1e20', headers: staff });
    expect(offset.statusCode).toBe(400);
    expect(offset.json()).toEqual({ offset: ['Ensure this value is less than or equal to 2147483647.'] });
    const ids = await t.app.inject({ url: '/api/people/?id=1,2147483648', headers: staff });
    expect(ids.statusCode).toBe(400);
    expect(ids.json()).toEqual({ id: ['Enter a valid value.'] });
    // A lone UTF-16 surrogate in a jsonb key: PostgreSQL refuses it (found by the fuzzer as a 500).
    const surrogate = await t.app.inject({
      method: 'PATCH',
      url: '/api/people/1/',
      headers: { ...staff, 'content-type': 'application/json' },
      payload: '{"table_column_prefs":{"\\ud800":null}}',
    });
    expect(surrogate.statusCode).toBe(400);
    expect(surrogate.json()).toEqual({ table_column_prefs: ['Unpaired surrogate characters are not allowed.'] });
    // profile_type is a smallint: found by the fuzzer as a 500 (seed -1942373936).
    const profileType = await t.app.inject({ url: '/api/people/?profile_type=32768', headers: staff });
    expect(profileType.statusCode).toBe(400);
    expect(profileType.json()).toEqual({ profile_type: ['Enter a valid value.'] });
    expect((await t.app.inject({ url: '/api/people/?profile_type=1,9999', headers: staff })).statusCode).toBe(200);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password/',
      payload: { person: 2 ** 40, token: 'x', password: 'p' },
    });
    expect(reset.json()).toEqual({ person: ['Ensure this value is less than or equal to 2147483647.'] });
    // "1e309" coerces to Infinity, which Ajv's range check skips (found by the fuzzer as a 500).
    for (const [person, message] of [
      ['1e309', 'A valid number is required.'],
      ['-1e309', 'A valid number is required.'],
      // A list for a number is refused before its item is read.
      [['1e309'], 'A valid integer is required.'],
    ] as const) {
      const infinite = await t.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password/',
        payload: { person, token: 'x', password: 'p' },
      });
      expect(infinite.statusCode, JSON.stringify(person)).toBe(400);
      expect(infinite.json()).toEqual({ person: [message] });
    }
    expect((await t.app.inject({ url: '/api/people/?offset=1e309', headers: staff })).json()).toEqual({
      offset: ['A valid number is required.'],
    });
    expect((await t.app.inject({ url: '/api/people/1e309/', headers: staff })).statusCode).toBe(404);
  });

  it('bounds integers only where the schema sets no bound, without changing the original', () => {
    const schema = {
      type: 'object',
      properties: {
        a: { type: 'integer', minimum: 1 },
        b: { type: ['integer', 'null'], maximum: 5 },
        c: { type: 'string' },
      },
    };
    expect(withIntegerBounds(schema)).toEqual({
      type: 'object',
      properties: {
        a: { type: 'integer', minimum: 1, maximum: 2147483647 },
        b: { type: ['integer', 'null'], minimum: -2147483648, maximum: 5 },
        c: { type: 'string' },
      },
    });
    expect(schema.properties.a).toEqual({ type: 'integer', minimum: 1 });
  });
});
