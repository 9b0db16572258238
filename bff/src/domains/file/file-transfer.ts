import type { FastifyInstance } from 'fastify';
import { proxyToApi, streamMultipart, type ProxyDeps } from '../../http/api-proxy.js';
import { registerPublicFiles } from './public-files.js';
import { fileRoutes, type FileOwner } from './routes.js';

/**
 * Uploads and downloads of the files of contacts, projects, tasks, drafts and templates (`routes.ts`), streamed both
 * ways between the browser and the api (`http/api-proxy.ts`): GraphQL carries no bytes. The api enforces the 150 MB
 * limit (413 with the spec's message). Registered in the file domain's own scope (`Domain.http`), with the editors'
 * public images (`public-files.ts`).
 */
export function registerFileTransfer(scope: FastifyInstance, deps: ProxyDeps): void {
  streamMultipart(scope);
  registerPublicFiles(scope, deps);
  for (const [owner, routes] of Object.entries(fileRoutes) as [FileOwner, (typeof fileRoutes)[FileOwner]][]) {
    scope.post<{ Params: { ownerId: string } }>(`/files/${owner}/:ownerId`, async (request, reply) => {
      if (!/^\d+$/.test(request.params.ownerId)) {
        request.raw.resume();
        return reply.code(400).send({ file: ['No file was submitted.'] });
      }
      const path = `${routes.rest}/${request.params.ownerId}/${routes.upload ?? 'files'}/`;
      return proxyToApi(deps, request, reply, { method: 'POST', path, upload: true });
    });
    scope.get<{ Params: { id: string } }>(`${routes.downloads}:id`, async (request, reply) => {
      if (!/^\d+$/.test(request.params.id)) return reply.code(404).send({ detail: 'Not found.' });
      const path = `${routes.rest}/files/${request.params.id}/download/`;
      return proxyToApi(deps, request, reply, { method: 'GET', path });
    });
  }
}
