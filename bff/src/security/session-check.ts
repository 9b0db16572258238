import { LRUCache } from 'lru-cache';
import type { Context } from '../context.js';
import { fetchMe } from '../domains/auth/loaders.js';
import { unauthenticated } from '../rest/errors.js';

/** How long an answer of the api about a token holds: a session ended elsewhere stops its live events within this. */
export const SESSION_RECHECK_MS = 5_000;

// One answer per token for every subscription on it (a user's board and dashboard, several tabs): at most one
// `auth/me/` call per token and period, whatever the number of events.
const answers = new LRUCache<string, Promise<boolean>>({ max: 10_000, ttl: SESSION_RECHECK_MS });

/**
 * Throws UNAUTHENTICATED once the subscriber's token no longer signs in (signed out, a password reset, the person
 * revoked or deleted): a subscription checks this before each event it passes on, as a request checks its token.
 * An api that does not answer keeps the subscription (its events come from the same api's writes anyway).
 */
export async function ensureStillSignedIn(context: Context): Promise<void> {
  const token = context.rest.token;
  if (!token) throw unauthenticated();
  let answer = answers.get(token);
  if (!answer) {
    answer = fetchMe(context.rest).then(
      (me) => me !== null,
      () => true,
    );
    answers.set(token, answer);
  }
  if (!(await answer)) throw unauthenticated();
}

/** The token was just found signed in (a subscription's start): its first event need not ask again. */
export function signedInNow(context: Context): void {
  const token = context.rest.token;
  if (token && !answers.has(token)) answers.set(token, Promise.resolve(true));
}

/** Forgets what is known of a token (it was just signed out here): its subscriptions stop at their next event. */
export function forgetSession(token: string): void {
  answers.set(token, Promise.resolve(false));
}
