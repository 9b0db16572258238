import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Detail, FieldErrors, IdParams } from '@ft8/contract/common';
import {
  ProviderCreate,
  ProviderPatch,
  ProviderRelation,
  ProvidersState,
  ProvidersStateAnswer,
} from '@ft8/contract/project';
import { fieldErrors, forbidden, notFound } from '../../http-error.js';
import { signedInPerson } from '../../plugins/auth.js';
import { fullAccess, hasFullAccess, outsideReach } from './access.js';
import { doesNotExist } from '../../lib/people.js';

/**
 * Capital providers on a project (spec part 2 section 7, Members and providers): added, their state changed one by
 * one or many at once (answering the refreshed cp_summary), their notes kept. Full access (staff or an owner).
 */
export const providerRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { project: projects } = fastify.repos;
  const relation = async (project: number, id: number) =>
    (await projects.get(project))!.provider_relations.find((row) => row.id === id)!;

  fastify.post(
    '/providers/',
    {
      config: { access: 'signedIn' },
      schema: {
        summary: 'Add a capital provider to a project (a contact in a capital-provider category)',
        tags: ['providers'],
        body: ProviderCreate,
        response: { 201: ProviderRelation, 400: FieldErrors },
      },
    },
    async (request, reply) => {
      const { project, person, state = 1 } = request.body;
      if (!(await projects.get(project))) throw fieldErrors({ project: [doesNotExist(project)] });
      const me = signedInPerson(request);
      if (!(await hasFullAccess(request, me, project))) throw forbidden();
      const contact = (await outsideReach(request, me, project, [person])).length
        ? undefined
        : await projects.capitalProvider(person);
      if (!contact) throw fieldErrors({ person: [doesNotExist(person)] });
      // Spec part 2 section 1: the providers of a project are capital providers (the picker offers only them).
      if (!contact.is_capital_provider)
        throw fieldErrors({
          person: [`Only capital providers can be added to a project: ${contact.full_name} is not one.`],
        });
      const id = await projects.addProvider(project, person, state, signedInPerson(request).id);
      if (id === 'gone') throw fieldErrors({ person: [doesNotExist(person)] }); // merged away meanwhile
      if (id === undefined) throw fieldErrors({ person: ['This contact is a provider of the project already.'] });
      return reply.code(201).send(await relation(project, id));
    },
  );

  fastify.patch(
    '/providers/:id(^\\d+)/',
    {
      config: { access: 'signedIn' },
      schema: {
        summary: "Change a provider's state or notes",
        tags: ['providers'],
        params: IdParams,
        body: ProviderPatch,
        response: { 200: ProviderRelation, 400: FieldErrors, 404: Detail },
      },
    },
    async (request) => {
      const provider = await projects.provider(request.params.id);
      if (!provider) throw notFound();
      if (!(await hasFullAccess(request, signedInPerson(request), provider.project_id))) throw forbidden();
      const changes = { ...request.body };
      // Notes written without their times get them now (the first time, the creation time too).
      if (changes.notes !== undefined && changes.notes_updated_at === undefined) {
        const now = new Date().toISOString();
        changes.notes_updated_at = now;
        const current = await relation(provider.project_id, provider.id);
        if (!current.notes_created_at && changes.notes_created_at === undefined) changes.notes_created_at = now;
      }
      await projects.updateProvider(provider.id, changes, signedInPerson(request).id);
      return relation(provider.project_id, provider.id);
    },
  );

  fastify.post(
    '/:id(^\\d+)/capital_provider/',
    {
      config: { access: fullAccess },
      schema: {
        summary: 'One state for many providers of the project; answers them and the refreshed cp_summary',
        tags: ['providers'],
        params: IdParams,
        body: ProvidersState,
        response: { 200: ProvidersStateAnswer, 400: FieldErrors, 404: Detail },
      },
    },
    async (request) => {
      const project = await projects.get(request.params.id);
      if (!project) throw notFound();
      const known = new Set(project.provider_relations.map((row) => row.id));
      const unknown = request.body.ids.filter((id) => !known.has(id));
      if (unknown.length) throw fieldErrors({ ids: unknown.map(doesNotExist) });
      return projects.setProvidersState(project.id, request.body.ids, request.body.state, signedInPerson(request).id);
    },
  );
};
