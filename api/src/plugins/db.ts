import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
  }
}

/** Decorates the app with the database it was given; whoever opened the database closes it. */
export const dbPlugin = fp<{ db: Kysely<Database> }>(
  async (fastify, options) => {
    fastify.decorate('db', options.db);
  },
  { name: 'db' },
);
