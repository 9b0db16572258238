import { everyone, type Endpoint } from '../../test-support/roles.js';

/** What each role gets from this domain's routes (spec section 6 and api/README.md); see ../role-matrix.test.ts. */
export const endpoints: Endpoint[] = [
  { method: 'GET', route: '/api/docs/json', url: () => '/api/docs/json', expect: everyone },
];
