import { isStaffProfile } from '../security/access.js';
import type { RestClient } from './client.js';
import { RestError, unauthenticated } from './errors.js';

export type ReferenceAccess = 'signedIn' | 'staff';

/** The caller as the api sees them (the operation's `me` loader): null without a token or with a stale one. */
export type LoadCaller = () => Promise<{ profileType: number } | null>;

/**
 * Reads reference data for a root field. The answer may come from the bff's shared HTTP cache, which does not pass
 * through the api's own check, so the bff applies the route's access rule itself: at once without a token, else
 * alongside the read (no added latency).
 */
export async function readReference<T>(
  rest: RestClient,
  loadCaller: LoadCaller,
  access: ReferenceAccess,
  read: () => Promise<T>,
): Promise<T> {
  if (!rest.token) throw unauthenticated();
  const [caller, value] = await Promise.all([loadCaller(), read()]);
  if (!caller) throw unauthenticated();
  if (access === 'staff' && !isStaffProfile(caller.profileType)) {
    throw new RestError(403, { detail: 'You do not have permission to perform this action.' });
  }
  return value;
}
