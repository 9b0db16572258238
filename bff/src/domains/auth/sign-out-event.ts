import { createHash } from 'node:crypto';
import type { PubSub } from '../../pubsub/pubsub.js';

/** A session on the pub/sub: its token's SHA-256, so that no token travels through Redis. */
const sessionOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/** The session was signed out through a bff (any instance): its live subscriptions end there and on every other. */
export function publishSignedOut(pubsub: PubSub, token: string): void {
  pubsub.publish('signedOut', sessionOf(token), { at: new Date().toISOString() });
}

/**
 * Calls `ended` once if the token's session is signed out through any bff instance (`publishSignedOut`), until the
 * returned function lets go. Heard from the next published event on (with Redis, once `pubsub.ready()` resolved).
 */
export function onSignedOut(pubsub: PubSub, token: string | null, ended: () => void): () => void {
  if (!token) return () => undefined;
  const events = pubsub.subscribe('signedOut', sessionOf(token));
  void events.next().then((event) => {
    if (!event.done) ended();
  });
  return () => void events.return();
}
