import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Detail, FieldErrors, IdParams } from '@ft8/contract/common';
import { Draft } from '@ft8/contract/email';
import {
  DraftPreview,
  DraftPreviewQuery,
  EmailMessage,
  EmailPage,
  EmailsQuery,
  ForwardChain,
  SendAnswer,
  SendProgress,
} from '@ft8/contract/email-send';
import { defaultPageSize, maxPageSize } from '@ft8/contract/rules';
import { fieldErrors, notFound } from '../../http-error.js';
import { doesNotExist } from '../../lib/people.js';
import { signedInPerson } from '../../plugins/auth.js';
import { pageLinks } from '../../lib/paging.js';
import { createFileStorage } from '../file/storage.js';
import { createForwardDraft } from './forward.js';
import { createEmailMessageRepository } from './messages.js';
import { draftMessages, sendDraft } from './sending.js';

/** Spec part 2 section 6: sending needs a connected Outlook account. */
export const notConnected = 'You need to be authenticated with Outlook to do that';
export const exclusiveFilters = 'Choose sender or receiver, not both.';

/**
 * Email messages and sending (spec part 2 section 7, Emails): staff read the messages exchanged with a contact
 * (`emails/?person=`), a thread (`conversation_id`) and one message, each as `readableBy` (messages.ts) allows: a
 * message with no contact is its mailbox's alone. A connected account sends its own drafts.
 */
export const emailSendRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const messages = createEmailMessageRepository(fastify.db);
  const provider = fastify.mail.provider;
  const storage = createFileStorage(fastify.config);

  fastify.get(
    '/',
    {
      prefixTrailingSlash: 'slash',
      config: { access: 'staff' },
      schema: {
        summary:
          "A contact's email activity (person), a thread (conversation_id), or all messages you may read, newest " +
          "first. A message with no contact in From, To or Cc is read by its mailbox's owner alone; a contact's Bcc " +
          'shows on their activity to that owner alone',
        tags: ['emails'],
        querystring: EmailsQuery,
        response: { 200: EmailPage, 400: FieldErrors },
      },
    },
    async (request) => {
      const { query } = request;
      if (query.sender !== undefined && query.receiver !== undefined)
        throw fieldErrors({ non_field_errors: [exclusiveFilters] });
      const limit = Math.min(query.limit || defaultPageSize, maxPageSize);
      const offset = query.offset ?? 0;
      const { count, results } = await messages.list(signedInPerson(request).id, {
        person: query.person,
        sender: query.sender,
        receiver: query.receiver,
        conversationId: query.conversation_id,
        search: query.search?.trim() || undefined,
        dateFrom: query.date_from,
        dateTo: query.date_to,
        ordering: query.ordering === 'date' ? 'date' : '-date',
        limit,
        offset,
      });
      return { count, ...pageLinks(request, count, limit, offset), results };
    },
  );

  fastify.get(
    '/:id(^\\d+)/',
    {
      config: { access: 'staff' },
      schema: {
        summary: "One email message you may read (another mailbox's message with no contact is not found)",
        tags: ['emails'],
        params: IdParams,
        response: { 200: EmailMessage, 404: Detail },
      },
    },
    async (request) =>
      (await messages.byId(signedInPerson(request).id, request.params.id)) ?? Promise.reject(notFound()),
  );

  fastify.post(
    '/forward_chain/',
    {
      config: { access: 'staff' },
      schema: {
        summary:
          "Create your forward draft of a message: 'Fw: subject', the message's header and body below an empty " +
          'paragraph, no recipients yet. Sent (contexts/{id}/send/), it goes as one message to every contact in To, ' +
          'in the same conversation, marked is_forwarded',
        tags: ['emails'],
        body: ForwardChain,
        response: { 201: Draft, 400: FieldErrors },
      },
    },
    async (request, reply) => {
      const me = signedInPerson(request).id;
      // A message you may not read does not exist for you: forwarding would copy its body into your draft.
      const message = await messages.byId(me, request.body.message);
      if (!message) throw fieldErrors({ message: [doesNotExist(request.body.message)] });
      const id = await createForwardDraft(fastify.db, me, message);
      return reply.code(201).send((await fastify.repos.email.draft(me, id))!);
    },
  );

  fastify.post(
    '/contexts/:id(^\\d+)/send/',
    {
      config: { access: 'staff' },
      schema: {
        summary:
          'Send your draft: one message per contact in To (per company with is_company), variables filled per ' +
          'recipient; a retry sends only to those not sent yet. Needs a connected Outlook account',
        tags: ['emails'],
        params: IdParams,
        response: { 200: SendAnswer, 400: FieldErrors, 404: Detail },
      },
    },
    async (request) => {
      const me = signedInPerson(request).id;
      if (!(await fastify.repos.email.draft(me, request.params.id))) throw notFound();
      if (!(await provider.isConnected(me))) throw fieldErrors({ non_field_errors: [notConnected] });
      const answer = await sendDraft(
        fastify.db,
        provider,
        me,
        request.params.id,
        (error) => request.log.error({ err: error, draft: request.params.id }, 'sending a message failed'),
        (key) => storage.read(key),
      );
      return answer ?? Promise.reject(notFound()); // deleted meanwhile
    },
  );

  fastify.get(
    '/contexts/:id(^\\d+)/preview/',
    {
      config: { access: 'staff' },
      schema: {
        summary:
          'Extension: what sending your draft would send, message by message (variables filled, your signature ' +
          'below), the first `limit` (20)',
        tags: ['emails'],
        params: IdParams,
        querystring: DraftPreviewQuery,
        response: { 200: DraftPreview, 404: Detail },
      },
    },
    async (request) => {
      const composed = await draftMessages(fastify.db, signedInPerson(request).id, request.params.id);
      if (!composed) throw notFound();
      return {
        count: composed.units.length,
        results: composed.units.slice(0, request.query.limit ?? 20).map(({ unit, message }) => ({
          recipient: unit.key,
          to: unit.to.map((person) => person.id),
          company: unit.company,
          subject: message.subject,
          content: message.content,
        })),
      };
    },
  );

  fastify.get(
    '/contexts/:id(^\\d+)/progress/',
    {
      config: { access: 'staff' },
      schema: {
        summary: 'Extension: how many of the messages your draft sends are delivered (read while a send runs)',
        tags: ['emails'],
        params: IdParams,
        response: { 200: SendProgress, 404: Detail },
      },
    },
    async (request) => {
      const me = signedInPerson(request).id;
      const composed = await draftMessages(fastify.db, me, request.params.id);
      if (!composed) throw notFound();
      const { sent } = await fastify.db
        .selectFrom('email_draft_delivery')
        .select((eb) => eb.fn.countAll<string>().as('sent'))
        .where('draft_id', '=', request.params.id)
        .where('message_id', 'is not', null)
        .executeTakeFirstOrThrow();
      return { total: composed.units.length, sent: Number(sent) };
    },
  );
};
