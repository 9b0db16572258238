import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import { SESSION_COOKIE, tokenFrom } from './session-cookie.js';
import type { ContextDeps } from '../context.js';
import { fileRoutes, type FileOwner } from '../domains/file/routes.js';

/**
 * Uploads and downloads of the files of contacts and tasks (`domains/file/routes.ts`), streamed both ways between
 * the browser and the api (undici), never held whole in memory: GraphQL carries no bytes. The browser holds only the session cookie; these routes add its REST
 * token. Uploads must carry `X-Requested-With` (a header a cross-site form cannot send), as GraphQL's CSRF
 * prevention asks of its requests. The api enforces the 150 MB limit (413 with the spec's message).
 */
export const UPLOAD_HEADER = 'x-requested-with';

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

const unavailable = { detail: 'The server could not be reached.' };
const notProvided = { detail: 'Authentication credentials were not provided.' };

export async function registerFileTransfer(app: FastifyInstance, deps: ContextDeps): Promise<void> {
  await app.register(async (scope) => {
    // The multipart body is not parsed here: it is handed to the api as it arrives.
    scope.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null));

    for (const [owner, routes] of Object.entries(fileRoutes) as [FileOwner, (typeof fileRoutes)[FileOwner]][]) {
      scope.post<{ Params: { ownerId: string } }>(`/files/${owner}/:ownerId`, async (request, reply) => {
        const token = tokenFrom(request.headers.authorization, request.cookies[SESSION_COOKIE]);
        if (!token) return reply.code(401).send(notProvided);
        if (!request.headers[UPLOAD_HEADER])
          return reply.code(403).send({ detail: `Uploads need the ${UPLOAD_HEADER} header.` });
        const contentType = request.headers['content-type'];
        if (!/^\d+$/.test(request.params.ownerId) || !contentType?.startsWith('multipart/form-data')) {
          request.raw.resume();
          return reply.code(400).send({ file: ['No file was submitted.'] });
        }
        try {
          const answer = await deps.api.request({
            path: `${deps.basePath}${routes.rest}/${request.params.ownerId}/files/`,
            method: 'POST',
            headers: {
              authorization: `Token ${token}`,
              'content-type': contentType,
              ...(request.headers['content-length'] && { 'content-length': request.headers['content-length'] }),
              'x-forwarded-for': request.ip,
              accept: 'application/json',
            },
            body: request.raw,
            signal: clientGone(request, reply),
            // An upload takes as long as the browser's connection needs; the browser going away ends it.
            headersTimeout: 0,
            bodyTimeout: 0,
          });
          relay(reply, answer.headers);
          return reply.code(answer.statusCode).send(await answer.body.text());
        } catch (error) {
          request.log.warn({ err: error }, 'file upload to the api failed');
          return reply.code(502).send(unavailable);
        }
      });

      scope.get<{ Params: { id: string } }>(`${routes.downloads}:id`, async (request, reply) => {
        const token = tokenFrom(request.headers.authorization, request.cookies[SESSION_COOKIE]);
        if (!token) return reply.code(401).send(notProvided);
        if (!/^\d+$/.test(request.params.id)) return reply.code(404).send({ detail: 'Not found.' });
        try {
          const answer = await deps.api.request({
            path: `${deps.basePath}${routes.rest}/files/${request.params.id}/download/`,
            method: 'GET',
            headers: { authorization: `Token ${token}`, 'x-forwarded-for': request.ip },
            signal: clientGone(request, reply),
            headersTimeout: deps.deadlineMs,
            bodyTimeout: 0,
          });
          relay(reply, answer.headers);
          reply.header('cache-control', 'private, no-store');
          return reply.code(answer.statusCode).send(answer.body);
        } catch (error) {
          request.log.warn({ err: error }, 'file download from the api failed');
          return reply.code(502).send(unavailable);
        }
      });
    }
  });
}
