import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

/**
 * Property-based fuzzing of every route in the OpenAPI document: odd query strings, path ids and JSON bodies,
 * as an anonymous caller and as staff. Whatever comes in, the answer is never a 5xx.
 * FUZZ_RUNS sets the runs per route (default 300), FUZZ_SEED the seed (fixed by default; `random` explores);
 * a failure prints the seed and the shrunk request.
 */
const runsPerRoute = Number(process.env.FUZZ_RUNS ?? 300);
// A fixed seed by default, so that CI runs the same inputs every time (a failure replays exactly);
// `FUZZ_SEED=random` explores new inputs, `FUZZ_SEED=<n>` replays a reported one.
const seedSetting = process.env.FUZZ_SEED ?? '20261123';
const seed = seedSetting === 'random' ? undefined : Number(seedSetting);

type Parameter = { in: 'query' | 'path'; name: string };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
};
type Route = { method: string; path: string; query: string[]; body: string[] | null };

const oddText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\uD800',
    '\uFFFF',
    '\u202E',
    '😀',
    '%',
    '%_\\',
    "'; select 1; --",
    'null',
    'true',
    'false',
    '-1',
    '0',
    '01',
    '1e309',
    'NaN',
    'Infinity',
    '1,2,,3',
    ',',
    '-',
    '--id',
    '-company,full_name',
    ' 12 ',
    '0x10',
  ),
  fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String),
  fc.double().map(String),
  fc.integer().map(String),
  fc.string({ minLength: 1000, maxLength: 5000 }),
);

/** Percent-encoding that never throws: a lone surrogate becomes the replacement character, as a browser sends it. */
const encode = (text: string) =>
  encodeURIComponent(text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'));

// Raw escapes a client could send as they are, malformed ones included.
const rawQueryValue = fc.constantFrom('%', '%ZZ', '%ED%A0%80', '%C0%80', '%FF', '%00', 'a+b', '==', '%2', '%E2%82');

const queryValue = fc.oneof({ weight: 6, arbitrary: oddText.map(encode) }, { weight: 1, arbitrary: rawQueryValue });

const queryString = (known: string[]) => {
  const key =
    known.length > 0
      ? fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...known) }, { weight: 1, arbitrary: oddText.map(encode) })
      : oddText.map(encode);
  // Repeated keys arrive as arrays.
  return fc
    .array(fc.tuple(key, queryValue), { maxLength: 5 })
    .map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join('&'));
};

const jsonValue = fc.oneof(
  { weight: 4, arbitrary: oddText },
  { weight: 2, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.array(oddText, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(oddText, fc.oneof(oddText, fc.integer(), fc.constant(null)), { maxKeys: 3 }) },
);

/** A body as raw JSON text (or none): the route's own fields with odd values, any JSON at all, or broken JSON. */
const bodyText = (fields: string[]) =>
  fc.oneof(
    {
      weight: 6,
      arbitrary: fc
        .dictionary(fields.length > 0 ? fc.oneof(fc.constantFrom(...fields), oddText) : oddText, jsonValue, {
          maxKeys: fields.length + 1,
        })
        .map((body) => JSON.stringify(body)),
    },
    { weight: 2, arbitrary: fc.jsonValue().map((value) => JSON.stringify(value)) },
    {
      weight: 1,
      // A record body (no named fields, e.g. columns' prefs) gets the huge number under any key.
      arbitrary: (fields.length > 0 ? fc.constantFrom(...fields) : oddText).map((field) =>
        JSON.stringify({ [field]: 0 }).replace('0}', '1e400}'),
      ),
    },
    { weight: 1, arbitrary: fc.constantFrom('', '{', 'null', '[]', '"x"', '{"a":', '\u0000') },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );

const pathId = (knownIds: number[]) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...knownIds).map(String) },
    { weight: 2, arbitrary: fc.bigInt({ min: 0n, max: 10n ** 25n }).map(String) },
    {
      weight: 1,
      arbitrary: fc.constantFrom('0', '-1', '2147483647', '2147483648', '9223372036854775808', '1.5', '1e3'),
    },
    { weight: 1, arbitrary: oddText.map(encode) },
  );

let t: TestApp;
let routes: Route[];
let staffToken: string;
beforeAll(async () => {
  // High throttle limits: the fuzzer must reach the sign-in handlers, not the 429.
  t = await createTestApp({
    authThrottle: { perAccount: 1_000_000, perAddress: 1_000_000, perAccountAnywhere: 1_000_000, windowSeconds: 60 },
  });
  staffToken = await t.app.repos.auth.createToken(t.fixture.accounts.admin);
  const doc = (await t.app.inject({ url: '/api/docs/json' })).json<{
    paths: Record<string, Record<string, Operation>>;
  }>();
  routes = Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      query: (operation.parameters ?? [])
        .filter((parameter) => parameter.in === 'query')
        .map((parameter) => parameter.name),
      body: operation.requestBody
        ? Object.keys(operation.requestBody.content['application/json']?.schema.properties ?? {})
        : null,
    })),
  );
});
afterAll(() => t.close());

describe('fuzzing every documented route', () => {
  it('finds the routes of the OpenAPI document', () => {
    expect(routes.length).toBeGreaterThanOrEqual(15);
    expect(routes.map((route) => `${route.method} ${route.path}`)).toContain('GET /api/people/');
  });

  it(
    'never answers 5xx, as anonymous or staff, whatever the query, path ids or body',
    { timeout: 600_000 },
    async () => {
      const ids = [
        t.fixture.accounts.admin,
        t.fixture.accounts.client,
        t.fixture.people.ann,
        t.fixture.capitalProvider,
      ];
      for (const route of routes) {
        const request = fc.record({
          staff: fc.boolean(),
          id: pathId(ids),
          query: queryString(route.query),
          body: route.body ? bodyText(route.body) : fc.constant(undefined),
          contentType: fc.oneof(
            { weight: 8, arbitrary: fc.constant('application/json') },
            {
              weight: 1,
              arbitrary: fc.constantFrom(
                'text/plain',
                'application/x-www-form-urlencoded',
                'application/json; charset=latin1',
              ),
            },
          ),
        });
        await fc.assert(
          fc.asyncProperty(request, async ({ staff, id, query, body, contentType }) => {
            // Signing out revokes the token: that route gets a fresh one each time.
            const token =
              staff && route.path === '/api/auth/logout/'
                ? await t.app.repos.auth.createToken(t.fixture.accounts.admin)
                : staffToken;
            const url = `${route.path.replace('{id}', id)}${query ? `?${query}` : ''}`;
            const response = await t.app.inject({
              method: route.method as 'GET',
              url,
              headers: {
                ...(staff && { authorization: `Token ${token}` }),
                ...(body !== undefined && { 'content-type': contentType }),
              },
              ...(body !== undefined && { payload: body }),
            });
            expect(
              response.statusCode,
              `${route.method} ${url} ${staff ? 'as staff' : 'anonymous'} body=${body}: ${response.body}`,
            ).toBeLessThan(500);
          }),
          { numRuns: runsPerRoute, ...(seed === undefined ? {} : { seed }) },
        );
      }
    },
  );
});
