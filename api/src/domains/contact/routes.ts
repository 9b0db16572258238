import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Detail, FieldErrors, IdParams } from '@ft8/contract/common';
import {
  Organisations,
  OutlookStatus,
  OutlookStatusQuery,
  PeopleListQuery,
  PersonDetail,
  PersonPage,
} from '@ft8/contract/contact';
import type { Static } from 'typebox';
import { notFound } from '../../http-error.js';
import { isStaff, signedInPerson } from '../../plugins/auth.js';
import { outlookStatusKey, waitForOutlookChange } from '../email/outlook/changes.js';
import { pageLinks } from '../../lib/paging.js';
import { contactEditRoutes } from './edit-routes.js';
import { peopleGroupCountsRoutes } from './group-counts-routes.js';
import { peopleListActionsRoutes } from './list-actions-routes.js';
import { listAccess, toPageQuery } from './list-query.js';
import type { PersonDto } from './hydration.js';

// `:id` only matches digits, so /people/organisations/ and non-numeric ids never reach these handlers.
const byId = '/:id(^\\d+)/';

export const contactRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { contact: people } = fastify.repos;
  await fastify.register(peopleGroupCountsRoutes);
  await fastify.register(contactEditRoutes);
  await fastify.register(peopleListActionsRoutes);

  fastify.get(
    '/',
    {
      prefixTrailingSlash: 'slash',
      config: { access: listAccess },
      schema: {
        summary: 'Contacts, paged',
        description:
          'With `fields`, each row holds only the keys named and `id` (`PersonFieldsPage`): less to read, hydrate and send.',
        tags: ['people'],
        querystring: PeopleListQuery,
        response: { 200: PersonPage, 400: FieldErrors },
      },
    },
    async (request, reply) => {
      const query = toPageQuery(request.query);
      const { count, results, next, previous } = await people.list(query);
      const links = pageLinks(request, count, query.limit, query.offset, { next, previous });
      if (!query.fields) return { count, ...links, results: results as PersonDto[] };
      // Rows of some keys are a PersonFieldsPage: they skip PersonPage's serializer (which writes every key).
      return reply.serializer(JSON.stringify).send({ count, ...links, results } as Static<typeof PersonPage>);
    },
  );

  fastify.get(
    '/organisations/',
    {
      config: { access: 'staff', referenceData: true },
      schema: { summary: 'Distinct company names, alphabetical', tags: ['people'], response: { 200: Organisations } },
    },
    async () => people.organisations(),
  );

  fastify.get(
    byId,
    {
      config: { access: 'staffOrSelf' },
      schema: {
        summary:
          'One contact with notes (the notes are the firm’s: a client or guest reading their own record gets none)',
        tags: ['people'],
        params: IdParams,
        response: { 200: PersonDetail, 404: Detail },
      },
    },
    async (request) => {
      const person = await people.findById(request.params.id);
      if (!person) throw notFound();
      // Notes are what the firm's staff write about a contact; a client or guest reads their own record without them.
      const notes = isStaff(signedInPerson(request)) ? await people.findNotes(person.id) : [];
      return { ...person, notes };
    },
  );

  fastify.get(
    `${byId}outlook_status/`,
    {
      config: { access: 'staffOrSelf' },
      schema: {
        summary: "A person's Outlook connection; with known and wait, answered when it differs from known (long poll)",
        tags: ['people'],
        params: IdParams,
        querystring: OutlookStatusQuery,
        response: { 200: OutlookStatus, 404: Detail },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (!(await people.exists(id))) throw notFound();
      const status = await people.outlookStatus(id);
      const { known, wait } = request.query;
      if (!wait || known !== outlookStatusKey(status)) return status;
      const gone = new AbortController();
      // The caller went away: stop waiting (the response's close; the request's fires once its body is read).
      reply.raw.once('close', () => gone.abort());
      const changed = waitForOutlookChange(id, wait * 1000, await people.outlookSubscriptionEnd(id), gone.signal);
      // Listening now; a change made since the read above was not heard, so read once more.
      const since = await people.outlookStatus(id);
      if (known !== outlookStatusKey(since)) {
        gone.abort();
        return since;
      }
      await changed;
      return people.outlookStatus(id);
    },
  );
};
