import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { fastifyCookie } from '@fastify/cookie';
import { getOperationAST, GraphQLError, parse, validate, type DocumentNode, type GraphQLSchema } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { LRUCache } from 'lru-cache';
import { WebSocketServer } from 'ws';
import { SESSION_COOKIE, socketSession, tokenFrom } from '../http/session-cookie.js';
import { createContext, type Context, type ContextDeps } from '../context.js';
import { formatError, hasSuggestion, withoutSuggestions } from '../security/format-error.js';
import { maxTokens, rowsRefusal, validationRulesFor, type OperationLimits } from '../security/operation-limits.js';
import { isAllowedOrigin } from '../security/origin.js';
import { subscribeSharingEvents } from './shared-events.js';
import { introspectionErrors, isStaff } from '../security/schema-access.js';

export const GRAPHQL_PATH = '/graphql';
const MAX_MESSAGE_BYTES = 1024 * 1024;

export type GraphqlWsOptions = {
  server: Server;
  schema: GraphQLSchema;
  deps: ContextDeps;
  allowedOrigins: string[];
  limits: OperationLimits;
  isProduction: boolean;
};

/** What a connection learns at `connection_init` and keeps for its operations. */
type ConnectionExtra = { token: string | null; signal: AbortSignal };

/** The same error (locations, path, extensions) with another message. */
function withMessage(error: GraphQLError, message: string): GraphQLError {
  return new GraphQLError(message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    originalError: error.originalError,
    extensions: error.extensions,
  });
}

function refuse(socket: Duplex, status: 403 | 404, reason: string): void {
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/** graphql-ws on the HTTP server's `/graphql`, with the same validation rules and error policy as HTTP. */
export function attachGraphqlWs(options: GraphqlWsOptions): { dispose(): Promise<void> } {
  const { server, schema, deps, allowedOrigins, limits, isProduction } = options;
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });

  const handleUpgrade = (request: Parameters<WebSocketServer['handleUpgrade']>[0], socket: Duplex, head: Buffer) => {
    const pathname = new URL(request.url ?? '/', 'http://bff.invalid').pathname;
    if (pathname !== GRAPHQL_PATH) return refuse(socket, 404, 'Not Found');
    // Cross-site WebSocket hijacking: the browser sends the cookie to any page's socket, so check who asks.
    if (!isAllowedOrigin(request.headers.origin, request.headers.host, allowedOrigins)) {
      return refuse(socket, 403, 'Forbidden');
    }
    wss.handleUpgrade(request, socket, head, (ws) => wss.emit('connection', ws, request));
  };
  server.on('upgrade', handleUpgrade);

  const rules = validationRulesFor(limits);
  // Operations that passed validation, by their text (as Apollo's document store does on HTTP): every open tab sends
  // the same few when they all reconnect after a deploy, and validating the board's subscription took ~0.8 ms each.
  const validDocuments = new LRUCache<string, DocumentNode>({ max: 500 });
  const cleanup = useServer<Record<string, unknown> | undefined, ConnectionExtra>(
    {
      onConnect: (ctx) => {
        const { request, socket } = ctx.extra;
        const cookieToken = fastifyCookie.parse(request.headers.cookie ?? '')[SESSION_COOKIE];
        const param = ctx.connectionParams?.authorization;
        ctx.extra.token = tokenFrom(typeof param === 'string' ? param : undefined, cookieToken);
        const abort = new AbortController();
        socket.once('close', () => abort.abort());
        ctx.extra.signal = abort.signal;
        return true;
      },
      // Parsed and validated here rather than by graphql-ws: the schema-access checks need the operation's context.
      onSubscribe: async (ctx, _id, payload) => {
        let document = validDocuments.get(payload.query);
        const valid = document !== undefined;
        try {
          document ??= parse(payload.query, { maxTokens });
        } catch (error) {
          if (!(error instanceof GraphQLError)) throw error;
          const { source, positions } = error;
          return [new GraphQLError(error.message, { source, positions, extensions: { code: 'GRAPHQL_PARSE_FAILED' } })];
        }
        const contextValue = createContext(deps, {
          token: ctx.extra.token ?? null,
          signal: ctx.extra.signal ?? AbortSignal.abort(),
          session: socketSession,
        });
        const errors = valid ? [] : validate(schema, document, rules);
        if (errors.length > 0) {
          if (!isProduction || !errors.some(hasSuggestion) || (await isStaff(contextValue))) return errors;
          return errors.map((error) => withMessage(error, withoutSuggestions(error).message));
        }
        validDocuments.set(payload.query, document);
        const refusal = rowsRefusal(
          document,
          getOperationAST(document, payload.operationName) ?? undefined,
          payload.variables ?? undefined,
        );
        if (refusal) return [refusal];
        if (isProduction) {
          const introspection = introspectionErrors(schema, document, payload.query);
          if (introspection.length > 0 && !(await isStaff(contextValue))) return [...introspection];
        }
        return {
          schema,
          document,
          operationName: payload.operationName,
          variableValues: payload.variables,
          contextValue,
        };
      },
      // Not async: a result without errors (every event of a board's fan-out) goes on as it is, without a promise.
      onNext: (_ctx, _id, _payload, args, result) => {
        if (!result.errors) return undefined;
        const errors = result.errors.map((error) => formatError(error.toJSON(), error, isProduction));
        // Variable coercion errors can carry suggestions too ("Did you mean the enum value ...").
        if (!isProduction || !errors.some(hasSuggestion)) return { ...result, errors };
        return isStaff(args.contextValue as Context).then((staff) => ({
          ...result,
          errors: staff ? errors : errors.map(withoutSuggestions),
        }));
      },
      // Parse and validation errors, coded as Apollo codes them on the HTTP path.
      onError: (_ctx, _id, _payload, errors) =>
        errors.map((error) => {
          const formatted = formatError(error.toJSON(), error, isProduction);
          return { ...formatted, extensions: { code: 'GRAPHQL_VALIDATION_FAILED', ...formatted.extensions } };
        }),
      isProd: isProduction,
      // One execution per event and operation, however many subscribe to it (the board's fan-out).
      subscribe: subscribeSharingEvents,
    },
    wss,
  );

  return {
    async dispose() {
      server.off('upgrade', handleUpgrade);
      // Clients that do not answer the close handshake must not hold the shutdown.
      const force = setTimeout(() => {
        for (const client of wss.clients) client.terminate();
      }, 2000);
      force.unref();
      await cleanup.dispose();
      clearTimeout(force);
    },
  };
}
