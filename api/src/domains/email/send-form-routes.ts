import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Detail, FieldErrors } from '@ft8/contract/common';
import { SendForm } from '@ft8/contract/email';
import { SendAnswer } from '@ft8/contract/email-send';
import type { FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import { fieldErrors, HttpError, notFound } from '../../http-error.js';
import { nulErrors } from '../../plugins/input-guards.js';
import { signedInPerson } from '../../plugins/auth.js';
import { recordActivity } from '../activity/record.js';
import type { NewFile } from '../file/repository.js';
import { createFileStorage } from '../file/storage.js';
import { checkDraft } from './draft-checks.js';
import { readSendForm, sendFormLimits } from './send-form.js';
import { notConnected } from './send-routes.js';
import { sendDraft } from './sending.js';

// DRF's answer to a body its parsers do not read (a JSON body where the route takes a form).
const unsupportedMediaType = (request: FastifyRequest) =>
  new HttpError(415, { detail: `Unsupported media type "${request.headers['content-type'] ?? ''}" in request.` });
const emptyList = 'This list may not be empty.';

/**
 * `POST emails/send/` (spec part 2 section 7, Emails: multipart): a message sent in one step. The form is a draft's
 * fields and its attachments; it becomes a draft with its files in one transaction (as `emails/contexts/` and
 * `add_files/` would make it), then that draft is sent as `emails/contexts/{id}/send/` sends one. A refused form
 * leaves no draft, no file row and no stored bytes. Sending stays outside that transaction: delivery is a network
 * call (provider.ts), and a message delivered must stay recorded even if another recipient's fails; a failed
 * recipient is retried through `emails/contexts/{draft}/send/`, as after a draft's send.
 */
export const emailSendFormRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const provider = fastify.mail.provider;
  const storage = createFileStorage(fastify.config);
  await fastify.register(multipart, sendFormLimits);
  // The files a request stored and no row holds yet: discarded when the request fails.
  const pending = new WeakMap<FastifyRequest, NewFile[]>();

  fastify.post(
    '/send/',
    {
      config: { access: 'staff' },
      schema: {
        summary:
          'Send a message in one step (multipart): the fields of a draft, `to` required, and any number of file parts ' +
          '(each at most 150 MB, at most 20) as attachments. Made a draft with its files, then sent as ' +
          'contexts/{id}/send/ sends one; a failed recipient is retried there. Needs a connected Outlook account',
        tags: ['emails'],
        consumes: ['multipart/form-data'],
        body: { content: { 'multipart/form-data': { schema: SendForm } } },
        response: { 200: SendAnswer, 400: FieldErrors, 413: Detail, 415: Detail },
      },
      // The form is read before validation, so that Fastify checks its fields against SendForm as any JSON body.
      preValidation: async (request) => {
        if (!request.isMultipart()) throw unsupportedMediaType(request);
        // Before the upload is read: nothing is stored for an account that may not send.
        if (!(await provider.isConnected(signedInPerson(request).id)))
          throw fieldErrors({ non_field_errors: [notConnected] });
        const { fields, files } = await readSendForm(request, storage);
        pending.set(request, files);
        // input-guards' check ran before the form was read.
        const unstorable = nulErrors(fields);
        if (Object.keys(unstorable).length) throw fieldErrors(unstorable);
        request.body = fields;
      },
      onError: async (request) => {
        const files = pending.get(request);
        pending.delete(request);
        if (files?.length)
          await storage.discard(
            files.map((file) => file.storage_key),
            request.log,
          );
      },
    },
    async (request) => {
      const me = signedInPerson(request).id;
      const fields = request.body as Static<typeof SendForm>;
      if (fields.to.length === 0) throw fieldErrors({ to: [emptyList] });
      await checkDraft(fastify, fields);
      const files = pending.get(request) ?? [];
      const draft = await fastify.db.transaction().execute(async (trx) => {
        const id = await fastify.repos.email.createDraft(me, fields, trx);
        if (files.length === 0) return id;
        const added = await trx
          .insertInto('email_draft_file')
          .values(files.map((file) => ({ ...file, email_draft_id: id, user_id: me })))
          .returning(['id', 'name'])
          .execute();
        // Contact Activity as for files added to a draft (add_files/).
        await recordActivity(
          trx,
          ...added.map((file) => ({
            type: 'fileAdded' as const,
            by: me,
            args: { email: id, file: { id: file.id, name: file.name } },
            document: file.name,
          })),
        );
        return id;
      });
      pending.delete(request); // the rows hold the files now
      const answer = await sendDraft(
        fastify.db,
        provider,
        me,
        draft,
        (error) => request.log.error({ err: error, draft }, 'sending a message failed'),
        (key) => storage.read(key),
      );
      return answer ?? Promise.reject(notFound()); // deleted meanwhile
    },
  );
};
