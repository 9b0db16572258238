import type { FastifyInstance } from 'fastify';
import { request } from 'undici';
import { SESSION_COOKIE, tokenFrom } from './session-cookie.js';
import { UPLOAD_HEADER } from './file-transfer.js';

/** The spec's request timeout (part 1, section 7): a 50,000-line import takes seconds, not the 15 s REST deadline. */
const FILE_TIMEOUT_MS = 300_000;
/** The upload limit of the api's import; the api answers 413 beyond it. */
const UPLOAD_LIMIT_BYTES = 150 * 1024 * 1024;

/**
 * CSV import and export of the lists as plain HTTP routes (files do not belong in GraphQL): each streams the body to
 * the api and its answer back, with the session's REST token, never holding a file in memory.
 * - `POST /files/{people|projects}/importCsv`: multipart (field `file`) -> `POST {people|projects}/importCsv/`;
 *   answers the api's JSON (per-line results).
 * - `POST /files/people/exportAll`: JSON `{people: ids | "all"}` -> `POST people/exportAll/`; answers the CSV.
 */
export async function registerPeopleFiles(app: FastifyInstance, apiUrl: URL): Promise<void> {
  await app.register(async (scope) => {
    // The multipart body stays a stream: it is piped to the api as it arrives.
    scope.addContentTypeParser('multipart/form-data', (_request, payload, done) => done(null, payload));

    const forward = async (
      method: 'POST',
      path: string,
      headers: Record<string, string>,
      body: NodeJS.ReadableStream | string,
      token: string | null,
    ) =>
      request(new URL(path, apiUrl), {
        method,
        headers: { ...headers, ...(token && { authorization: `Token ${token}` }) },
        body: body as never,
        headersTimeout: FILE_TIMEOUT_MS,
        bodyTimeout: FILE_TIMEOUT_MS,
      });

    // One static route per list: a parameter here would lose to the file uploads' `/files/people/:ownerId`.
    const importing = { people: 'people/importCsv/', projects: 'projects/importCsv/' } as const;
    for (const [list, path] of Object.entries(importing)) {
      scope.post(`/files/${list}/importCsv`, { bodyLimit: UPLOAD_LIMIT_BYTES + 1024 * 1024 }, async (req, reply) => {
        const token = tokenFrom(req.headers.authorization, req.cookies[SESSION_COOKIE]);
        // The uploads' CSRF rule: a header a cross-site form cannot send.
        if (!req.headers[UPLOAD_HEADER])
          return reply.code(403).send({ detail: `Uploads need the ${UPLOAD_HEADER} header.` });
        const type = req.headers['content-type'] ?? '';
        if (!type.startsWith('multipart/form-data')) return reply.code(400).send({ file: ['No file was submitted.'] });
        const length = req.headers['content-length'];
        const answer = await forward(
          'POST',
          path,
          { 'content-type': type, ...(length && { 'content-length': length }) },
          req.body as NodeJS.ReadableStream,
          token,
        );
        return reply
          .code(answer.statusCode)
          .type(String(answer.headers['content-type'] ?? 'application/json'))
          .send(answer.body);
      });
    }

    scope.post('/files/people/exportAll', async (req, reply) => {
      const token = tokenFrom(req.headers.authorization, req.cookies[SESSION_COOKIE]);
      const answer = await forward(
        'POST',
        'people/exportAll/',
        { 'content-type': 'application/json' },
        JSON.stringify(req.body ?? {}),
        token,
      );
      reply.code(answer.statusCode).type(String(answer.headers['content-type'] ?? 'application/json'));
      const disposition = answer.headers['content-disposition'];
      if (typeof disposition === 'string') reply.header('content-disposition', disposition);
      return reply.send(answer.body);
    });
  });
}
