import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { domains } from '../domains/index.js';

type Domains = typeof domains;
type RepositoryOf<K extends keyof Domains> = Domains[K] extends { repository: (db: Kysely<Database>) => infer R }
  ? R
  : never;

/** Each domain's repository under the domain's key in the list; domains without one (docs) are left out. */
export type Repositories = { [K in keyof Domains as RepositoryOf<K> extends never ? never : K]: RepositoryOf<K> };

declare module 'fastify' {
  interface FastifyInstance {
    repos: Repositories;
  }
}

function createRepositories(db: Kysely<Database>): Repositories {
  const repos: Record<string, object> = {};
  for (const [key, domain] of Object.entries(domains)) if ('repository' in domain) repos[key] = domain.repository(db);
  return repos as Repositories;
}

export const repositoriesPlugin = fp(
  async (fastify) => {
    const repos = createRepositories(fastify.db);
    fastify.decorate('repos', repos);
    // A repository's background work (a `stop` method) ends before the database closes.
    fastify.addHook('onClose', async () => {
      const stops: Array<Promise<void>> = [];
      for (const repository of Object.values(repos as Record<string, { stop?: () => Promise<void> }>))
        if (repository.stop) stops.push(repository.stop());
      await Promise.all(stops);
    });
  },
  { dependencies: ['db'] },
);
