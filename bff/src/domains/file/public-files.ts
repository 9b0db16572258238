import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import { proxyToApi, type ProxyDeps } from '../../http/api-proxy.js';

/**
 * Editor images (spec part 2, Email: "Template editor images upload as a public file"): the upload goes to the api's
 * `POST people/public-files/` through `proxyToApi` (session, CSRF header, streamed), and the images are served here to
 * anyone, on the bff's own origin, at the api's path. A template's `<img>` is later read by the mail's recipients, who
 * reach the app's public address and nothing else.
 *
 * The api builds the answer's URL from the request it sees, the bff's, so its origin is the api's address. The bff
 * puts its own in its place, as the browser reached it (`request.protocol` and `request.host`: behind a load balancer,
 * from its `X-Forwarded-*` when `TRUST_PROXY` trusts it, as `request.ip` is), rather than forwarding `X-Forwarded-Host`
 * and having the api trust the bff: that URL would then depend on the api's own `TRUST_PROXY` being set to the bff.
 */
const PUBLIC_FILES_UPLOAD = '/files/public';
/** Where the bff serves the images: the api's path, on the app's origin. */
const PUBLIC_FILES_PATH = '/api/people/public-files/';
/** A stored file's key (`PublicFileParams` in the contract). */
const KEY = /^[0-9a-f-]{36}$/;

/** Headers of the api's answer an image needs: its type and size, its name, never sniffed, cached for ever. */
const RELAYED = ['content-type', 'content-length', 'content-disposition', 'x-content-type-options', 'cache-control'];

/** The origin each upload came in on, read before its body is streamed on (the socket is gone by the answer). */
const browserOrigins = new WeakMap<FastifyRequest, string>();

export function registerPublicFiles(scope: FastifyInstance, deps: ProxyDeps): void {
  scope.post(PUBLIC_FILES_UPLOAD, { onSend: onBrowserOrigin }, (request, reply) => {
    browserOrigins.set(request, `${request.protocol}://${request.host}`);
    return proxyToApi(deps, request, reply, { method: 'POST', path: 'people/public-files/', upload: true });
  });
  scope.get<{ Params: { key: string } }>(`${PUBLIC_FILES_PATH}:key/`, (request, reply) =>
    serveImage(deps, request, reply, request.params.key),
  );
}

/** The api's 201 `{file}` with its URL on the browser's origin; any other answer as the api gave it. */
async function onBrowserOrigin(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  const origin = browserOrigins.get(request);
  if (reply.statusCode !== 201 || !origin || !isStream(payload)) return payload;
  const chunks: Buffer[] = [];
  for await (const chunk of payload) chunks.push(Buffer.from(chunk as Uint8Array));
  return browserAnswer(Buffer.concat(chunks).toString('utf8'), origin);
}

/** The answer with `file` pointing at the bff's path for the same key (unchanged when it names no public file). */
export function browserAnswer(text: string, origin: string): string {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return text;
  }
  if (typeof body !== 'object' || body === null || !('file' in body) || typeof body.file !== 'string') return text;
  const key = /\/public-files\/([0-9a-f-]{36})\/?$/.exec(pathOf(body.file))?.[1];
  return key ? JSON.stringify({ ...body, file: `${origin}${PUBLIC_FILES_PATH}${key}/` }) : text;
}

function pathOf(url: string): string {
  try {
    return new URL(url, 'http://host').pathname;
  } catch {
    return '';
  }
}

function isStream(value: unknown): value is Readable {
  return typeof value === 'object' && value !== null && typeof (value as Readable).pipe === 'function';
}

/** An image for anyone (a mail's recipient has no session): streamed from the api, with its cache headers. */
async function serveImage(deps: ProxyDeps, request: FastifyRequest, reply: FastifyReply, key: string) {
  if (!KEY.test(key)) return reply.code(404).send({ detail: 'Not found.' });
  const abort = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) abort.abort();
  });
  try {
    const answer = await deps.api.request({
      path: `${deps.basePath}people/public-files/${key}/`,
      method: 'GET',
      // no-store: past the bff's shared HTTP cache, which holds the api's reference data, not images.
      headers: { 'x-forwarded-for': request.ip, 'cache-control': 'no-store' },
      signal: abort.signal,
      headersTimeout: deps.deadlineMs,
      bodyTimeout: 0,
    });
    for (const name of RELAYED) {
      const value = answer.headers[name];
      if (typeof value === 'string') reply.header(name, value);
    }
    // A mail read in a webmail loads the image from another site: helmet's default (same-origin) would block it.
    if (answer.statusCode === 200) reply.header('cross-origin-resource-policy', 'cross-origin');
    return reply.code(answer.statusCode).send(answer.body);
  } catch (error) {
    request.log.warn({ err: error, key }, 'the api could not be reached for an editor image');
    return reply.code(502).send({ detail: 'The server could not be reached.' });
  }
}
