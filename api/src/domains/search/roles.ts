import type { DomainSeed } from '../../test-support/fixture.js';
import { staffOnly, type Endpoint } from '../../test-support/roles.js';
import { createSearchHistoryRepository } from './history-repository.js';

declare module '../../test-support/fixture.js' {
  interface DomainFixtures {
    /** A saved search of the admin's, shared with the user. */
    search: { saved: number };
  }
}

export const seed: DomainSeed = async (db, base) => {
  const history = createSearchHistoryRepository(db);
  const saved = await history.create(base.accounts.admin, {
    title: 'Fixture search',
    type: 'people',
    query: 'profile_type=2',
    columns: [],
    rows: [],
  });
  await history.share(base.accounts.admin, saved.id, [base.accounts.user]);
  return { saved: saved.id };
};

const adminOnly = { anonymous: 401, admin: 200, user: 403, client: 403, guest: 403 };
const queries = { people: 'profile_type=2', projects: 'status__overlaps=1,2', tasks: 'state=1' } as const;

/** What each role gets from this domain's routes (spec section 6: exports are the admin's); see ../role-matrix.test.ts. */
export const endpoints: Endpoint[] = [
  ...(['people', 'projects', 'tasks'] as const).flatMap((type): Endpoint[] => [
    {
      method: 'GET',
      route: `/api/search/${type}/{*}`,
      url: () => `/api/search/${type}/${encodeURIComponent(queries[type])}`,
      expect: staffOnly,
    },
    {
      method: 'POST',
      route: `/api/search/${type}/export/{*}`,
      url: () => `/api/search/${type}/export/${encodeURIComponent(queries[type])}`,
      payload: { selected: [] },
      expect: adminOnly,
    },
    { method: 'GET', route: `/api/search/${type}/`, url: () => `/api/search/${type}/`, expect: staffOnly },
    {
      method: 'POST',
      route: `/api/search/${type}/export/`,
      url: () => `/api/search/${type}/export/`,
      payload: { selected: [999999] },
      expect: adminOnly,
    },
  ]),
  { method: 'GET', route: '/api/search_history/', url: () => '/api/search_history/', expect: staffOnly },
  {
    method: 'POST',
    route: '/api/search_history/',
    url: () => '/api/search_history/',
    payload: { title: 'Matrix', type: 'tasks', query: 'state=1', rows: [], columns: [] },
    expect: { anonymous: 401, admin: 201, user: 201, client: 403, guest: 403 },
  },
  {
    method: 'GET',
    route: '/api/search_history/{id}/',
    url: (_, f) => `/api/search_history/${f.domains.search.saved}/`,
    expect: staffOnly,
  },
  {
    method: 'DELETE',
    route: '/api/search_history/{id}/',
    url: () => '/api/search_history/999999/',
    expect: { anonymous: 401, admin: 404, user: 404, client: 403, guest: 403 },
  },
  {
    // The admin owns it; the user, with whom it is shared, may read it but not share it.
    method: 'POST',
    route: '/api/search_history/{id}/share/',
    url: (_, f) => `/api/search_history/${f.domains.search.saved}/share/`,
    payload: (f) => ({ people: [f.accounts.user] }),
    expect: { anonymous: 401, admin: 200, user: 403, client: 403, guest: 403 },
  },
];
