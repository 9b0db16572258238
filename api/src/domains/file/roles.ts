import type { DomainSeed } from '../../test-support/fixture.js';
import { staffOnly, other, type Endpoint } from '../../test-support/roles.js';

declare module '../../test-support/fixture.js' {
  interface DomainFixtures {
    /** A file row on deleted contact Dan (its bytes are not stored: enough for tests that need a row). */
    file: { danFile: number };
  }
}

export const seed: DomainSeed = async (db, base) => {
  const { id } = await db
    .insertInto('person_file')
    .values({
      person_id: base.people.dan,
      name: 'Fixture.pdf',
      size: 10,
      type: 'application/pdf',
      storage_key: 'fixture-file-without-bytes',
      user_id: base.accounts.admin,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { danFile: id };
};

/** What each role gets from this domain's routes (spec section 6 and api/README.md); see ../role-matrix.test.ts. */
export const endpoints: Endpoint[] = [
  {
    method: 'GET',
    route: '/api/people/{id}/files/',
    url: (_, f) => `/api/people/${other(f)}/files/`,
    expect: staffOnly,
  },
  { method: 'GET', route: '/api/people/{id}/files/', url: (me) => `/api/people/${me}/files/`, expect: staffOnly },
  {
    method: 'POST',
    route: '/api/people/{id}/files/',
    url: (me) => `/api/people/${me}/files/`,
    payload: {},
    expect: { anonymous: 401, admin: 400, user: 400, client: 403, guest: 403 },
  },
  {
    method: 'GET',
    route: '/api/people/files/{id}/download/',
    url: () => '/api/people/files/999999/download/',
    expect: { anonymous: 401, admin: 404, user: 404, client: 403, guest: 403 },
  },
  {
    method: 'DELETE',
    route: '/api/people/files/{id}/',
    url: () => '/api/people/files/999999/',
    expect: { anonymous: 401, admin: 404, user: 404, client: 403, guest: 403 },
  },
  {
    method: 'POST',
    route: '/api/people/public-files/',
    url: () => '/api/people/public-files/',
    payload: {},
    expect: { anonymous: 401, admin: 400, user: 400, client: 403, guest: 403 },
  },
  {
    method: 'GET',
    route: '/api/people/public-files/{key}/',
    url: () => '/api/people/public-files/00000000-0000-0000-0000-000000000000/',
    expect: { anonymous: 404, admin: 404, user: 404, client: 404, guest: 404 },
  },
];
