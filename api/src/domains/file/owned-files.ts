import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Detail, FieldErrors, IdParams } from '@ft8/contract/common';
import { OwnedFiles } from '@ft8/contract/file';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import multipart from '@fastify/multipart';
import Type from 'typebox';
import { fieldErrors, forbidden, notFound } from '../../http-error.js';
import { personRef } from '../../lib/people.js';
import { signedInPerson } from '../../plugins/auth.js';
import { Bytes, NO_FILE, origin, sendStored, storeAndSave, uploadLimits } from './upload.js';
import { createFileStorage } from './storage.js';
import { recordActivity, type ActivityEntry } from '../activity/record.js';

type FileRow = {
  id: number;
  owner: number;
  name: string;
  size: number;
  type: string;
  storage_key: string;
  user_id: number | null;
  created_at: Date;
  /** The uploader's name (null once they are deleted for good). */
  user_full_name?: string | null;
  /** Whether the uploader was deleted (soft delete): still named, flagged. */
  user_is_deleted?: boolean | null;
};

/**
 * The files of a record other than a contact (a project, a task, a draft, a template): `GET/POST <prefix>/{id}/files/`
 * (the upload at `{id}/<uploadPath>/` when given),
 * `GET <prefix>/files/{id}/download/`, `DELETE <prefix>/files/{id}/`, on a table `<owner>_file` with `<owner>_id`.
 * The domain says who may see them (`canSee`: list, upload, download) and who may delete one (`canDelete`).
 */
