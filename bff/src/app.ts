import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import fastifyApollo from '@as-integrations/fastify';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import type { Config } from './config.js';
import { startBackground } from './background.js';
import { createContext, type Context, type ContextDeps } from './context.js';
import { createLoaders, registerDomainRoutes } from './domains/index.js';
import { cookieSession, SESSION_COOKIE, tokenFrom } from './http/session-cookie.js';
import { registerHealth } from './http/health.js';
import { registerPlayground } from './http/playground.js';
import { webAppHelmetOptions } from './http/security-headers.js';
import { registerWebApp } from './http/web-app.js';
import { createPubSub } from './pubsub/pubsub.js';
import { createRestClient } from './rest/client.js';
import { createApiDispatcher } from './rest/dispatcher.js';
import { upstreamStatusPlugin } from './rest/upstream-status.js';
import { jitGateway } from './base/jit-executor.js';
import { buildSchema } from './schema.js';
import { formatError } from './security/format-error.js';
import {
  defaultLimits,
  maxTokens,
  operationLimitRules,
  rowsLimitPlugin,
  type OperationLimits,
} from './security/operation-limits.js';
import { schemaAccessPlugin } from './security/schema-access-plugin.js';
import { attachGraphqlWs, GRAPHQL_PATH } from './ws/graphql-ws-server.js';

export type BuildAppOptions = {
  logger?: FastifyServerOptions['logger'];
  limits?: OperationLimits;
};

/** Aborted when the client goes away before its answer is sent: pending REST calls stop with it. */
function clientGoneSignal(reply: FastifyReply): AbortSignal {
  const abort = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) abort.abort();
  });
  return abort.signal;
}

/** Puts the operation's REST calls in `extensions.restCalls`, for the bench and the tests. */
const restCallsPlugin: ApolloServerPlugin<Context> = {
  async requestDidStart() {
    return {
      async willSendResponse({ response, contextValue }) {
        if (response.body.kind !== 'single') return;
        const result = response.body.singleResult;
        result.extensions = { ...result.extensions, restCalls: contextValue.restCalls };
      },
    };
  },
};

export async function buildApp(config: Config, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const limits = options.limits ?? defaultLimits;
  const app = Fastify({
    logger: options.logger ?? true,
    bodyLimit: 1024 * 1024,
    // Behind a load balancer (TRUST_PROXY): request.ip is the browser's, read from the balancer's X-Forwarded-For, and
    // forwarded to the api; otherwise every browser would share the balancer's address in the api's sign-in throttle.
    trustProxy: config.trustProxy,
  });
  await app.register(fastifyCookie);
  // Security headers on every answer, the web app's Content-Security-Policy by default (the playground has its own).
  await app.register(fastifyHelmet, await webAppHelmetOptions(config.webDist));

  // One pool of keep-alive connections and one HTTP cache to the api for the whole process.
  const api = createApiDispatcher(config.apiUrl.origin, { deadlineMs: config.restDeadlineMs });
  const basePath = config.apiUrl.pathname;
  const deadlineMs = config.restDeadlineMs;
  const pubsub = createPubSub(config.redisUrl, app.log);
  // The domains' background work (e.g. the Outlook watcher), with REST clients whose calls stop when the app closes.
  const backgroundSignal = new AbortController();
  const background = startBackground({
    config,
    pubsub,
    log: app.log,
    restClient: (token) =>
      createRestClient({
        api: api.dispatcher,
        basePath,
        token,
        signal: backgroundSignal.signal,
        calls: [],
        log: app.log,
        deadlineMs,
      }),
  });
  const deps: ContextDeps = {
    api: api.dispatcher,
    basePath,
    deadlineMs,
    pubsub,
    services: background.services,
    log: app.log,
    createLoaders,
  };

  const schema = buildSchema();
  const ws = attachGraphqlWs({
    server: app.server,
    schema,
    deps,
    allowedOrigins: config.allowedOrigins,
    limits,
    isProduction: config.isProduction,
  });

  const apollo = new ApolloServer<Context>({
    gateway: jitGateway(schema),
    csrfPrevention: true,
    // Everyone in development; in production schemaAccessPlugin keeps it (and field suggestions) for staff.
    introspection: true,
    includeStacktraceInErrorResponses: !config.isProduction,
    validationRules: operationLimitRules(limits),
    parseOptions: { maxTokens },
    formatError: (formatted, error) => formatError(formatted, error, config.isProduction),
    stopOnTerminationSignals: false,
    plugins: [
      ApolloServerPluginLandingPageDisabled(),
      // No HTTP caching of GraphQL answers here; the cache-control plugin would otherwise wrap every field resolver.
      ApolloServerPluginCacheControlDisabled(),
      { serverWillStart: async () => ({ drainServer: () => ws.dispose() }) },
      upstreamStatusPlugin,
      rowsLimitPlugin,
      ...(config.isProduction ? [schemaAccessPlugin] : []),
      ...(config.exposeRestCalls ? [restCallsPlugin] : []),
    ],
  });
  await apollo.start();

  // GraphQL answers compressed (brotli at quality 4, else gzip) for browsers that accept it: a 2,000-task board is
  // 390 kB of JSON, 156 ms at 20 Mbit/s. Only here (an encapsulated context): the web app's files are compressed
  // ahead (web-app.ts) and the file proxies stream files as they are.
  await app.register(async (graphql) => {
    await graphql.register(fastifyCompress, { encodings: ['br', 'gzip'], threshold: 2048 });
    await graphql.register(fastifyApollo(apollo), {
      path: GRAPHQL_PATH,
      context: async (request, reply) =>
        createContext(deps, {
          token: tokenFrom(request.headers.authorization, request.cookies[SESSION_COOKIE]),
          clientAddress: request.ip,
          signal: clientGoneSignal(reply),
          session: cookieSession(request, reply),
          deadlineAt: Date.now() + deadlineMs,
        }),
    });
  });
  registerHealth(app, config.apiUrl);
  // The domains' own routes: file transfers, CSV import and export, Microsoft's login.
  await registerDomainRoutes(app, deps);
  await registerPlayground(app, config.playgroundDist);
  await registerWebApp(app, config.webDist);

  // Sockets first (an upgraded connection would hold the HTTP server open), then the shared clients.
  app.addHook('preClose', async () => {
    await apollo.stop();
  });
  app.addHook('onClose', async () => {
    await background.stop();
    backgroundSignal.abort();
    await pubsub.close();
    await api.close();
  });
  return app;
}
