import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import type { ContextDeps } from '../context.js';
import { SESSION_COOKIE, tokenFrom } from './session-cookie.js';

/**
 * The bff's plain HTTP routes to the api (files, CSV import and export: bytes do not belong in GraphQL), all through
 * this one helper: the shared connection pool, the session's REST token, the bodies streamed both ways, never held
 * whole in memory, and one CSRF rule: every POST carries `X-Requested-With`, a header a cross-site form cannot send
 * (as GraphQL's CSRF prevention asks of its requests).
 */
export const CSRF_HEADER = 'x-requested-with';

/** The spec's request timeout (part 1, section 7): a 50,000-line import takes seconds, not the REST deadline. */
const LONG_ANSWER_MS = 300_000;

/** Headers of the api's answer that the browser needs, relayed as they are. */
const RELAYED = [
  'content-type',
  'content-length',
  'content-disposition',
  'x-content-type-options',
  'cache-control',
] as const;

function relay(reply: FastifyReply, headers: IncomingHttpHeaders | Record<string, string | string[] | undefined>) {
  for (const name of RELAYED) {
    const value = headers[name];
    if (typeof value === 'string') reply.header(name, value);
  }
}

/** Aborted when the browser goes away mid-transfer: the api call stops with it. */
function clientGone(request: FastifyRequest, reply: FastifyReply): AbortSignal {
  const abort = new AbortController();
  request.raw.once('close', () => {
    if (!request.raw.complete) abort.abort();
  });
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) abort.abort();
  });
  return abort.signal;
}

export type ProxyDeps = Pick<ContextDeps, 'api' | 'basePath' | 'deadlineMs'>;

export type Proxied =
  /** A download: the api's answer streamed to the browser, never cached. */
  | { method: 'GET'; path: string }
  /** A multipart upload, streamed to the api as it arrives; the api enforces its size (150 MB). */
  | { method: 'POST'; path: string; upload: true }
  /** A JSON body (parsed by the bff); the answer streamed back (e.g. a CSV export). */
  | { method: 'POST'; path: string; json: unknown };

/** Lets the scope's routes stream multipart bodies to the api unparsed (`upload: true`). */
export function streamMultipart(scope: FastifyInstance) {
  scope.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null));
}

export async function proxyToApi(deps: ProxyDeps, request: FastifyRequest, reply: FastifyReply, proxied: Proxied) {
  const token = tokenFrom(request.headers.authorization, request.cookies[SESSION_COOKIE]);
  const refuse = (status: number, body: unknown) => {
    if ('upload' in proxied) request.raw.resume();
    return reply.code(status).send(body);
  };
  if (!token) return refuse(401, { detail: 'Authentication credentials were not provided.' });
  if (proxied.method === 'POST' && !request.headers[CSRF_HEADER])
    return refuse(403, { detail: `Uploads need the ${CSRF_HEADER} header.` });
  const contentType = request.headers['content-type'];
  if ('upload' in proxied && !contentType?.startsWith('multipart/form-data'))
    return refuse(400, { file: ['No file was submitted.'] });

  const length = request.headers['content-length'];
  try {
    const answer = await deps.api.request({
      path: `${deps.basePath}${proxied.path}`,
      method: proxied.method,
      headers: {
        authorization: `Token ${token}`,
        'x-forwarded-for': request.ip,
        ...('upload' in proxied && { 'content-type': contentType, ...(length && { 'content-length': length }) }),
        ...('json' in proxied && { 'content-type': 'application/json' }),
      },
      body: 'upload' in proxied ? request.raw : 'json' in proxied ? JSON.stringify(proxied.json ?? {}) : undefined,
      signal: clientGone(request, reply),
      // An upload takes as long as the browser's connection needs (its going away ends it); an import or an export
      // as long as the spec's request timeout; a download's first byte the REST deadline.
      headersTimeout: 'upload' in proxied ? 0 : proxied.method === 'GET' ? deps.deadlineMs : LONG_ANSWER_MS,
      bodyTimeout: 0,
    });
    relay(reply, answer.headers);
    if (proxied.method === 'GET') reply.header('cache-control', 'private, no-store');
    return reply.code(answer.statusCode).send(answer.body);
  } catch (error) {
    request.log.warn({ err: error, path: proxied.path }, 'the api could not be reached for a file transfer');
    return reply.code(502).send({ detail: 'The server could not be reached.' });
  }
}
