import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from './config.js';
import type { ContextDeps, Loaders, Services } from './context.js';
import type { Resolvers } from './generated/resolvers.js';
import type { PubSub } from './pubsub/pubsub.js';
import type { RestClient } from './rest/client.js';

// A domain of the bff (`domains/<name>/`): its resolvers, its per-request loaders, its background work, its plain HTTP
// routes. The bff finds them through the list in `domains/index.ts`; nothing else names a domain.

/** Where a domain's loaders and services live on the context: `capital-provider` -> `ctx.loaders.capitalProvider`. */
export type DomainKey<Name extends string> = Name extends `${infer Head}-${infer Tail}`
  ? `${Head}${Capitalize<DomainKey<Tail>>}`
  : Name;

/** What a domain's loaders may use besides the operation's REST client: the other domains' loaders, read lazily. */
export type LoaderDeps = { loaders: Loaders };

/** What a domain's background work gets from the process. */
export type BackgroundDeps = {
  config: Config;
  pubsub: PubSub;
  log: FastifyBaseLogger;
  /** A REST client of its own for a token, outside any operation; its calls stop when the app closes. */
  restClient: (token: string) => RestClient;
};

/** Background work that is running: what it offers the resolvers (`ctx.services.<domain>`), and how it stops. */
export type Running<S> = { service: S; stop(): void | Promise<void> };

/**
 * A domain declares its loaders (or background service) by adding its key to `Loaders` (or `Services`) in
 * `context.ts` with declaration merging; the factory must then return that type.
 */
export type Domain<Name extends string = string> = {
  name: Name;
  resolvers: Resolvers[];
  loaders?: DomainKey<Name> extends keyof Loaders
    ? (rest: RestClient, deps: LoaderDeps) => Loaders[DomainKey<Name>]
    : never;
  background?: DomainKey<Name> extends keyof Services
    ? (deps: BackgroundDeps) => Running<Services[DomainKey<Name>]>
    : never;
  /**
   * Its plain HTTP routes (bytes do not belong in GraphQL: file transfers, CSV, Microsoft's login relayed), registered
   * in a scope of their own (`domains/index.ts`), so that a content-type parser or hook stays with its domain.
   */
  http?: (scope: FastifyInstance, deps: ContextDeps) => void | Promise<void>;
};

export function defineDomain<const Name extends string>(domain: Domain<Name>): Domain<Name> {
  return domain;
}

export function domainKey(name: string): string {
  return name.replace(/-([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase());
}
