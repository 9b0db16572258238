import type { FastifyBaseLogger } from 'fastify';
import type { Dispatcher } from 'undici';
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
  /** The api behind one connection pool and HTTP cache (`rest/dispatcher.ts`). */
  api: Dispatcher;
  basePath: string;
  /** `REST_DEADLINE_MS`. */
  deadlineMs: number;
  pubsub: PubSub;
  outlook: OutlookWatcher;
  log: FastifyBaseLogger;
};

export type ContextRequest = {
  token: string | null;
  /** The browser's address (see RestClientOptions.clientAddress). */
  clientAddress?: string;
  signal: AbortSignal;
  session: Session;
  /** The operation's answers are due then (epoch ms); unset for subscriptions, whose calls each get the deadline. */
  deadlineAt?: number;
};

export function createContext(deps: ContextDeps, request: ContextRequest): Context {
  const restCalls: RestCall[] = [];
  const rest = createRestClient({
    api: deps.api,
    basePath: deps.basePath,
    token: request.token,
    clientAddress: request.clientAddress,
    signal: request.signal,
    calls: restCalls,
    log: deps.log,
    deadlineMs: deps.deadlineMs,
    deadlineAt: request.deadlineAt,
  });
  const auth = createAuthLoaders(rest);
  const loadCaller = () => auth.me.load('all');
  return {
    rest,
    loaders: { ...createPersonLoaders(rest, loadCaller), ...createLookupLoaders(rest, loadCaller), ...auth },
    session: request.session,
    restCalls,
    pubsub: deps.pubsub,
    outlook: deps.outlook,
  };
}
