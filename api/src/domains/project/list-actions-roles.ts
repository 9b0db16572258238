import type { Endpoint } from '../../test-support/roles.js';

const full = { anonymous: 401, admin: 200, user: 200, client: 403, guest: 403 };

/**
 * The projects list's actions (list-actions-routes.ts): full access, staff's or an owner's; the client and guest of
 * the fixture's deal are on its team but own nothing. Exporting "all" answers anyone signed in: only their own.
 */
export const listActionEndpoints: Endpoint[] = [
  {
    method: 'POST',
    route: '/api/projects/exportAll/',
    url: () => '/api/projects/exportAll/',
    payload: (f) => ({ projects: [f.domains.project.deal] }),
    expect: full,
  },
  {
    method: 'POST',
    route: '/api/projects/exportAll/',
    url: () => '/api/projects/exportAll/',
    payload: { projects: 'all', status: '1' },
    expect: { ...full, client: 200, guest: 200 },
  },
  {
    method: 'GET',
    route: '/api/projects/deletion_summary/',
    url: (_, f) => `/api/projects/deletion_summary/?ids=${f.domains.project.deal},${f.domains.project.other}`,
    expect: full,
  },
];
