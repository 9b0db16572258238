import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { FieldErrors } from '@ft8/contract/common';
import { Person } from '@ft8/contract/contact';
import Type from 'typebox';
import { fieldErrors } from '../../http-error.js';
import { signedInPerson } from '../../plugins/auth.js';

const ItemsQuery = Type.Object({ items: Type.String({ pattern: '^\\s*0*\\d{1,9}(\\s*,\\s*0*\\d{1,9})*\\s*$', description: 'Contact ids, comma-separated' }) });
const ReactivateBody = Type.Object({ is_deleted: Type.Literal(false) }, { additionalProperties: false });

/**
 * The minimal reactivation path of `PATCH people/update_multiple/?items=` (body `{"is_deleted": false}`) for the
 * Deleted Contacts tab; the general bulk update replaces it (then this file and its one line in routes.ts go).
 */
export const reactivateRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.patch('/update_multiple/', {
    config: { access: 'admin' },
    schema: { summary: 'Reactivate deleted contacts', tags: ['contact management'], querystring: ItemsQuery, body: ReactivateBody, response: { 200: Type.Array(Person), 400: FieldErrors } },
  }, async (request) => {
    const ids = [...new Set(request.query.items.split(',').map((part) => Number(part.trim())))];
    if (ids.length > 10000) throw fieldErrors({ items: ['At most 10000 contacts at a time.'] });
    await fastify.repos.contactManagement.reactivate(ids, signedInPerson(request).id);
    return fastify.repos.contactManagement.people(ids);
  });
};
