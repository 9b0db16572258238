import type { Fixture } from './fixture.js';

// The role matrix (src/domains/role-matrix.test.ts): each domain's roles.ts says what each role gets from its routes.

export type Role = 'anonymous' | 'admin' | 'user' | 'client' | 'guest';
export const roles: Role[] = ['anonymous', 'admin', 'user', 'client', 'guest'];

export type Endpoint = {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** The route as in the OpenAPI document. */
  route: string;
  url: (me: number, fixture: Fixture) => string;
  payload?: object;
  /** Expected status per role; `me` is the caller's own id. */
  expect: Record<Role, number>;
};

export const staffOnly = { anonymous: 401, admin: 200, user: 200, client: 403, guest: 403 };
export const signedIn = { anonymous: 401, admin: 200, user: 200, client: 200, guest: 200 };
export const everyone = { anonymous: 200, admin: 200, user: 200, client: 200, guest: 200 };
/** Someone other than the caller. */
export const other = (fixture: Fixture) => fixture.people.ann;
