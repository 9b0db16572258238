import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { FieldErrors } from '@ft8/contract/common';
import { EmailMessage } from '@ft8/contract/email-send';
import { SandboxInbound, SandboxMail, SandboxMailQuery } from '@ft8/contract/email-sandbox';
import { fieldErrors } from '../../../http-error.js';
import { doesNotExist } from '../../../lib/people.js';
import { receiveInbound } from '../mailbox.js';
import { createEmailMessageRepository } from '../messages.js';
import { createOutboxRepository } from '../outbox.js';

/** The mail sandbox's outbox and inbound delivery (extensions for end-to-end tests; served only when enabled). */
export const sandboxRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const outbox = createOutboxRepository(fastify.db);
  fastify.get(
    '/mail/',
    {
      config: { access: 'anyone' },
      schema: {
        summary: 'Mail the sandbox kept instead of sending, newest first (only with MAIL_SANDBOX_API=1)',
        tags: ['sandbox'],
        querystring: SandboxMailQuery,
        response: { 200: SandboxMail },
      },
    },
    async (request) => outbox.list(request.query.to?.trim().toLowerCase()),
  );

  const messages = createEmailMessageRepository(fastify.db);
  fastify.post(
    '/inbound/',
    {
      config: { access: 'anyone' },
      schema: {
        summary:
          "Deliver a message from any address to a user's mailbox, as if it had arrived (only with MAIL_SANDBOX_API=1): " +
          'threads, email activity and New Contacts can be tried without Microsoft',
        tags: ['sandbox'],
        body: SandboxInbound,
        response: { 201: EmailMessage, 400: FieldErrors },
      },
    },
    async (request, reply) => {
      const { body } = request;
      const owner = await fastify.db
        .selectFrom('person')
        .select('id')
        .where('id', '=', body.to)
        .where('password_hash', 'is not', null)
        .where('is_deleted', '=', false)
        .executeTakeFirst();
      if (!owner) throw fieldErrors({ to: [doesNotExist(body.to)] });
      const { id } = await receiveInbound(fastify.db, {
        ownerId: owner.id,
        from: body.from,
        subject: body.subject,
        content: body.content,
        cc: body.cc,
        conversationId: body.conversation_id,
      });
      return reply.code(201).send((await messages.byId(owner.id, id))!);
    },
  );
};
