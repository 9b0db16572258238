import type { DomainSeed } from '../../test-support/fixture.js';
import { other, type Endpoint } from '../../test-support/roles.js';

declare module '../../test-support/fixture.js' {
  interface DomainFixtures {
    /** An imported line, a duplicate of Dan. */
    'contact-management': { importedLine: number };
  }
}

export const seed: DomainSeed = async (db, base) => {
  const { id } = await db
    .insertInto('imported_duplicate')
    .values({
      duplicate_of: base.people.dan,
      details: JSON.stringify({ first_name: 'Dan', last_name: 'Brown', company: 'Acme Capital', emails: [] }),
      created_by: base.accounts.admin,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { importedLine: id };
};

const adminOnly = (status: number) => ({ anonymous: 401, admin: status, user: 403, client: 403, guest: 403 });

/** What each role gets from this domain's routes (spec section 6 and api/README.md); see ../role-matrix.test.ts. */
export const endpoints: Endpoint[] = [
  {
    method: 'GET',
    route: '/api/people/import-duplicates/',
    url: () => '/api/people/import-duplicates/',
    expect: adminOnly(200),
  },
  {
    method: 'GET',
    route: '/api/people/import-duplicates/{id}/',
    url: () => '/api/people/import-duplicates/999999/',
    expect: adminOnly(404),
  },
  {
    method: 'DELETE',
    route: '/api/people/import-duplicates/delete_multiple/',
    url: () => '/api/people/import-duplicates/delete_multiple/',
    payload: { ids: [999999] },
    expect: adminOnly(204),
  },
  {
    method: 'PATCH',
    route: '/api/people/import-duplicates/{id}/merge_to_person/',
    url: () => '/api/people/import-duplicates/999999/merge_to_person/?person=1',
    payload: {},
    expect: adminOnly(404),
  },
  {
    method: 'GET',
    route: '/api/people/existing-duplicates-v2/',
    url: () => '/api/people/existing-duplicates-v2/',
    expect: adminOnly(200),
  },
  {
    method: 'POST',
    route: '/api/people/existing-duplicates/ignore/',
    url: () => '/api/people/existing-duplicates/ignore/?people=999999',
    payload: { ignored_as_duplicate: false },
    expect: adminOnly(204),
  },
  {
    method: 'PATCH',
    route: '/api/people/existing-duplicates/{id}/merge_from_people/',
    url: () => '/api/people/existing-duplicates/999999/merge_from_people/?people=999998',
    payload: {},
    expect: adminOnly(404),
  },
  {
    method: 'GET',
    route: '/api/people/{id}/merges/',
    url: (_, f) => `/api/people/${other(f)}/merges/`,
    expect: adminOnly(200),
  },
  {
    method: 'POST',
    route: '/api/people/merges/{id}/undo/',
    url: () => '/api/people/merges/999999/undo/',
    payload: {},
    expect: adminOnly(404),
  },
  {
    method: 'DELETE',
    route: '/api/people/permanently_delete_multiple/',
    url: () => '/api/people/permanently_delete_multiple/',
    payload: { ids: [999999] },
    expect: adminOnly(204),
  },
];
