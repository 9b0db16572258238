import type { FastifyInstance } from 'fastify';
import { proxyToApi, streamMultipart, type ProxyDeps } from './api-proxy.js';

/**
 * CSV import and export of the lists (`api-proxy.ts`):
 * - `POST /files/{people|projects}/importCsv`: multipart (field `file`) -> `POST {people|projects}/importCsv/`;
 *   answers the api's JSON (per-line results).
 * - `POST /files/people/exportAll`: JSON `{people: ids | "all"}` -> `POST people/exportAll/`; answers the CSV.
 */
export async function registerPeopleFiles(app: FastifyInstance, deps: ProxyDeps): Promise<void> {
  await app.register(async (scope) => {
    streamMultipart(scope);
    // One static route per list: a parameter here would lose to the file uploads' `/files/people/:ownerId`.
    const importing = { people: 'people/importCsv/', projects: 'projects/importCsv/' } as const;
    for (const [list, path] of Object.entries(importing)) {
      scope.post(`/files/${list}/importCsv`, (request, reply) =>
        proxyToApi(deps, request, reply, { method: 'POST', path, upload: true }),
      );
    }
    scope.post('/files/people/exportAll', (request, reply) =>
      proxyToApi(deps, request, reply, { method: 'POST', path: 'people/exportAll/', json: request.body }),
    );
  });
}
