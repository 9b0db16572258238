import fp from 'fastify-plugin';
import { createAuthRepository } from '../repositories/auth-repository.js';
import { createCapitalProviderRepository } from '../repositories/capital-provider-repository.js';
import { createLookupsRepository } from '../repositories/lookups-repository.js';
import { createMailOutboxRepository } from '../repositories/mail-outbox-repository.js';
import { createPeopleRepository } from '../repositories/people-repository.js';

const createRepositories = (db: Parameters<typeof createPeopleRepository>[0]) => ({
  auth: createAuthRepository(db),
  capitalProviders: createCapitalProviderRepository(db),
  lookups: createLookupsRepository(db),
  mailOutbox: createMailOutboxRepository(db),
  people: createPeopleRepository(db),
});

export type Repositories = ReturnType<typeof createRepositories>;

declare module 'fastify' {
  interface FastifyInstance {
    repos: Repositories;
  }
}

export const repositoriesPlugin = fp(async (fastify) => {
  fastify.decorate('repos', createRepositories(fastify.db));
}, { dependencies: ['db'] });
