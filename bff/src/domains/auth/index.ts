import { numericEnums } from './enums.js';
import { defineDomain } from '../../domain.js';
import { createAuthLoaders } from './loaders.js';
import { authResolvers } from './resolvers.js';

declare module '../../context.js' {
  interface Loaders {
    auth: ReturnType<typeof createAuthLoaders>;
  }
}

declare module '../../pubsub/pubsub.js' {
  interface Topics {
    /** A session signed out through a bff, by its token's hash: `sign-out-event.ts`. */
    signedOut: [session: string, event: { at: string }];
  }
}

/** Sign-in and the session, the signed-in user (`ctx.loaders.auth.me`). */
export const auth = defineDomain({
  name: 'auth',
  resolvers: [numericEnums, authResolvers],
  loaders: (rest) => createAuthLoaders(rest),
});
