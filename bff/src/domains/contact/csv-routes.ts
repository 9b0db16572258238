import type { FastifyInstance } from 'fastify';
import { proxyToApi, streamMultipart, type ProxyDeps } from '../../http/api-proxy.js';

/**
 * CSV import and export of the contacts list (`http/api-proxy.ts`), registered in the domain's own scope:
 * - `POST /files/people/importCsv`: multipart (field `file`) -> `POST people/importCsv/`; answers the api's JSON
 *   (per-line results).
 * - `POST /files/people/exportAll`: JSON `{people: ids | "all"}` -> `POST people/exportAll/`; answers the CSV.
 * Static routes: they win over the file uploads' `/files/people/:ownerId` (file domain) whatever the order.
 */
export function registerContactCsv(scope: FastifyInstance, deps: ProxyDeps): void {
  streamMultipart(scope);
  scope.post('/files/people/importCsv', (request, reply) =>
    proxyToApi(deps, request, reply, { method: 'POST', path: 'people/importCsv/', upload: true }),
  );
  scope.post('/files/people/exportAll', (request, reply) =>
    proxyToApi(deps, request, reply, { method: 'POST', path: 'people/exportAll/', json: request.body }),
  );
}
