import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Detail, FieldErrors, IdParams } from '@ft8/contract/common';
import { PersonFiles, PublicFile, PublicFileParams } from '@ft8/contract/file';
import type { FastifyRequest } from 'fastify';
import Type from 'typebox';
import { fieldErrors, notFound } from '../../http-error.js';
import { signedInPerson } from '../../plugins/auth.js';
import type { PersonFileRow } from './repository.js';
import { createFileStorage } from './storage.js';
import {
  Bytes,
  NO_FILE,
  origin,
  PUBLIC_IMAGE_TYPES,
  sendStored,
  storeAndSave,
  storeUpload,
  uploadLimits,
} from './upload.js';

// Spec part 1 section 7: `GET/POST people/{id}/files/`, `DELETE people/files/{id}/`, `POST people/public-files/`.
// Files are for staff (section 6 gives clients and guests no access to contacts). Two extensions serve the bytes:
// `GET people/files/{id}/download/` (staff) and `GET people/public-files/{key}/` (anyone).
export const fileRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { file: files } = fastify.repos;
  const storage = createFileStorage(fastify.config);
  await fastify.register(multipart, uploadLimits);

  const answer = (request: FastifyRequest, row: PersonFileRow) => ({
    id: row.id,
    name: row.name,
    size: row.size,
    document: `${origin(request)}/api/people/files/${row.id}/download/`,
    user: row.user_id,
    type: row.type,
    created_at: row.created_at.toISOString(),
  });

  fastify.get(
    '/:id(^\\d+)/files/',
    {
      config: { access: 'staff' },
      schema: {
        summary: "A contact's files, newest first",
        tags: ['files'],
        params: IdParams,
        response: { 200: PersonFiles, 404: Detail },
      },
    },
    async (request) => {
      if (!(await files.personExists(request.params.id))) throw notFound();
      return (await files.listForPerson(request.params.id)).map((row) => answer(request, row));
    },
  );

  fastify.post(
    '/:id(^\\d+)/files/',
    {
      config: { access: 'staff' },
      schema: {
        summary: 'Upload files to a contact (multipart, any number of file parts, each at most 150 MB)',
        tags: ['files'],
        params: IdParams,
        consumes: ['multipart/form-data'],
        response: { 201: PersonFiles, 400: FieldErrors, 404: Detail, 413: Detail },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw fieldErrors({ file: [NO_FILE] });
      // A deleted or merged-away contact takes no files (its files are shown nowhere): 404, before the upload is read.
      if (!(await files.personIsCurrent(request.params.id))) throw notFound();
      const by = signedInPerson(request).id;
      const rows = await storeAndSave(request, storage, async (stored) => {
        const saved = await files.createMany(request.params.id, by, stored);
        if (!saved) throw notFound(); // merged away or deleted during the upload: the stored bytes are discarded
        return saved;
      });
      return reply.code(201).send(rows.map((row) => answer(request, row)));
    },
  );

  fastify.get(
    '/files/:id(^\\d+)/download/',
    {
      config: { access: 'staff' },
      schema: {
        summary: "A file's bytes, as an attachment",
        tags: ['files'],
        params: IdParams,
        response: { 200: Bytes, 404: Detail },
      },
    },
    async (request, reply) => {
      const row = await files.findById(request.params.id);
      if (!row || !(await storage.exists(row.storage_key))) throw notFound();
      return sendStored(reply, storage, row, 'attachment');
    },
  );

  fastify.delete(
    '/files/:id(^\\d+)/',
    {
      config: { access: 'staff' },
      schema: {
        summary: 'Delete a file',
        tags: ['files'],
        params: IdParams,
        response: { 204: Type.Null(), 404: Detail },
      },
    },
    async (request, reply) => {
      const row = await files.remove(request.params.id, signedInPerson(request).id);
      if (!row) throw notFound();
      await storage.discard([row.storage_key], request.log);
      return reply.code(204).send(null);
    },
  );

  fastify.post(
    '/public-files/',
    {
      config: { access: 'staff' },
      schema: {
        summary: "Upload an image for an editor (multipart `file`); anyone with the answer's link can read it",
        tags: ['files'],
        consumes: ['multipart/form-data'],
        response: { 201: PublicFile, 400: FieldErrors, 413: Detail },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw fieldErrors({ file: [NO_FILE] });
      const [first, ...rest] = await storeUpload(request, storage, (type) => PUBLIC_IMAGE_TYPES.has(type));
      await storage.discard(
        rest.map((file) => file.storage_key),
        request.log,
      );
      if (!first) throw fieldErrors({ file: [NO_FILE] });
      await files.createPublic({ ...first, user_id: signedInPerson(request).id });
      return reply.code(201).send({ file: `${origin(request)}/api/people/public-files/${first.storage_key}/` });
    },
  );

  fastify.get(
    '/public-files/:key/',
    {
      config: { access: 'anyone' },
      schema: {
        summary: 'An editor image',
        tags: ['files'],
        params: PublicFileParams,
        response: { 200: Bytes, 404: Detail },
      },
    },
    async (request, reply) => {
      const row = await files.findPublic(request.params.key);
      if (!row) throw notFound();
      reply.header('cache-control', 'public, max-age=31536000, immutable');
      return sendStored(reply, storage, row, 'inline');
    },
  );
};
