import type { FastifyInstance } from 'fastify';
import { proxyToApi, streamMultipart, type ProxyDeps } from '../../http/api-proxy.js';

/**
 * CSV import of the projects list (`http/api-proxy.ts`), registered in the domain's own scope: `POST
 * /files/projects/importCsv`, multipart (field `file`) -> `POST projects/importCsv/`; answers the api's JSON (per-line
 * results). A static route: it wins over the file uploads' `/files/projects/:ownerId` (file domain) whatever the order.
 */
export function registerProjectCsv(scope: FastifyInstance, deps: ProxyDeps): void {
  streamMultipart(scope);
  scope.post('/files/projects/importCsv', (request, reply) =>
    proxyToApi(deps, request, reply, { method: 'POST', path: 'projects/importCsv/', upload: true }),
  );
}
