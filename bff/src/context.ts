import type { FastifyBaseLogger } from 'fastify';
import type { Pool } from 'undici';
import { createAuthLoaders } from './auth/loaders.js';
import { createLookupLoaders } from './lookup/loaders.js';
import type { OutlookWatcher } from './person/outlook-watcher.js';
import { createPersonLoaders } from './person/loaders.js';
import type { PubSub } from './pubsub/pubsub.js';
import { createRestClient, type RestCall, type RestClient } from './rest/client.js';

/** How a sign-in or sign-out reaches the browser: a cookie over HTTP; nothing over the WebSocket. */
export type Session = {
  start(token: string): void;
  end(): void;
};

export type Loaders = ReturnType<typeof createPersonLoaders> &
  ReturnType<typeof createLookupLoaders> &
  ReturnType<typeof createAuthLoaders>;

/** What every resolver gets: one per HTTP request, or per operation on the WebSocket. */
export type Context = {
  rest: RestClient;
  loaders: Loaders;
  session: Session;
  /** The REST calls this operation made, in order (`extensions.restCalls`). */
  restCalls: RestCall[];
  pubsub: PubSub;
  outlook: OutlookWatcher;
};

/** Process-wide pieces shared by every context. */
export type ContextDeps = {
  pool: Pool;
  basePath: string;
  pubsub: PubSub;
  outlook: OutlookWatcher;
  log: FastifyBaseLogger;
};

export type ContextRequest = {
  token: string | null;
  signal: AbortSignal;
  session: Session;
};

export function createContext(deps: ContextDeps, request: ContextRequest): Context {
  const restCalls: RestCall[] = [];
  const rest = createRestClient({
    pool: deps.pool,
    basePath: deps.basePath,
    token: request.token,
    signal: request.signal,
    calls: restCalls,
    log: deps.log,
  });
  return {
    rest,
    loaders: { ...createPersonLoaders(rest), ...createLookupLoaders(rest), ...createAuthLoaders(rest) },
    session: request.session,
    restCalls,
    pubsub: deps.pubsub,
    outlook: deps.outlook,
  };
}
