import type { Endpoint } from '../../test-support/roles.js';

const adminOnly = { anonymous: 401, admin: 200, user: 403, client: 403, guest: 403 };

/** What each role gets from this domain's routes (spec part 2 section 6: Contact Activity is admin only). */
export const endpoints: Endpoint[] = [
  { method: 'GET', route: '/api/activity/', url: () => '/api/activity/', expect: adminOnly },
  {
    method: 'POST',
    route: '/api/activity/exportAll/',
    url: () => '/api/activity/exportAll/',
    payload: { actions: [] },
    expect: adminOnly,
  },
];
