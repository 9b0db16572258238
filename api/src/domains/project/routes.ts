import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Detail, FieldErrors, IdParams } from '@ft8/contract/common';
import {
  AssignableProjects,
  AssignQuery,
  DeletedProjects,
  IdsParams,
  Membership,
  ProjectIdsBody,
  Projects,
  MembershipCreate,
  MembershipPatch,
  Project,
  ProjectCreate,
  ProjectListQuery,
  ProjectPage,
  ProjectPatch,
} from '@ft8/contract/project';
import { defaultPageSize, maxPageSize } from '@ft8/contract/rules';
import Type from 'typebox';
import { fieldErrors, forbidden, HttpError, notFound } from '../../http-error.js';
import { isStaff, signedInPerson } from '../../plugins/auth.js';
import { pageLinks } from '../../lib/paging.js';
import { fullAccess, hasFullAccess, managesTeam, outsideReach, projectFor, staffOrMember } from './access.js';
import { BOARD_REVISION_HEADER, sendBoardRevision } from './board-revision.js';
import { providerRoutes } from './provider-routes.js';
import { projectImportRoutes } from './import-routes.js';
import { projectGroupCountsRoutes } from './group-counts-routes.js';
import { projectListActionsRoutes } from './list-actions-routes.js';
import { toProjectFilters } from './filters.js';
import { ownedFileRoutes } from '../file/owned-files.js';
import { createFileStorage } from '../file/storage.js';
import { boardAccess } from './access.js';
import type { ProjectFields } from './repository.js';
import { projectWriteErrors } from './project-rules.js';
import { doesNotExist, unknownPeople } from '../../lib/people.js';

const byId = '/:id(^\\d+)/';
const clientRefusal = "Only the firm's staff can change a project's client.";
const tags = ['projects'];

/** Spec part 2 section 8 (Outlook needed): the 400 on loading the projects for emailing without Outlook. */
const outlookNeeded = 'Please, connect Outlook in order to send emails.';

