import { numericEnums } from './enums.js';
import { defineDomain } from '../../domain.js';
import { createAuthLoaders } from './loaders.js';
import { authResolvers } from './resolvers.js';
import { createSessions, type Sessions } from '../../security/session-check.js';

declare module '../../context.js' {
  interface Loaders {
    auth: ReturnType<typeof createAuthLoaders>;
  }
  interface Services {
    /** The sessions of the process's live subscriptions, checked in batches (`security/session-check.ts`). */
    auth: Sessions;
  }
}

declare module '../../pubsub/pubsub.js' {
  interface Topics {
    /** A session signed out through a bff, by its token's hash: `sign-out-event.ts`. */
    signedOut: [session: string, event: { at: string }];
  }
}

/**
 * Sign-in and the session, the signed-in user (`ctx.loaders.auth.me`), the sessions of live subscriptions
 * (`ctx.services.auth`).
 */
export const auth = defineDomain({
  name: 'auth',
  resolvers: [numericEnums, authResolvers],
  loaders: (rest) => createAuthLoaders(rest),
  background: ({ log, restClient }) => {
    // Asks about many tokens at once, sending none (`POST auth/sessions/` is open to anyone).
    const sessions = createSessions(() => restClient(''), log);
    return { service: sessions, stop: () => sessions.stop() };
  },
});
