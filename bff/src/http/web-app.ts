import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { negotiate } from '@fastify/accept-negotiator';
import { isUtf8MimeType, mime } from '@fastify/send';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { hasBuild } from '../config.js';

const YEAR_SECONDS = 365 * 24 * 3600;
/** Hashed files (under /assets) never change: cached for a year. */
const IMMUTABLE = `public, max-age=${YEAR_SECONDS}, immutable`;

/** Paths the single-page app never owns: they 404 as themselves instead of falling back to index.html. */
export function isServerPath(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  return /^\/(graphql|graphiql|assets)(\/|$)/.test(pathname) || /^\/api(\/|$)/.test(pathname);
}

export function notBuiltPage(reply: FastifyReply, what: string): FastifyReply {
  return reply
    .code(503)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Not built</title></head>` +
        `<body><h1>${what} is not built</h1><p>Run <code>pnpm build</code> at the repository root, then restart.</p></body></html>`,
    );
}

/** Hashed files under /assets never change: cache them for a year. Everything else is revalidated. */
function setCacheHeaders(reply: FastifyReply, filePath: string): void {
  const hashed = filePath.split(path.sep).includes('assets');
  reply.header('cache-control', hashed ? IMMUTABLE : 'no-cache');
}

/** The encodings the web build writes beside each text file (web/precompress.ts), best first, and their suffixes. */
const ENCODINGS = [
  ['br', '.br'],
  ['gzip', '.gz'],
  ['identity', ''],
] as const;

/**
 * The hashed files under /assets, sent from memory: each is read once, in the encoding asked for, and never changes.
 * Streamed from disk by @fastify/static, each 64-kB piece of a file waited for a turn of the bff's event loop: a
 * browser opening a board in a new tab asked for the app's code and the board's data together, and the 815-kB
 * libraries' file (214 kB in brotli) came only after the board's answer had been built, 360-470 ms after it was asked
 * for (a trace of the cold open). Sent as one buffer, it goes to the socket in one write. Only files that exist are
 * kept (about 1 MB in one encoding), so that asking for made-up names fills nothing.
 */
function registerAssets(app: FastifyInstance, assetsDir: string): void {
  const files = new Map<string, Promise<Buffer | null>>();
  const read = (file: string) => {
    let body = files.get(file);
    if (!body) {
      body = readFile(path.join(assetsDir, file)).catch(() => null);
      files.set(file, body);
      void body.then((found) => found ?? files.delete(file));
    }
    return body;
  };
  app.get<{ Params: { file: string } }>('/assets/:file', async (request, reply) => {
    const { file } = request.params;
    // The build writes flat, hashed names: nothing else (no path, no dot file) is looked for.
    if (!/^[\w-][\w.-]*$/.test(file)) return reply.callNotFound();
    const accepted = request.headers['accept-encoding'] ?? 'identity';
    const candidates = ENCODINGS.filter(
      ([encoding]) => encoding === 'identity' || negotiate(accepted, [encoding, 'identity']) === encoding,
    );
    for (const [encoding, suffix] of candidates) {
      const body = await read(file + suffix);
      if (!body) continue;
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      // The type as @fastify/static gives it (both from @fastify/send).
      const type = mime.getType(file) ?? 'application/octet-stream';
      return reply
        .type(isUtf8MimeType(type) ? `${type}; charset=utf-8` : type)
        .header('vary', 'accept-encoding')
        .header('cache-control', IMMUTABLE)
        .send(body);
    }
    return reply.callNotFound();
  });
}

/** Serves the built web app from `webDist` and answers any other page path with its index.html. */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const built = hasBuild(webDist);
  if (built) {
    registerAssets(app, path.join(webDist, 'assets'));
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      decorateReply: false,
      cacheControl: false,
      setHeaders: setCacheHeaders,
      // The web build writes `.br` and `.gz` beside each text file (web/precompress.ts): sent as the browser's
      // Accept-Encoding allows, with `Vary: accept-encoding`; the plain file otherwise.
      preCompressed: true,
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !isServerPath(request.url);
    if (!isPage) return reply.code(404).send({ detail: 'Not found.' });
    if (!built) return notBuiltPage(reply, 'The web app');
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(createReadStream(path.join(webDist, 'index.html')));
  });
}