// Spec part 2 section 7 (Projects; Members and providers): the project skeleton. The task board, providers, notes,
// files, import and assignment come with the projects issue.
export const projectRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { project: projects } = fastify.repos;
  await fastify.register(providerRoutes);
  await fastify.register(projectImportRoutes);
  await fastify.register(projectGroupCountsRoutes);
  await fastify.register(projectListActionsRoutes);
  // Files on a project: seen and added by whoever sees the project, deleted by their uploader or full access.
  await fastify.register(
    ownedFileRoutes({
      owner: 'project',
      path: 'projects',
      canSee: async (request, project) => (await boardAccess(request, signedInPerson(request), project)).view,
      canDelete: async (request, file) =>
        file.user_id === signedInPerson(request).id ||
        (await hasFullAccess(request, signedInPerson(request), file.owner)),
    }),
  );
  const storage = createFileStorage(fastify.config);

  /** Refuses a project write with its field errors (project-rules.ts). */
  async function writeErrors(fields: ProjectFields & { members?: { person: number }[] }, creating: boolean) {
    const errors = await projectWriteErrors(fastify.db, fields, creating);
    if (Object.keys(errors).length) throw fieldErrors(errors);
  }

  fastify.get(
    '/',
    {
      prefixTrailingSlash: 'slash',
      config: { access: 'signedIn' },
      schema: {
        summary: 'Projects: staff see every project, clients and guests the ones they are on the team of',
        tags,
        querystring: ProjectListQuery,
        response: { 200: ProjectPage, 400: FieldErrors, 403: Detail },
      },
    },
    async (request) => {
      const me = signedInPerson(request);
      const { query } = request;
      // Projects for emailing (spec part 2 section 7): the composer's, so staff's, and only with Outlook connected.
      if (query.email_to !== undefined) {
        if (!isStaff(me)) throw forbidden();
        if (!(await fastify.mail.provider.isConnected(me.id))) throw fieldErrors({ non_field_errors: [outlookNeeded] });
      }
      const limit = Math.min(query.limit || defaultPageSize, maxPageSize);
      const offset = query.offset ?? 0;
      const { count, results } = await projects.list({
        ...toProjectFilters(me, query),
        limit,
        offset,
        ordering: query.ordering,
        emailTo: query.email_to?.trim(),
      });
      return {
        count,
        ...pageLinks(request, count, limit, offset),
        results: results.map((project) => projectFor(me, project)),
      };
    },
  );

  fastify.post(
    '/',
    {
      prefixTrailingSlash: 'slash',
      config: { access: 'staff' },
      schema: {
        summary: 'Create a project (the universal owners join its team as owners)',
        tags,
        body: ProjectCreate,
        response: { 201: Project, 400: FieldErrors },
      },
    },
    async (request, reply) => {
      await writeErrors(request.body, true);
      const body = request.body as typeof request.body & { name: string; closing_date: string };
      const id = await projects.create(body, signedInPerson(request).id);
      return reply.code(201).send((await projects.get(id))!);
    },
  );

  fastify.get(
    byId,
    {
      config: { access: staffOrMember },
      schema: {
        summary: 'One project (a guest on its team does not read its providers, their summary or its notes)',
        tags,
        params: IdParams,
        response: { 200: Project, 404: Detail },
      },
    },
    async (request) => {
      const project = await projects.get(request.params.id);
      if (!project) throw notFound();
      return projectFor(signedInPerson(request), project);
    },
  );

  // PATCH changes the fields given; PUT (the spec's full update) refuses a body without the fields a new project needs.
  for (const method of ['patch', 'put'] as const) {
    fastify[method](
      byId,
      {
        config: { access: fullAccess },
        schema: {
          summary:
            method === 'patch'
              ? 'Change a project (staff or its owners): only the fields given'
              : 'Change a project (staff or its owners): name, client, closing_date and project_types must all be given',
          description: `A rename is a change of the project's board: the answer holds the board's new revision in the
\`${BOARD_REVISION_HEADER}\` header (an extension of the spec's contract, as on task writes); a save that keeps the name
has none.`,
          tags,
          params: IdParams,
          body: ProjectPatch,
          response: { 200: Project, 400: FieldErrors, 404: Detail },
        },
      },
      async (request, reply) => {
        // A team's owner from outside the firm edits their deal, but its client is the firm's to choose: any contact
        // id answered that contact's name from the firm's whole directory.
        if (!isStaff(signedInPerson(request)) && request.body.client !== undefined) {
          const current = await projects.get(request.params.id);
          if (!current) throw notFound();
          if (current.client !== request.body.client) throw new HttpError(403, { detail: clientRefusal });
        }
        await writeErrors(request.body, method === 'put');
        const updated = await projects.update(request.params.id, request.body, signedInPerson(request).id);
        if (!updated) throw notFound();
        // A rename is a change of the board (the bff tells its subscribers, numbered with it).
        if (updated.boardRevision !== null) sendBoardRevision(reply, updated.boardRevision);
        return (await projects.get(request.params.id))!;
      },
    );
  }

  fastify.delete(
    byId,
    {
      config: { access: fullAccess },
      schema: {
        summary: 'Delete a project (staff or its owners)',
        tags,
        params: IdParams,
        response: { 204: Type.Null(), 404: Detail },
      },
    },
    async (request, reply) => {
      const keys = await projects.delete(request.params.id, signedInPerson(request).id);
      if (!keys) throw notFound();
      await storage.discard(keys, request.log);
      return reply.code(204).send(null);
    },
  );

  fastify.get(
    '/details/:ids/',
    {
      config: { access: 'signedIn' },
      schema: {
        summary: 'Several projects by id (those the caller may see, in the order given)',
        tags,
        params: IdsParams,
        response: { 200: Projects },
      },
    },
    async (request) => {
      const me = signedInPerson(request);
      const found = await projects.details(request.params.ids.split(',').map(Number));
      return isStaff(me)
        ? found
        : found
            .filter((project) => project.members.some((member) => member.person === me.id))
            .map((project) => projectFor(me, project));
    },
  );

  fastify.delete(
    '/multiple/',
    {
      config: { access: 'signedIn' },
      schema: {
        summary: 'Delete several projects (staff, or an owner of each)',
        tags,
        body: ProjectIdsBody,
        response: { 200: DeletedProjects, 403: Detail },
      },
    },
    async (request) => {
      const me = signedInPerson(request);
      const ids = [...new Set(request.body.ids)];
      for (const id of ids) if (!(await hasFullAccess(request, me, id))) throw forbidden();
      const { deleted, keys } = await projects.deleteMany(ids, signedInPerson(request).id);
      await storage.discard(keys, request.log);
      return { deleted };
    },
  );

  fastify.get(
    '/assignable/',
    {
      config: { access: 'signedIn' },
      schema: {
        summary: 'The projects the caller may add people to (every one for staff, the ones they own otherwise)',
        tags,
        response: { 200: AssignableProjects },
      },
    },
    async (request) => {
      const me = signedInPerson(request);
      return projects.assignable(isStaff(me) ? 'all' : me.id);
    },
  );

  fastify.post(
    `${byId}assign/`,
    {
      config: { access: fullAccess },
      schema: {
        summary: 'Put contacts on the team (each must have accepted the invite); answers the team',
        tags,
        params: IdParams,
        querystring: AssignQuery,
        response: { 200: Type.Array(Membership), 400: FieldErrors, 404: Detail },
      },
    },
    async (request) => {
      if (!(await projects.get(request.params.id))) throw notFound();
      const people = [...new Set(request.query.people.split(',').map(Number))];
      const missing = await unknownPeople(fastify.db, people, { activeOnly: true });
      const unknown = missing.length
        ? missing
        : await outsideReach(request, signedInPerson(request), request.params.id, people);
      if (unknown.length) throw fieldErrors({ people: unknown.map(doesNotExist) });
      const notAccepted = await projects.notAccepted(people);
      if (notAccepted.length)
        throw fieldErrors({
          people: [
            `Only contacts who accepted their invite can join a project: ${notAccepted.map((row) => row.full_name ?? row.id).join(', ')}.`,
          ],
        });
      const assigned = await projects.assign(request.params.id, people, signedInPerson(request).id);
      if (assigned.gone) throw fieldErrors({ people: assigned.gone.map(doesNotExist) });
      return assigned.members;
    },
  );

  // The team. Managing owners and members is for admins and the project's owners (managesTeam, spec part 2 section 6).
  fastify.post(
    '/memberships/',
    {
      config: { access: 'signedIn' },
      schema: {
        summary: 'Add a person to a team (an admin or an owner of its team)',
        tags,
        body: MembershipCreate,
        response: { 201: Membership, 400: FieldErrors },
      },
    },
    async (request, reply) => {
      const { project, person, state } = request.body;
      const me = signedInPerson(request);
      if (!(await projects.get(project))) throw fieldErrors({ project: [doesNotExist(project)] });
      if (!(await managesTeam(request, me, project))) throw forbidden();
      // An owner outside the firm manages the team they have; contacts from the directory are added by staff.
      if ((await outsideReach(request, me, project, [person])).length)
        throw fieldErrors({ person: [doesNotExist(person)] });
      // A contact deleted or merged away (or none) is not added, checked under the contact's lock (spec part 2
      // section 8: deleted users are not assigned anew).
      const membership = await projects.addMember(project, person, state, signedInPerson(request).id);
      if (membership === 'gone') throw fieldErrors({ person: [doesNotExist(person)] });
      if (!membership) throw fieldErrors({ person: ['This person is already on the team.'] });
      return reply.code(201).send(membership);
    },
  );

  /** The membership in the path, once the caller is known to manage its project's team. */
  async function managedMembership(request: { params: { id: number } } & Parameters<typeof signedInPerson>[0]) {
    const membership = await projects.membership(request.params.id);
    if (!membership) throw notFound();
    if (!(await managesTeam(request, signedInPerson(request), membership.project))) throw forbidden();
    if (membership.person_details.is_universal_owner)
      throw fieldErrors({ non_field_errors: ["The universal owner's membership cannot change."] });
    return membership;
  }

  fastify.get(
    `/memberships${byId}`,
    {
      config: { access: 'signedIn' },
      schema: {
        summary: 'One membership (whoever sees its project): an extension, so that a removal can name its board',
        tags,
        params: IdParams,
        response: { 200: Membership, 404: Detail },
      },
    },
    async (request) => {
      const me = signedInPerson(request);
      const membership = await projects.membership(request.params.id);
      if (!membership) throw notFound();
      if (!isStaff(me) && (await projects.stateOn(membership.project, me.id)) === undefined) throw forbidden();
      return membership;
    },
  );

  fastify.patch(
    `/memberships${byId}`,
    {
      config: { access: 'signedIn' },
      schema: {
        summary: 'Make Owner / Make Member: change a membership state (an admin or an owner of its team)',
        tags,
        params: IdParams,
        body: MembershipPatch,
        response: { 200: Membership, 400: FieldErrors, 404: Detail },
      },
    },
    async (request) => {
      const membership = await managedMembership(request);
      await projects.setMemberState(membership.project, membership.id, request.body.state, signedInPerson(request).id);
      return { ...membership, state: request.body.state };
    },
  );

  fastify.delete(
    `/memberships${byId}`,
    {
      config: { access: 'signedIn' },
      schema: {
        summary: 'Remove a person from a team (an admin or an owner of its team)',
        tags,
        params: IdParams,
        response: { 204: Type.Null(), 400: FieldErrors, 404: Detail },
      },
    },
    async (request, reply) => {
      const membership = await managedMembership(request);
      await projects.removeMember(membership.project, membership.id, signedInPerson(request).id);
      return reply.code(204).send(null);
    },
  );
};
