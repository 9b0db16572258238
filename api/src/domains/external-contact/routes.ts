import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { FieldErrors } from '@ft8/contract/common';
import { ExternalContacts, IdsBody } from '@ft8/contract/contact-management';
import Type from 'typebox';

/** New Contacts of Contact Management: `GET external_contacts/`, `DELETE external_contacts/delete_multiple/`. */
export const externalContactRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const repo = fastify.repos.externalContact;

  fastify.get(
    '/',
    {
      prefixTrailingSlash: 'slash',
      config: { access: 'admin' },
      schema: {
        summary: 'Email addresses seen in mail that belong to no contact',
        tags: ['contact management'],
        response: { 200: ExternalContacts },
      },
    },
    () => repo.list(),
  );

  fastify.delete(
    '/delete_multiple/',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Dismiss addresses for good',
        tags: ['contact management'],
        body: IdsBody,
        response: { 204: Type.Null(), 400: FieldErrors },
      },
    },
    async (request, reply) => {
      await repo.deleteMany(request.body.ids);
      return reply.code(204).send(null);
    },
  );
};
