import type { FastifyInstance } from 'fastify';
import { GraphQLError } from 'graphql';
import { SESSION_COOKIE, socketSession, tokenFrom } from './session-cookie.js';
import { createContext, type ContextDeps } from '../context.js';
import { publishOutlookStatus } from '../domains/outlook/publish.js';

const PUBLISH_TIMEOUT_MS = 30_000;

/**
 * The browser opens the api's Microsoft login, but holds only the session cookie, not the REST token: this one
 * route forwards with the token and relays the redirect. There is deliberately no general /api proxy.
 */
export function registerMsLoginProxy(app: FastifyInstance, deps: ContextDeps): void {
  app.route<{ Querystring: { state?: string } }>({
    method: 'GET',
    url: '/api/auth/login_with_ms/',
    schema: { querystring: { type: 'object', properties: { state: { type: 'string' } } } },
    handler: async (request, reply) => {
      const token = tokenFrom(request.headers.authorization, request.cookies[SESSION_COOKIE]);
      const context = createContext(deps, {
        token,
        signal: AbortSignal.timeout(PUBLISH_TIMEOUT_MS),
        session: socketSession,
      });
      let answer;
      try {
        answer = await context.rest.raw('GET', 'auth/login_with_ms/', { state: request.query.state });
      } catch (error) {
        const status = error instanceof GraphQLError ? Number(error.extensions.status) || 502 : 502;
        return reply.code(status).send({ detail: 'The server could not be reached.' });
      }
      const location = answer.headers.location;
      if (answer.status >= 300 && answer.status < 400 && typeof location === 'string') {
        // The sandbox connects at once: let the top bar know without waiting for the next poll.
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
