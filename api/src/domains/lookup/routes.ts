import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { LookupItem } from '../../schemas/common.js';
import { lookupKinds } from './repository.js';

const listSchemaOf = (kind: (typeof lookupKinds)[number]) => {
  if (kind === 'categories') return Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), is_cp: Type.Boolean() }));
  if (kind === 'subcategories') return Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), category: Type.Integer() }));
  if (kind === 'cp_subcategories') {
    return Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), is_debt: Type.Boolean(), is_equity: Type.Boolean() }));
  }
  return Type.Array(LookupItem);
};

const LookupLists = Type.Object(Object.fromEntries(lookupKinds.map((kind) => [kind, listSchemaOf(kind)])));

export const lookupRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get('/types/', {
    config: { access: 'signedIn', referenceData: true },
    schema: { summary: 'Every lookup list', tags: ['lookups'], response: { 200: LookupLists } },
  }, async () => fastify.repos.lookup.types());

  fastify.get('/tags/', {
    config: { access: 'signedIn', referenceData: true },
    schema: { summary: 'Every tag, alphabetical', tags: ['lookups'], response: { 200: Type.Array(LookupItem) } },
  }, async () => fastify.repos.lookup.tags());
};
