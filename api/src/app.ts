import { type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from './config.js';
import type { Database } from './db/schema.js';
import { authThrottlePlugin } from './plugins/auth-throttle.js';
import { authPlugin } from './plugins/auth.js';
import { dbPlugin } from './plugins/db.js';
import { errorHandlerPlugin } from './plugins/error-handler.js';
import { healthPlugin } from './plugins/health.js';
import { inputGuardsPlugin } from './plugins/input-guards.js';
import { mailPlugin } from './plugins/mail.js';
import { referenceCachePlugin } from './plugins/reference-cache.js';
import { repositoriesPlugin } from './plugins/repositories.js';
import { swaggerPlugin } from './plugins/swagger.js';
import { bodyAwareValidator } from './plugins/body-validator.js';
import { apiRoutes } from './routes/index.js';

export type AppOptions = {
  config: Config;
  db: Kysely<Database>;
  logger?: FastifyServerOptions['logger'];
};

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

/** The api as a Fastify instance: infrastructure plugins, then repositories, then health probes and routes under /api. */
export async function buildApp(options: AppOptions) {
  const app = Fastify({
    logger: options.logger ?? { level: options.config.logLevel },
    // DRF reports every invalid field at once.
    ajv: { customOptions: { allErrors: true } },
    // JSON bodies: no `true` read as 1 or "true", no null as 0 or "" (plugins/body-validator.ts).
    schemaController: { compilersFactory: { buildValidator: bodyAwareValidator() } },
    routerOptions: { ignoreTrailingSlash: true },
    // Behind the bff or a load balancer: the client address (the sign-in throttle keys on it) comes from them.
    trustProxy: options.config.trustProxy,
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('config', options.config);
  await app.register(errorHandlerPlugin);
  await app.register(swaggerPlugin);
  await app.register(inputGuardsPlugin);
  await app.register(dbPlugin, { db: options.db });
  await app.register(repositoriesPlugin);
  await app.register(mailPlugin);
  await app.register(authPlugin);
  await app.register(authThrottlePlugin);
  await app.register(referenceCachePlugin);
  await app.register(healthPlugin);
  await app.register(apiRoutes, { prefix: '/api' });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