export function ownedFileRoutes(options: {
  owner: 'project' | 'task' | 'email_draft' | 'email_template';
  /** The REST prefix the domain mounts these under (`projects`, `tasks`), for the download links. */
  path: string;
  /** The upload's last path segment: `files` (`{id}/files/`), or the emails' `add_files`. */
  uploadPath?: string;
  canSee: (request: FastifyRequest, owner: number) => Promise<boolean>;
  canDelete: (request: FastifyRequest, file: FileRow) => Promise<boolean>;
}): FastifyPluginAsyncTypebox {
  const table = sql.table(`${options.owner}_file`);
  const ownerColumn = sql.ref(`${options.owner}_id`);
  const ownerTable = sql.table(options.owner);
  const tags = [`${options.owner} files`];
  // Contact Activity: what the file is on, in the entry's args.
  const ownerArgs = (owner: number): ActivityEntry['args'] =>
    options.owner === 'project'
      ? { project: owner }
      : options.owner === 'task'
        ? { task: owner }
        : options.owner === 'email_draft'
          ? { email: owner }
          : {};
  return async (fastify) => {
    const storage = createFileStorage(fastify.config);
    await fastify.register(multipart, uploadLimits);
    const rows = async (where: ReturnType<typeof sql>) =>
      (
        await sql<FileRow & { size: string; user_full_name: string | null; user_is_deleted: boolean | null }>`
          SELECT id, ${ownerColumn} AS owner, name, size, type, storage_key, user_id, created_at,
            (SELECT p.full_name FROM person p WHERE p.id = ${table}.user_id) AS user_full_name,
            (SELECT p.is_deleted FROM person p WHERE p.id = ${table}.user_id) AS user_is_deleted
          FROM ${table} WHERE ${where} ORDER BY created_at DESC, id DESC`.execute(fastify.db)
      ).rows.map((row) => ({ ...row, size: Number(row.size) }));
    const answer = (request: FastifyRequest, row: FileRow) => ({
      id: row.id,
      name: row.name,
      size: row.size,
      document: `${origin(request)}/api/${options.path}/files/${row.id}/download/`,
      user: row.user_id,
      user_details: personRef(row.user_id, {
        full_name: row.user_full_name ?? null,
        is_deleted: row.user_is_deleted ?? null,
      }),
      type: row.type,
      created_at: row.created_at.toISOString(),
    });
    const exists = async (id: number) =>
      (await sql`SELECT 1 FROM ${ownerTable} WHERE id = ${id}`.execute(fastify.db)).rows.length > 0;
    async function visibleOwner(request: FastifyRequest, id: number) {
      if (!(await exists(id))) throw notFound();
      if (!(await options.canSee(request, id))) throw forbidden();
    }
    async function visibleFile(request: FastifyRequest, id: number) {
      const [row] = await rows(sql`id = ${id}`);
      if (!row) throw notFound();
      if (!(await options.canSee(request, row.owner))) throw forbidden();
      return row;
    }

    fastify.get(
      '/:id(^\\d+)/files/',
      {
        config: { access: 'signedIn' },
        schema: {
          summary: 'Its files, newest first',
          tags,
          params: IdParams,
          response: { 200: OwnedFiles, 404: Detail },
        },
      },
      async (request) => {
        await visibleOwner(request, request.params.id);
        return (await rows(sql`${ownerColumn} = ${request.params.id}`)).map((row) => answer(request, row));
      },
    );

    fastify.post(
      `/:id(^\\d+)/${options.uploadPath ?? 'files'}/`,
      {
        config: { access: 'signedIn' },
        schema: {
          summary: 'Upload files (multipart, any number of file parts, each at most 150 MB)',
          tags,
          params: IdParams,
          consumes: ['multipart/form-data'],
          response: { 201: OwnedFiles, 400: FieldErrors, 404: Detail, 413: Detail },
        },
      },
      async (request, reply) => {
        if (!request.isMultipart()) throw fieldErrors({ file: [NO_FILE] });
        await visibleOwner(request, request.params.id);
        const by = signedInPerson(request).id;
        const saved = await storeAndSave(request, storage, async (stored) => {
          const created = await fastify.db.transaction().execute(async (trx) => {
            const { rows: added } = await sql<{
              id: number;
              name: string;
            }>`INSERT INTO ${table} (${ownerColumn}, name, size, type, storage_key, user_id)
              SELECT ${request.params.id}, f->>'name', (f->>'size')::bigint, f->>'type', f->>'storage_key', ${by}
              FROM jsonb_array_elements(${JSON.stringify(stored)}::jsonb) f RETURNING id, name`.execute(trx);
            await recordActivity(
              trx,
              ...added.map((file) => ({
                type: 'fileAdded' as const,
                by,
                args: { ...ownerArgs(request.params.id), file: { id: file.id, name: file.name } },
                document: file.name,
              })),
            );
            return added;
          });
          return rows(sql`id = any(${created.map((row) => row.id)}::int[])`);
        });
        return reply.code(201).send(saved.map((row) => answer(request, row)));
      },
    );

    fastify.get(
      '/files/:id(^\\d+)/download/',
      {
        config: { access: 'signedIn' },
        schema: {
          summary: "A file's bytes, as an attachment",
          tags,
          params: IdParams,
          response: { 200: Bytes, 404: Detail },
        },
      },
      async (request, reply) => {
        const row = await visibleFile(request, request.params.id);
        if (!(await storage.exists(row.storage_key))) throw notFound();
        return sendStored(reply, storage, row, 'attachment');
      },
    );

    fastify.delete(
      '/files/:id(^\\d+)/',
      {
        config: { access: 'signedIn' },
        schema: { summary: 'Delete a file', tags, params: IdParams, response: { 204: Type.Null(), 404: Detail } },
      },
      async (request, reply) => {
        const row = await visibleFile(request, request.params.id);
        if (!(await options.canDelete(request, row))) throw forbidden();
        await fastify.db.transaction().execute(async (trx) => {
          const { rows: removed } = await sql`DELETE FROM ${table} WHERE id = ${row.id} RETURNING id`.execute(trx);
          if (removed.length)
            await recordActivity(trx, {
              type: 'fileRemoved',
              by: signedInPerson(request).id,
              args: { ...ownerArgs(row.owner), file: { id: row.id, name: row.name } },
              document: row.name,
            });
        });
        await storage.discard([row.storage_key], request.log);
        return reply.code(204).send(null);
      },
    );
  };
}
