import type { Endpoint } from '../../test-support/roles.js';

const adminOnly = (status: number) => ({ anonymous: 401, admin: status, user: 403, client: 403, guest: 403 });

/** What each role gets from this domain's routes (spec section 6 and api/README.md); see ../role-matrix.test.ts. */
export const endpoints: Endpoint[] = [
  { method: 'GET', route: '/api/external_contacts/', url: () => '/api/external_contacts/', expect: adminOnly(200) },
  {
    method: 'DELETE',
    route: '/api/external_contacts/delete_multiple/',
    url: () => '/api/external_contacts/delete_multiple/',
    payload: { ids: [999999] },
    expect: adminOnly(204),
  },
];
