import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import Type from 'typebox';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Reference data (lookups, tags, company names): the same for every signed-in caller, so cacheable. */
    referenceData?: boolean;
  }
}

/**
 * Fresh for 60 s in any cache, then revalidated with the api, which checks the token again. `must-revalidate`
 * is also what allows a shared cache (the bff's) to keep an answer to a request with `Authorization`
 * (RFC 9111 section 3.5); no `Vary`, as the answer is the same for every caller. See api/README.md.
 */
export const referenceCacheControl = 'max-age=60, must-revalidate';

/** A strong ETag: a hash of the exact body. */
export const etagOf = (body: string | Buffer) =>
  `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

/** If-None-Match holds this ETag (a list, weak forms and `*` included). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const candidate = tag.trim();
    return candidate === '*' || candidate.replace(/^W\//, '') === etag;
  });
}

/** ETag, Cache-Control and 304 answers for routes with `config.referenceData`. Only 200s: a 401 stays a 401. */
export const referenceCachePlugin = fp(
  async (fastify) => {
    fastify.addHook('onRoute', (route) => {
      if (!route.config?.referenceData || !route.schema) return;
      route.schema.response = {
        ...(route.schema.response as object | undefined),
        304: Type.Null({ description: 'Not modified: the If-None-Match ETag is current' }),
      };
    });

    fastify.addHook('onSend', async (request, reply, payload) => {
      if (!request.routeOptions.config.referenceData || reply.statusCode !== 200) return payload;
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
      const etag = etagOf(payload);
      reply.header('etag', etag).header('cache-control', referenceCacheControl);
      if (!matches(request.headers['if-none-match'], etag)) return payload;
      reply.code(304).removeHeader('content-type');
      return '';
    });
  },
  { name: 'reference-cache' },
);
