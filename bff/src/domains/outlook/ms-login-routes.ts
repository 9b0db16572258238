import type { FastifyInstance } from 'fastify';
import { GraphQLError } from 'graphql';
import { SESSION_COOKIE, socketSession, tokenFrom } from '../../http/session-cookie.js';
import { createContext, type ContextDeps } from '../../context.js';
import { publishOutlookStatus } from './publish.js';

const PUBLISH_TIMEOUT_MS = 30_000;

/**
 * The browser opens the api's Microsoft login, but holds only the session cookie, not the REST token: these routes
 * forward with the token and relay the redirect, for the login and for Microsoft's return to `outlook/callback/`.
 * Graph's change notifications (`outlook/notifications/`) are relayed as they are. There is deliberately no general
 * /api proxy.
 */
export function registerMsLoginRoutes(app: FastifyInstance, deps: ContextDeps): void {
  relayRedirect(app, deps, 'auth/login_with_ms/', ['state']);
  relayRedirect(app, deps, 'outlook/callback/', ['code', 'state', 'error', 'error_description']);

  app.route<{ Querystring: { validationToken?: string } }>({
    method: 'POST',
    url: '/api/outlook/notifications/',
    schema: { querystring: { type: 'object', properties: { validationToken: { type: 'string' } } } },
    handler: async (request, reply) => {
      const context = createContext(deps, {
        token: null,
        signal: AbortSignal.timeout(10_000),
        session: socketSession,
      });
      try {
        const answer = await context.rest.raw(
          'POST',
          'outlook/notifications/',
          request.query.validationToken === undefined ? undefined : { validationToken: request.query.validationToken },
          typeof request.body === 'object' && request.body !== null ? request.body : undefined,
        );
        const type = answer.headers['content-type'];
        return reply
          .code(answer.status)
          .type(typeof type === 'string' ? type : 'text/plain')
          .send(answer.text);
      } catch {
        return reply.code(502).send({ detail: 'The server could not be reached.' });
      }
    },
  });
}

function relayRedirect(app: FastifyInstance, deps: ContextDeps, path: string, params: string[]): void {
  app.route<{ Querystring: Record<string, string | undefined> }>({
    method: 'GET',
    url: `/api/${path}`,
    schema: {
      querystring: { type: 'object', properties: Object.fromEntries(params.map((name) => [name, { type: 'string' }])) },
    },
    handler: async (request, reply) => {
      const token = tokenFrom(request.headers.authorization, request.cookies[SESSION_COOKIE]);
      const context = createContext(deps, {
        token,
        signal: AbortSignal.timeout(PUBLISH_TIMEOUT_MS),
        session: socketSession,
      });
      let answer;
      try {
        const query = Object.fromEntries(
          params.flatMap((name) => (request.query[name] === undefined ? [] : [[name, request.query[name]]])),
        );
        answer = await context.rest.raw('GET', path, query);
      } catch (error) {
        const status = error instanceof GraphQLError ? Number(error.extensions.status) || 502 : 502;
        return reply.code(status).send({ detail: 'The server could not be reached.' });
      }
      const location = answer.headers.location;
      if (answer.status >= 300 && answer.status < 400 && typeof location === 'string') {
        // Connected (the sandbox at once, Microsoft on its return): let the top bar know without waiting for a poll.
        if (token)
          void publishOutlookStatus(context).catch((error: unknown) =>
            request.log.debug({ err: error }, 'Outlook status publish after connect failed'),
          );
        return reply.redirect(location, answer.status);
      }
      const type = answer.headers['content-type'];
      return reply
        .code(answer.status)
        .type(typeof type === 'string' ? type : 'application/json')
        .send(answer.text);
    },
  });
}
