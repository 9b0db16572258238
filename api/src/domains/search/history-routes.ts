import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Detail, FieldErrors, IdParams } from '@ft8/contract/common';
import { blankMessage, isBlank } from '@ft8/contract/rules';
import {
  parseSearchQuery,
  SearchHistoryCreate,
  SearchHistoryItem,
  SearchHistoryPage,
  SearchHistoryQuery,
  SearchShareBody,
} from '@ft8/contract/search';
import Type from 'typebox';
import { fieldErrors, forbidden, notFound } from '../../http-error.js';
import { pageLinks } from '../../lib/paging.js';
import { signedInPerson } from '../../plugins/auth.js';

/**
 * `search_history/` (spec part 2 section 7): the saved searches of the staff, each seen by its owner and by the
 * people it is shared with; only the owner deletes or shares it, and only with staff.
 */
export const searchHistoryRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { history } = fastify.repos.search;
  const byId = '/:id(^\\d+)/';

  fastify.get(
    '/',
    {
      prefixTrailingSlash: 'slash',
      config: { access: 'staff' },
      schema: {
        summary: 'My saved searches and those shared with me, newest first',
        tags: ['search'],
        querystring: SearchHistoryQuery,
        response: { 200: SearchHistoryPage, 400: FieldErrors },
      },
    },
    async (request) => {
      const limit = Math.min(request.query.limit || 200, 1000);
      const offset = request.query.offset ?? 0;
      const { count, results } = await history.list(signedInPerson(request).id, { ...request.query, limit, offset });
      return { count, ...pageLinks(request, count, limit, offset), results };
    },
  );

  fastify.post(
    '/',
    {
      prefixTrailingSlash: 'slash',
      config: { access: 'staff' },
      schema: {
        summary: 'Save a search (its owner is the caller)',
        tags: ['search'],
        body: SearchHistoryCreate,
        response: { 201: SearchHistoryItem, 400: FieldErrors },
      },
    },
    async (request, reply) => {
      const { title, type, query, rows, columns } = request.body;
      const errors: Record<string, string[]> = {};
      if (isBlank(title)) errors.title = [blankMessage];
      const parsed = parseSearchQuery(type, query);
      if (!parsed.ok) errors.query = [parsed.error];
      if (Object.keys(errors).length > 0) throw fieldErrors(errors);
      const item = await history.create(signedInPerson(request).id, {
        title,
        type,
        query,
        rows,
        columns: columns ?? [],
      });
      return reply.code(201).send(item);
    },
  );

  fastify.get(
    byId,
    {
      config: { access: 'staff' },
      schema: {
        summary: 'A saved search of mine or shared with me',
        tags: ['search'],
        params: IdParams,
        response: { 200: SearchHistoryItem, 404: Detail },
      },
    },
    async (request) => {
      const item = await history.get(signedInPerson(request).id, request.params.id);
      if (!item) throw notFound();
      return item;
    },
  );

  /** The search's owner when the caller may see it (404 otherwise), and a 403 unless the caller owns it. */
  const ownedByCaller = async (me: number, id: number) => {
    const owner = await history.ownerOf(me, id);
    if (owner === undefined) throw notFound();
    if (owner !== me) throw forbidden();
  };

  fastify.delete(
    byId,
    {
      config: { access: 'staff' },
      schema: {
        summary: 'Remove a saved search (its owner only)',
        tags: ['search'],
        params: IdParams,
        response: { 204: Type.Null(), 403: Detail, 404: Detail },
      },
    },
    async (request, reply) => {
      const me = signedInPerson(request).id;
      await ownedByCaller(me, request.params.id);
      await history.remove(request.params.id);
      return reply.code(204).send(null);
    },
  );

  fastify.post(
    `${byId}share/`,
    {
      config: { access: 'staff' },
      schema: {
        summary: 'Share a saved search with staff people (its owner only); answers the updated item',
        tags: ['search'],
        params: IdParams,
        body: SearchShareBody,
        response: { 200: SearchHistoryItem, 400: FieldErrors, 403: Detail, 404: Detail },
      },
    },
    async (request) => {
      const me = signedInPerson(request).id;
      await ownedByCaller(me, request.params.id);
      const refused = await history.notStaff(request.body.people);
      if (refused.length > 0)
        throw fieldErrors({ people: [`Only staff can be shared with: ${refused.join(', ')} cannot.`] });
      return history.share(me, request.params.id, request.body.people);
    },
  );
};
