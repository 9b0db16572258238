import { type Endpoint } from '../../test-support/roles.js';

/**
 * None in the role matrix: its app runs the mail sandbox, where these routes are not served. Both are open to anyone
 * by design (Microsoft's redirect and Graph's notifications carry no session); what guards them is the signed state
 * and the subscription's client state, tested in outlook.test.ts.
 */
export const endpoints: Endpoint[] = [];
