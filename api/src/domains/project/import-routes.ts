import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Detail, FieldErrors } from '@ft8/contract/common';
import { fileTooBigMessage } from '@ft8/contract/rules';
import { ProjectImportResult } from '@ft8/contract/project';
import { maxFileBytes } from '@ft8/contract/rules';
import { fieldErrors, HttpError } from '../../http-error.js';
import { importDeclaredTooLarge } from '../../lib/csv.js';
import { importUpload } from '../../lib/multipart.js';
import { signedInPerson } from '../../plugins/auth.js';
import { importProjects, ProjectImportHeaderError } from './csv-import.js';

const noFile = 'No file was submitted.';

/** `POST projects/importCsv/` (staff): projects from a CSV, streamed, with a result per line. */
export const projectImportRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  await fastify.register(multipart, { limits: { fileSize: maxFileBytes, files: 1 } });

  fastify.post(
    '/importCsv/',
    {
      config: { access: 'staff' },
      schema: {
        summary:
          'Import projects from a CSV (multipart `file`): name, client (email), project types and closing date required; lookups by name',
        tags: ['projects'],
        consumes: ['multipart/form-data'],
        response: { 200: ProjectImportResult, 400: FieldErrors, 413: Detail },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw fieldErrors({ file: [noFile] });
      const upload = await importUpload(request);
      if (!upload) throw fieldErrors({ file: [noFile] });
      const { part: file } = upload;
      if (importDeclaredTooLarge(request.headers))
        throw new HttpError(413, { detail: fileTooBigMessage(file.filename) });
      try {
        const outcome = await importProjects(
          fastify.db,
          fastify.repos.project,
          upload.bytes,
          signedInPerson(request).id,
          file.filename,
        );
        if (file.file.truncated) throw new HttpError(413, { detail: fileTooBigMessage(file.filename) });
        return outcome;
      } catch (error) {
        if (error instanceof ProjectImportHeaderError) throw fieldErrors({ file: [error.message] });
        if (error instanceof Error && 'code' in error && String(error.code).startsWith('CSV_'))
          throw fieldErrors({ file: [`The file is not a valid CSV: ${error.message}`] });
        throw error;
      }
    },
  );
};
