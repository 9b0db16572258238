import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SandboxMail, SandboxMailQuery } from '@ft8/contract/mail';

/** The mail sandbox's outbox (extension for end-to-end tests; registered only when enabled). */
export const mailRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
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
    async (request) => fastify.repos.mail.list(request.query.to?.trim().toLowerCase()),
  );
};
