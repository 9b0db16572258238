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
// Once the api has answered, the answer is also kept as a value: a board's 1,000 subscribers check it at every event,
// and waiting on a settled promise each time cost them a turn of the microtask queue apiece.
type Answer = {
  promise: Promise<CurrentUserModel | null | undefined>;
  settled: boolean;
  value?: CurrentUserModel | null | undefined;
};
const answers = new LRUCache<string, Answer>({
  max: 10_000,
  ttl: SESSION_RECHECK_MS,
});

const settledAnswer = (value: CurrentUserModel | null): Answer => ({
  promise: Promise.resolve(value),
  settled: true,
  value,
});

function signedIn(me: CurrentUserModel | null | undefined): CurrentUserModel | undefined {
  if (me === null) throw unauthenticated();
  return me;
}

/**
 * Throws UNAUTHENTICATED once the subscriber's token no longer signs in (signed out, a password reset, the person
 * revoked or deleted): a subscription checks this before each event it passes on, as a request checks its token.
 * Answers the person as the api has them now, at most SESSION_RECHECK_MS old; undefined when the api does not answer
 * (the subscription goes on: its events come from the same api's writes anyway). The answer is a value when it is
 * known, a promise while the api is asked.
 */
export function stillSignedIn(context: Context): CurrentUserModel | undefined | Promise<CurrentUserModel | undefined> {
  const token = context.rest.token;
  if (!token) throw unauthenticated();
  let answer = answers.get(token);
  if (!answer) {
    const asked: Answer = { promise: Promise.resolve(undefined), settled: false };
    asked.promise = fetchMe(context.rest)
      .catch(() => undefined)
      .then((me) => {
        asked.settled = true;
        asked.value = me;
        return me;
      });
    answers.set(token, (answer = asked));
  }
  return answer.settled ? signedIn(answer.value) : answer.promise.then(signedIn);
}

/**
 * The person signed in with the request's token, as a live subscription on it last heard from the api (at most
 * SESSION_RECHECK_MS old), without asking; undefined when no subscription knows it.
 */
export function knownSignedIn(context: Context): CurrentUserModel | undefined {
  const token = context.rest.token;
  const answer = token ? answers.get(token) : undefined;
  return answer?.settled ? (answer.value ?? undefined) : undefined;
}

/** The token was just found signed in as `me` (a subscription's start): its first event need not ask again. */
export function signedInNow(context: Context, me: CurrentUserModel): void {
  const token = context.rest.token;
  if (token && !answers.has(token)) answers.set(token, settledAnswer(me));
}

/** Forgets what is known of a token (it was just signed out here): its subscriptions stop at their next event. */
export function forgetSession(token: string): void {
  answers.set(token, settledAnswer(null));
}
