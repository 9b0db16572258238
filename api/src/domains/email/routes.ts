import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Detail, FieldErrors, IdParams } from '@ft8/contract/common';
import {
  CreatedId,
  Draft,
  DraftCreate,
  DraftPatch,
  Drafts,
  DraftsQuery,
  IdsBody,
  SaveAsDraft,
  SaveAsTemplate,
  Template,
  TemplatePage,
  TemplatePatch,
  TemplatesQuery,
} from '@ft8/contract/email';
import { blankMessage, defaultPageSize, isBlank, maxPageSize } from '@ft8/contract/rules';
import type { FastifyRequest } from 'fastify';
import Type from 'typebox';
import { fieldErrors, forbidden, notFound } from '../../http-error.js';
import { isStaff, signedInPerson } from '../../plugins/auth.js';
import { ownedFileRoutes } from '../file/owned-files.js';
import { createFileStorage } from '../file/storage.js';
import { pageLinks } from '../../lib/paging.js';
import { checkDraft } from './draft-checks.js';
import { templateGroupCountsRoutes } from './template-group-counts-routes.js';

const byId = '/:id(^\\d+)/';
const Deleted = Type.Object({ deleted: Type.Array(Type.Integer()) });

/**
 * Email drafts (`emails/contexts/`) and templates (`emails/templates/`), spec part 2 section 7: the staff's own;
 * another account's draft or template is a 404. Sending, attachments and the Outlook provider come with the email
 * issue.
 */
