import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';

/** The mail sandbox's outbox (extension for end-to-end tests; registered only when enabled). */
export const mailRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get('/mail/', {
    config: { access: 'anyone' },
    schema: {
      summary: 'Mail the sandbox kept instead of sending, newest first (only with MAIL_SANDBOX_API=1)',
      tags: ['sandbox'],
      querystring: Type.Object({ to: Type.Optional(Type.String()) }),
      response: {
        200: Type.Array(Type.Object({ to: Type.String(), subject: Type.String(), body: Type.String(), created_at: Type.String({ format: 'date-time' }) })),
      },
    },
  }, async (request) => fastify.repos.mail.list(request.query.to?.trim().toLowerCase()));
};
