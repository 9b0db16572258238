import { maxSearchQueryLength, searchTypes } from '@ft8/contract/search';
import type { FastifyInstance } from 'fastify';
import { proxyToApi, type ProxyDeps } from '../../http/api-proxy.js';
import { SESSION_COOKIE, tokenFrom } from '../../http/session-cookie.js';

/**
 * The CSV export of a search's results (`http/api-proxy.ts`), registered in the domain's own scope: `POST
 * /files/search/{people|projects|tasks}/export`, JSON `{query, selected}` (the query string as `searchPeople` takes
 * it; the selected ids, or none for every result) -> `POST search/{type}/export/{query}` with `{selected}`; answers
 * the api's CSV as it streams, with its file name (`ft8-contactsYYYYMMDD.csv`, ...). Admins only: the api refuses the
 * others (403). A static path per type: the file uploads' `/files/<owner>/:ownerId` take no `search` owner.
 */
export function registerSearchExport(scope: FastifyInstance, deps: ProxyDeps): void {
  for (const type of searchTypes) {
    scope.post(`/files/search/${type}/export`, (request, reply) => {
      if (!tokenFrom(request.headers.authorization, request.cookies[SESSION_COOKIE]))
        return reply.code(401).send({ detail: 'Authentication credentials were not provided.' });
      const body: unknown = request.body ?? {};
      const query = typeof body === 'object' && body !== null && 'query' in body ? body.query : undefined;
      if (typeof query !== 'string')
        return reply.code(400).send({ query: ['The query string is required (empty: every result).'] });
      if (query.length > maxSearchQueryLength)
        return reply.code(400).send({ query: [`the query is over ${maxSearchQueryLength} characters`] });
      const selected = 'selected' in (body as object) ? (body as { selected: unknown }).selected : undefined;
      return proxyToApi(deps, request, reply, {
        method: 'POST',
        path: `search/${type}/export/${encodeURIComponent(query)}`,
        // The api checks the ids (a 400 naming `selected`).
        json: selected === undefined ? {} : { selected },
      });
    });
  }
}
