import type { FastifyInstance } from 'fastify';
import type { ContextDeps, Loaders } from '../context.js';
import { domainKey } from '../domain.js';
import type { RestClient } from '../rest/client.js';
import { activity } from './activity/index.js';
import { auth } from './auth/index.js';
import { calendar } from './calendar/index.js';
import { capitalProvider } from './capital-provider/index.js';
import { contact } from './contact/index.js';
import { contactManagement } from './contact-management/index.js';
import { email } from './email/index.js';
import { file } from './file/index.js';
import { lenderMatch } from './lender-match/index.js';
import { lookup } from './lookup/index.js';
import { note } from './note/index.js';
import { outlook } from './outlook/index.js';
import { project } from './project/index.js';
import { search } from './search/index.js';
import { task } from './task/index.js';

/**
 * Every domain of the bff, one line each: schema.ts, context.ts, the app's background work and its HTTP routes go through
 * this list.
 */
export const domains = [
  auth,
  contact,
  contactManagement,
  capitalProvider,
  lookup,
  outlook,
  note,
  file,
  task,
  project,
  calendar,
  email,
  search,
  lenderMatch,
  activity,
];

/** One operation's loaders of every domain; a domain's loaders reach the others' only when they load, after all are made. */
export function createLoaders(rest: RestClient): Loaders {
  const loaders: Record<string, unknown> = {};
  const deps = { loaders: loaders as unknown as Loaders };
  for (const domain of domains) {
    if (domain.loaders) loaders[domainKey(domain.name)] = domain.loaders(rest, deps);
  }
  return deps.loaders;
}

/** Every domain's own HTTP routes (`Domain.http`), each domain in a scope of its own. */
export async function registerDomainRoutes(app: FastifyInstance, deps: ContextDeps): Promise<void> {
  for (const { http } of domains) {
    if (http) await app.register(async (scope) => http(scope, deps));
  }
}
