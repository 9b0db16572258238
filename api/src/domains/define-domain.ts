import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** Routes under one prefix of /api. */
export type DomainRoutes = {
  /** Where they live under /api: the REST name of the spec, which may differ from the domain word. */
  prefix: string;
  routes: FastifyPluginAsyncTypebox;
  /** Served only when this answers true (the repository is made either way). */
  enabled?: (fastify: FastifyInstance) => boolean;
};

/**
 * One domain of the api: its routes and its repository. The app registers every domain of `./index.ts`; its
 * repository becomes `fastify.repos.<domain word in camelCase>`, the key it has in that list. A domain whose routes
 * the spec spreads over several prefixes lists them in `mounts` (email: `emails/`, `outlook/`, `sandbox/`).
 */
export type Domain = (DomainRoutes | { mounts: DomainRoutes[] }) & {
  repository?: (db: Kysely<Database>) => object;
};

/** Keeps the exact type of the domain (its repository's methods) for `fastify.repos`. */
export const defineDomain = <const D extends Domain>(domain: D): D => domain;
