import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_EMAIL,
  CLIENT_EMAIL,
  DEMO_PASSWORD,
  gql,
  restToken,
  startBff,
  USER_EMAIL,
  wsClient,
  type GqlOptions,
  type TestBff,
} from '../test/bff.js';

const GUEST_EMAIL = 'guest@ft8.test';
const SCHEMA = '{ __schema { queryType { name } } }';
const TYPE = '{ __type(name: "Person") { name } }';
const MISSPELLED = '{ peple { totalCount } }';
const SUGGESTION = 'Did you mean "people"?';
const HIDDEN = /introspection is open to signed-in staff only, but the requested query contained the field "__schema"/;

type WsAnswer = { data?: unknown; errors?: Array<{ message: string; extensions?: unknown }> };

/** The result of a query over the socket, or the errors of its `error` message. */
function wsAnswer(client: Client, query: string): Promise<WsAnswer> {
  return new Promise((resolve, reject) => {
    client.subscribe(
      { query },
      {
        next: (result) => resolve(result as WsAnswer),
        error: (error: unknown) =>
          Array.isArray(error)
            ? resolve({ errors: error })
            : reject(error instanceof Error ? error : new Error(String(error))),
        complete: () => undefined,
      },
    );
  });
}

type Caller = { name: string; staff: boolean; credentials: () => Promise<GqlOptions> };

/** A session cookie as the browser holds it after signIn through this bff. */
async function cookieOf(bff: TestBff, email: string): Promise<string> {
  const { cookies } = await gql(bff, 'mutation ($input: SignInInput!) { signIn(input: $input) { user { id } } }', {
    variables: { input: { email, password: DEMO_PASSWORD } },
  });
  const cookie = cookies.find((item) => item.startsWith('ft8_session='));
  if (!cookie) throw new Error(`no session cookie for ${email}`);
  return cookie.split(';')[0]!;
}

describe('schema access in production', () => {
  let bff: TestBff;
  beforeAll(async () => {
    bff = await startBff({ NODE_ENV: 'production', BFF_EXPOSE_REST_CALLS: '1' });
  });
  afterAll(() => bff.close());

  // Both ways of signing in: the browser's cookie and an internal tool's token.
  const callers: Caller[] = [
    { name: 'an anonymous caller', staff: false, credentials: async () => ({}) },
    {
      name: 'an admin (session cookie)',
      staff: true,
      credentials: async () => ({ cookie: await cookieOf(bff, ADMIN_EMAIL) }),
    },
    { name: 'a user (token)', staff: true, credentials: async () => ({ token: await restToken(USER_EMAIL) }) },
    { name: 'a client (token)', staff: false, credentials: async () => ({ token: await restToken(CLIENT_EMAIL) }) },
    {
      name: 'a guest (session cookie)',
      staff: false,
      credentials: async () => ({ cookie: await cookieOf(bff, GUEST_EMAIL) }),
    },
  ];

  for (const { name, staff, credentials } of callers) {
    describe(name, () => {
      it(`${staff ? 'gets' : 'is refused'} introspection over HTTP`, async () => {
        const options = await credentials();
        const schema = await gql(bff, SCHEMA, options);
        const type = await gql(bff, TYPE, options);
        if (staff) {
          expect(schema.status).toBe(200);
          expect(schema.body.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
          expect(type.body.data).toEqual({ __type: { name: 'Person' } });
        } else {
          expect(schema.status).toBe(400);
          expect(schema.body.data).toBeUndefined();
          expect(schema.body.errors).toEqual([
            expect.objectContaining({
              message: expect.stringMatching(HIDDEN),
              extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
            }),
          ]);
          expect(type.status).toBe(400);
          expect(type.body.errors?.[0]?.message).toMatch(/contained the field "__type"/);
        }
        // __typename is not introspection: everyone gets it.
        expect((await gql(bff, '{ __typename health }', options)).body.data).toEqual({
          __typename: 'Query',
          health: true,
        });
      });

      it(`${staff ? 'gets' : 'does not get'} field suggestions over HTTP`, async () => {
        const { status, body } = await gql(bff, MISSPELLED, await credentials());
        expect(status).toBe(400);
        expect(body.errors?.[0]?.message).toBe(
          `Cannot query field "peple" on type "Query".${staff ? ` ${SUGGESTION}` : ''}`,
        );
      });

      it(`${staff ? 'gets' : 'is refused'} introspection and ${staff ? 'gets' : 'does not get'} suggestions over the WebSocket`, async () => {
        const { token, cookie } = await credentials();
        const client = wsClient(bff, { token, cookie });
        try {
          const schema = await wsAnswer(client, SCHEMA);
          const type = await wsAnswer(client, TYPE);
          const misspelled = await wsAnswer(client, MISSPELLED);
          if (staff) {
            expect(schema).toEqual({ data: { __schema: { queryType: { name: 'Query' } } } });
            expect(type).toEqual({ data: { __type: { name: 'Person' } } });
          } else {
            expect(schema.data).toBeUndefined();
            expect(schema.errors).toEqual([
              expect.objectContaining({
                message: expect.stringMatching(HIDDEN),
                extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
              }),
            ]);
            expect(type.errors?.[0]?.message).toMatch(/contained the field "__type"/);
          }
          expect(misspelled.errors?.[0]?.message).toBe(
            `Cannot query field "peple" on type "Query".${staff ? ` ${SUGGESTION}` : ''}`,
          );
          expect(await wsAnswer(client, '{ __typename }')).toEqual({ data: { __typename: 'Query' } });
        } finally {
          await client.dispose();
        }
      });
    });
  }

  it('makes no extra REST call for an operation that does not ask for the schema', async () => {
    const { body } = await gql(bff, '{ health }', { token: await restToken(USER_EMAIL) });
    expect(body.data).toEqual({ health: true });
    expect(body.extensions?.restCalls).toEqual([]);
  });

  it('hides the schema when the api cannot say who the caller is', async () => {
    const { status } = await gql(bff, SCHEMA, { token: 'not-a-real-token' });
    expect(status).toBe(400);
  });
});

describe('schema access in development', () => {
  let bff: TestBff;
  beforeAll(async () => {
    bff = await startBff({ NODE_ENV: 'development' });
  });
  afterAll(() => bff.close());

  it('gives anyone introspection and field suggestions, over HTTP and the WebSocket', async () => {
    expect((await gql(bff, SCHEMA)).body.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
    expect((await gql(bff, MISSPELLED)).body.errors?.[0]?.message).toContain(SUGGESTION);
    const client = wsClient(bff);
    try {
      expect(await wsAnswer(client, SCHEMA)).toEqual({ data: { __schema: { queryType: { name: 'Query' } } } });
      expect((await wsAnswer(client, MISSPELLED)).errors?.[0]?.message).toContain(SUGGESTION);
    } finally {
      await client.dispose();
    }
  });
});
