import { LRUCache } from 'lru-cache';
import type { Context } from '../context.js';
import { fetchMe } from '../domains/auth/loaders.js';
import type { CurrentUserModel } from '../domains/auth/models.js';
import { unauthenticated } from '../rest/errors.js';

/** How long an answer of the api about a token holds: a session ended elsewhere stops its live events within this. */
export const SESSION_RECHECK_MS = 5_000;

// One answer per token for every subscription on it (a user's board and dashboard, several tabs): at most one
// `auth/me/` call per token and period, whatever the number of events. The answer is the person as the api has them
// now (their profile type may have changed since they subscribed); null: signed out; undefined: the api did not answer.
const answers = new LRUCache<string, Promise<CurrentUserModel | null | undefined>>({
  max: 10_000,
  ttl: SESSION_RECHECK_MS,
});

/**
 * Throws UNAUTHENTICATED once the subscriber's token no longer signs in (signed out, a password reset, the person
 * revoked or deleted): a subscription checks this before each event it passes on, as a request checks its token.
 * Answers the person as the api has them now, at most SESSION_RECHECK_MS old; undefined when the api does not answer
 * (the subscription goes on: its events come from the same api's writes anyway).
 */
export async function ensureStillSignedIn(context: Context): Promise<CurrentUserModel | undefined> {
  const token = context.rest.token;
  if (!token) throw unauthenticated();
  let answer = answers.get(token);
  if (!answer) {
    answer = fetchMe(context.rest).catch(() => undefined);
    answers.set(token, answer);
  }
  const me = await answer;
  if (me === null) throw unauthenticated();
  return me;
}

/** The token was just found signed in as `me` (a subscription's start): its first event need not ask again. */
export function signedInNow(context: Context, me: CurrentUserModel): void {
  const token = context.rest.token;
  if (token && !answers.has(token)) answers.set(token, Promise.resolve(me));
}

/** Forgets what is known of a token (it was just signed out here): its subscriptions stop at their next event. */
export function forgetSession(token: string): void {
  answers.set(token, Promise.resolve(null));
}
