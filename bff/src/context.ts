import type { FastifyBaseLogger } from 'fastify';
import type { Dispatcher } from 'undici';
import type { PubSub } from './pubsub/pubsub.js';
import { createRestClient, type RestCall, type RestClient } from './rest/client.js';

/** How a sign-in or sign-out reaches the browser: a cookie over HTTP; nothing over the WebSocket. */
export type Session = {
  start(token: string): void;
  end(): void;
};

/**
 * The operation's loaders, one entry per domain (`ctx.loaders.contact.byId`). Each domain adds its own entry here
 * with declaration merging (`declare module '../../context.js'` in its `index.ts`).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the domains
export interface Loaders {}

/** What the domains' background work offers the resolvers, one entry per domain (`ctx.services.outlook`). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the domains
export interface Services {}

/** What every resolver gets: one per HTTP request, or per operation on the WebSocket. */
export type Context = {
  rest: RestClient;
  loaders: Loaders;
  session: Session;
  /** The REST calls this operation made, in order (`extensions.restCalls`). */
  restCalls: RestCall[];
  pubsub: PubSub;
  services: Services;
};

/** Process-wide pieces shared by every context. */
export type ContextDeps = {
  /** The api behind one connection pool and HTTP cache (`rest/dispatcher.ts`). */
  api: Dispatcher;
  basePath: string;
  /** `REST_DEADLINE_MS`. */
  deadlineMs: number;
  pubsub: PubSub;
  services: Services;
  log: FastifyBaseLogger;
  /** Every domain's loaders for one operation (`domains/index.ts`), handed in so that this file names no domain. */
  createLoaders: (rest: RestClient) => Loaders;
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
  return {
    rest,
    loaders: deps.createLoaders(rest),
    session: request.session,
    restCalls,
    pubsub: deps.pubsub,
    services: deps.services,
  };
}
