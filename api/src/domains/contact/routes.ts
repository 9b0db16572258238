import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Detail, FieldErrors, IdParams } from '@ft8/contract/common';
import { CurrentUser, Organisations, OutlookStatus, PeopleListQuery, PersonDetail, PersonPage, PreferencesPatch } from '@ft8/contract/contact';
import { fieldErrors, notFound } from '../../http-error.js';
import { signedInPerson } from '../../plugins/auth.js';
import { pageLinks } from '../../routes/paging.js';
import { peopleGroupCountsRoutes } from './group-counts-routes.js';
import { peopleListActionsRoutes } from './list-actions-routes.js';
import { toPageQuery } from './list-query.js';

const editableHere = new Set(['table_column_prefs', 'sorting_prefs', 'signature']);

// `:id` only matches digits, so /people/organisations/ and non-numeric ids never reach these handlers.
const byId = '/:id(^\\d+)/';

export const contactRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { contact: people } = fastify.repos;
  await fastify.register(peopleGroupCountsRoutes);
  await fastify.register(peopleListActionsRoutes);

  fastify.get('/', {
    prefixTrailingSlash: 'slash',
    config: { access: 'staff' },
    schema: { summary: 'Contacts, paged', tags: ['people'], querystring: PeopleListQuery, response: { 200: PersonPage, 400: FieldErrors } },
  }, async (request) => {
    const query = toPageQuery(request.query);
    const { count, results, next, previous } = await people.list(query);
    return { count, ...pageLinks(request, count, query.limit, query.offset, { next, previous }), results };
  });

  fastify.get('/organisations/', {
    config: { access: 'staff', referenceData: true },
    schema: { summary: 'Distinct company names, alphabetical', tags: ['people'], response: { 200: Organisations } },
  }, async () => people.organisations());

  fastify.get(byId, {
    config: { access: 'staffOrSelf' },
    schema: { summary: 'One contact with notes', tags: ['people'], params: IdParams, response: { 200: PersonDetail, 404: Detail } },
  }, async (request) => {
    const person = await people.findById(request.params.id);
    if (!person) throw notFound();
    return { ...person, notes: await people.findNotes(person.id) };
  });

  fastify.patch(byId, {
    config: { access: 'self' },
    schema: {
      summary: 'Save your own preferences and signature (contact editing comes with a later issue)',
      tags: ['people'],
      params: IdParams,
      body: PreferencesPatch,
      response: { 200: CurrentUser, 400: FieldErrors },
    },
  }, async (request) => {
    const others = Object.keys(request.body).filter((field) => !editableHere.has(field));
    if (others.length > 0) throw fieldErrors(Object.fromEntries(others.map((field) => [field, ['This field cannot be changed here.']])));
    const id = signedInPerson(request).id;
    await people.updatePreferences(id, request.body);
    const user = await people.findCurrentUser(id);
    if (!user) throw notFound();
    return user;
  });

  fastify.get(`${byId}outlook_status/`, {
    config: { access: 'staffOrSelf' },
    schema: { summary: "A person's Outlook connection", tags: ['people'], params: IdParams, response: { 200: OutlookStatus, 404: Detail } },
  }, async (request) => {
    if (!(await people.exists(request.params.id))) throw notFound();
    return people.outlookStatus(request.params.id);
  });
};
