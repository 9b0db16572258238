import { createHash } from 'node:crypto';
import type { Context } from '../../context.js';
import type { PubSub } from '../../pubsub/pubsub.js';
import type { SessionPerson } from '../../security/session-check.js';
import type { CurrentUserModel } from './models.js';

/** A session on the pub/sub: its token's SHA-256, so that no token travels through Redis. */
const sessionOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/** The session was signed out through a bff (any instance): its live subscriptions end there and on every other. */
export function publishSignedOut(pubsub: PubSub, token: string): void {
  pubsub.publish('signedOut', sessionOf(token), { at: new Date().toISOString() });
}

/**
 * Calls `ended` once when the request's session ends, until the returned function lets go, whichever way it ended:
 * signed out through any bff instance (`publishSignedOut`: at once, heard from the next published event on, with
 * Redis once `pubsub.ready()` resolved), or anywhere else (at the api, a password reset, the person deleted): found by
 * the process's session watch within SESSION_RECHECK_MS, or by a push's own check (security/session-check.ts).
 * `changed` is told when the person's profile type changed (their access may have).
 */
export function onSignedOut(
  context: Context,
  user: CurrentUserModel,
  ended: () => void,
  changed: (now: SessionPerson) => void = () => undefined,
): () => void {
  const token = context.rest.token;
  if (!token) return () => undefined;
  let over = false;
  const events = context.pubsub.subscribe('signedOut', sessionOf(token));
  let unwatch = () => undefined as void;
  const letGo = () => {
    over = true;
    unwatch();
    void events.return();
  };
  const end = () => {
    if (over) return;
    letGo();
    ended();
  };
  void events.next().then((event) => {
    if (!event.done) end();
  });
  unwatch = context.services.auth.watch(token, user, { ended: end, changed: (now) => !over && changed(now) });
  return letGo;
}
