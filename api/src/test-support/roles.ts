import type { Fixture } from './fixture.js';

// The role matrix (src/domains/role-matrix.test.ts): each domain's roles.ts says what each role gets from its routes.

export type Role = 'anonymous' | 'admin' | 'user' | 'client' | 'guest';
export const roles: Role[] = ['anonymous', 'admin', 'user', 'client', 'guest'];

export type Endpoint = {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** The route as in the OpenAPI document. */
  route: string;
  url: (me: number, fixture: Fixture) => string;
  /** The body sent, or made from the fixture (ids of its rows). */
  payload?: object | ((fixture: Fixture) => object);
  /** Expected status per role; `me` is the caller's own id. */
  expect: Record<Role, number>;
};

export const staffOnly = { anonymous: 401, admin: 200, user: 200, client: 403, guest: 403 };
export const signedIn = { anonymous: 401, admin: 200, user: 200, client: 200, guest: 200 };
export const everyone = { anonymous: 200, admin: 200, user: 200, client: 200, guest: 200 };
/** The body an endpoint sends, made from the fixture when it needs its ids. */
export function payloadOf(endpoint: Pick<Endpoint, 'payload'>, fixture: Fixture): object | undefined {
  const { payload } = endpoint;
  // (A function is an object too: the narrowing alone leaves `object & Function`, which calls to an unknown type.)
  return typeof payload === 'function' ? (payload as (fixture: Fixture) => object)(fixture) : payload;
}

/** Someone other than the caller. */
export const other = (fixture: Fixture) => fixture.people.ann;