export const emailRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { email } = fastify.repos;
  const storage = createFileStorage(fastify.config);

  type FileTable = 'email_draft_file' | 'email_template_file';
  const ownerColumn = { email_draft_file: 'email_draft_id', email_template_file: 'email_template_id' } as const;
  /**
   * A draft saved as a template, or a template made a draft (Load Template too), takes its attachments along: each
   * file's bytes are copied (each row owns its bytes, discarded with it), streamed, never held whole.
   */
  async function carryFiles(
    from: { table: FileTable; id: number },
    to: { table: FileTable; id: number },
    user: number,
  ) {
    const files = await fastify.db
      .selectFrom(from.table)
      .select(['name', 'size', 'type', 'storage_key'])
      .where(ownerColumn[from.table], '=', from.id)
      .orderBy('id')
      .execute();
    for (const file of files) {
      const stored = await storage.save(storage.read(file.storage_key));
      if ('tooBig' in stored) continue;
      const row = { name: file.name, size: file.size, type: file.type, storage_key: stored.key, user_id: user };
      if (to.table === 'email_draft_file')
        await fastify.db
          .insertInto('email_draft_file')
          .values({ ...row, email_draft_id: to.id })
          .execute();
      else
        await fastify.db
          .insertInto('email_template_file')
          .values({ ...row, email_template_id: to.id })
          .execute();
    }
  }
  const me = (request: FastifyRequest) => signedInPerson(request).id;

  // Attachments (`contexts/{id}/add_files/`, `contexts/files/{id}/`, the templates' likewise): the owner's only,
  // each at most 150 MB; another account's draft or template is a 404, as the draft itself.
  const yours =
    (find: (owner: number, id: number) => Promise<unknown>) => async (request: FastifyRequest, id: number) => {
      if (!isStaff(signedInPerson(request))) throw forbidden();
      if (!(await find(me(request), id))) throw notFound();
      return true;
    };
  for (const [owner, path, find] of [
    ['email_draft', 'contexts', (owner: number, id: number) => email.draft(owner, id)],
    ['email_template', 'templates', (owner: number, id: number) => email.template(owner, id)],
  ] as const) {
    const canSee = yours(find);
    await fastify.register(
      ownedFileRoutes({
        owner,
        path: `emails/${path}`,
        uploadPath: 'add_files',
        canSee,
        canDelete: async (request, file) => canSee(request, file.owner),
      }),
      { prefix: `/${path}` },
    );
  }

  fastify.get(
    '/contexts/',
    {
      config: { access: 'staff' },
      schema: {
        summary: 'Your drafts (is_sent=0) or sent drafts (is_sent=1), newest first',
        tags: ['emails'],
        querystring: DraftsQuery,
        response: { 200: Drafts },
      },
    },
    async (request) =>
      email.drafts(me(request), request.query.is_sent === undefined ? undefined : request.query.is_sent === '1'),
  );

  fastify.post(
    '/contexts/',
    {
      config: { access: 'staff' },
      schema: {
        summary: 'Create a draft',
        tags: ['emails'],
        body: DraftCreate,
        response: { 201: Draft, 400: FieldErrors },
      },
    },
    async (request, reply) => {
      const body = request.body;
      await checkDraft(fastify, body);
      const id = await email.createDraft(me(request), body);
      return reply.code(201).send((await email.draft(me(request), id))!);
    },
  );

  fastify.get(
    `/contexts${byId}`,
    {
      config: { access: 'staff' },
      schema: {
        summary: 'One of your drafts (extension: the spec names no path)',
        tags: ['emails'],
        params: IdParams,
        response: { 200: Draft, 404: Detail },
      },
    },
    async (request) => (await email.draft(me(request), request.params.id)) ?? Promise.reject(notFound()),
  );

  fastify.patch(
    `/contexts${byId}`,
    {
      config: { access: 'staff' },
      schema: {
        summary: 'Change a draft (the fields sent)',
        tags: ['emails'],
        params: IdParams,
        body: DraftPatch,
        response: { 200: Draft, 400: FieldErrors, 404: Detail },
      },
    },
    async (request) => {
      const body = request.body;
      await checkDraft(fastify, body);
      if (!(await email.updateDraft(me(request), request.params.id, body))) throw notFound();
      return (await email.draft(me(request), request.params.id))!;
    },
  );

  fastify.delete(
    `/contexts${byId}`,
    {
      config: { access: 'staff' },
      schema: {
        summary: 'Delete a draft',
        tags: ['emails'],
        params: IdParams,
        response: { 204: Type.Null(), 404: Detail },
      },
    },
    async (request, reply) => {
      const { deleted, storageKeys } = await email.deleteDrafts(me(request), [request.params.id]);
      if (deleted.length === 0) throw notFound();
      await storage.discard(storageKeys, request.log);
      return reply.code(204).send(null);
    },
  );

  fastify.delete(
    '/contexts/delete_multiple/',
    {
      config: { access: 'staff' },
      schema: { summary: 'Delete several of your drafts', tags: ['emails'], body: IdsBody, response: { 200: Deleted } },
    },
    async (request) => {
      const { deleted, storageKeys } = await email.deleteDrafts(me(request), request.body.ids);
      await storage.discard(storageKeys, request.log);
      return { deleted: deleted.sort((a, b) => a - b) };
    },
  );

  fastify.post(
    `/contexts${byId}save_as_template/`,
    {
      config: { access: 'staff' },
      schema: {
        summary: 'Save a draft as a template (a name is required)',
        tags: ['emails'],
        params: IdParams,
        body: SaveAsTemplate,
        response: { 201: Template, 400: FieldErrors, 404: Detail },
      },
    },
    async (request, reply) => {
      if (isBlank(request.body.name)) throw fieldErrors({ name: [blankMessage] });
      const template = await email.saveAsTemplate(me(request), request.params.id, request.body.name.trim());
      if (!template) throw notFound();
      await carryFiles(
        { table: 'email_draft_file', id: request.params.id },
        { table: 'email_template_file', id: template.id },
        me(request),
      );
      return reply.code(201).send((await email.template(me(request), template.id)) ?? template);
    },
  );

  fastify.get(
    '/templates/',
    {
      config: { access: 'staff' },
      schema: {
        summary: 'Your templates, paged: sort, search (name and subject), is_company=1',
        tags: ['emails'],
        querystring: TemplatesQuery,
        response: { 200: TemplatePage },
      },
    },
    async (request) => {
      const { query } = request;
      const limit = Math.min(query.limit || defaultPageSize, maxPageSize);
      const offset = query.offset ?? 0;
      const isCompany = query.is_company === undefined ? undefined : ['1', 'true'].includes(query.is_company);
      const { count, results } = await email.templates(me(request), {
        limit,
        offset,
        sort: query.sort ?? query.ordering,
        search: query.search?.trim() || undefined,
        isCompany,
      });
      return { count, ...pageLinks(request, count, limit, offset), results };
    },
  );

  await fastify.register(templateGroupCountsRoutes);

  fastify.post(
    '/templates/',
    {
      config: { access: 'staff' },
      schema: { summary: 'Create a blank template', tags: ['emails'], response: { 201: Template } },
    },
    async (request, reply) => reply.code(201).send(await email.createTemplate(me(request))),
  );

  // The spec names both paths for the same call.
  for (const path of ['/templates/', '/templates/delete_multiple/']) {
    fastify.delete(
      path,
      {
        config: { access: 'staff' },
        schema: {
          summary: 'Delete several of your templates',
          tags: ['emails'],
          body: IdsBody,
          response: { 200: Deleted },
        },
      },
      async (request) => ({
        deleted: (await email.deleteTemplates(me(request), request.body.ids)).sort((a, b) => a - b),
      }),
    );
  }

  fastify.get(
    `/templates${byId}`,
    {
      config: { access: 'staff' },
      schema: {
        summary: 'One of your templates (extension: the spec names no path)',
        tags: ['emails'],
        params: IdParams,
        response: { 200: Template, 404: Detail },
      },
    },
    async (request) => (await email.template(me(request), request.params.id)) ?? Promise.reject(notFound()),
  );

  fastify.patch(
    `/templates${byId}`,
    {
      config: { access: 'staff' },
      schema: {
        summary: 'Change a template',
        tags: ['emails'],
        params: IdParams,
        body: TemplatePatch,
        response: { 200: Template, 400: FieldErrors, 404: Detail },
      },
    },
    async (request) => {
      if (request.body.name !== undefined && isBlank(request.body.name)) throw fieldErrors({ name: [blankMessage] });
      return (await email.updateTemplate(me(request), request.params.id, request.body)) ?? Promise.reject(notFound());
    },
  );

  fastify.post(
    `/templates${byId}save_as_draft/`,
    {
      config: { access: 'staff' },
      schema: {
        summary: 'A new draft from a template, with these recipients; answers its id',
        tags: ['emails'],
        params: IdParams,
        body: SaveAsDraft,
        response: { 201: CreatedId, 400: FieldErrors, 404: Detail },
      },
    },
    async (request, reply) => {
      const body = request.body;
      await checkDraft(fastify, body);
      const id = await email.saveAsDraft(me(request), request.params.id, body);
      if (id === undefined) throw notFound();
      await carryFiles(
        { table: 'email_template_file', id: request.params.id },
        { table: 'email_draft_file', id },
        me(request),
      );
      return reply.code(201).send({ id });
    },
  );
};
