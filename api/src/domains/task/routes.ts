import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Detail, FieldErrors, IdParams } from '@ft8/contract/common';
import { blankMessage, defaultPageSize, isBlank, maxPageSize } from '@ft8/contract/rules';
import { Task, TaskCreate, TaskListQuery, TaskPage, TaskPatch, taskStates } from '@ft8/contract/task';
import type { FastifyRequest } from 'fastify';
import Type from 'typebox';
import { fieldErrors, forbidden, notFound } from '../../http-error.js';
import { isStaff, signedInPerson } from '../../plugins/auth.js';
import { doesNotExist, unknownPeople } from '../../lib/people.js';
import { pageLinks } from '../../lib/paging.js';
import { boardAccess, outsideReach } from '../project/access.js';
import { atBoardRevision, BOARD_REVISION_HEADER, sendBoardRevision } from '../project/board-revision.js';
import { ownedFileRoutes } from '../file/owned-files.js';
import { createFileStorage } from '../file/storage.js';
import { commentRoutes } from './comment-routes.js';
import { AssigneesGone, type TaskChanges } from './repository.js';
import { taskFor } from './task-access.js';

const byId = '/:id(^\\d+)/';
const tags = ['tasks'];
const required = 'This field is required.';
const idsOf = (text: string | undefined) => text?.split(',').map(Number);

// Spec part 2 section 7 (Tasks): the board's tasks and their states, with their comments (comment-routes.ts) and files.
export const taskRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { task: tasks } = fastify.repos;
  const storage = createFileStorage(fastify.config);
  await fastify.register(commentRoutes);

  // Files on a task: seen and added by whoever sees the task; only their uploader deletes one (spec part 2
  // section 5).
  await fastify.register(
    ownedFileRoutes({
      owner: 'task',
      path: 'tasks',
      canSee: async (request, task) => {
        await taskFor(request, task);
        return true;
      },
      canDelete: async (request, file) => file.user_id === signedInPerson(request).id,
    }),
  );

  /**
   * Assignees must be contacts that are not deleted; one deleted since they were assigned stays (`kept`: the task's
   * assignees now), shown as 'User No Longer Exists' (spec part 2 section 8). Someone outside the firm assigns only
   * the project's team (outsideReach). `field` names the errors: `assignees`, or `add_assignees`.
   */
  async function checkPeople(
    request: FastifyRequest,
    project: number,
    people: number[] | undefined,
    errors: Record<string, string[]>,
    kept: readonly number[] = [],
    field: 'assignees' | 'add_assignees' = 'assignees',
  ) {
    const added = people?.filter((person) => !kept.includes(person));
    if (!added?.length) return;
    const missing = await unknownPeople(fastify.db, added, { activeOnly: true });
    const refused = missing.length ? missing : await outsideReach(request, signedInPerson(request), project, added);
    if (refused.length) errors[field] = refused.map(doesNotExist);
  }

  /**
   * `add_assignees` and `remove_assignees` (an extension): not with the whole list, and no one in both; those added
   * are checked as `assignees` are (`kept`: the task's assignees now); one removed must be a contact (a deleted one
   * may be).
   */
  async function checkAssigneeChanges(
    request: FastifyRequest,
    project: number,
    body: TaskChanges,
    errors: Record<string, string[]>,
    kept: readonly number[],
  ) {
    const { add_assignees: add, remove_assignees: remove } = body;
    if (body.assignees !== undefined) {
      errors.non_field_errors = [
        'Send either assignees (the whole list) or add_assignees and remove_assignees, not both.',
      ];
      return;
    }
    const both = add?.filter((person) => remove?.includes(person)) ?? [];
    if (both.length)
      errors.remove_assignees = [...new Set(both)].map((person) => `${person} is also in add_assignees.`);
    await checkPeople(request, project, add, errors, kept, 'add_assignees');
    const missing = remove?.length ? await unknownPeople(fastify.db, remove) : [];
    if (missing.length) errors.remove_assignees = missing.map(doesNotExist);
  }

  fastify.get(
    '/',
    {
      prefixTrailingSlash: 'slash',
      config: { access: 'signedIn' },
      schema: {
        summary: 'Tasks (the board asks for one project with limit=10000); others than staff see their projects’ tasks',
        description: `With \`project\`, the \`${BOARD_REVISION_HEADER}\` header holds the board's revision the tasks were read at
(one snapshot, as the columns' list).`,
        tags,
        querystring: TaskListQuery,
        response: { 200: TaskPage },
      },
    },
    async (request, reply) => {
      const { query } = request;
      const me = signedInPerson(request);
      const limit = Math.min(query.limit || defaultPageSize, maxPageSize);
      const offset = query.offset ?? 0;
      const projects = query.project ? [query.project] : idsOf(query.projects);
      const listQuery = {
        limit,
        offset,
        projects,
        assignees: idsOf(query.assignees),
        dueFrom: query.due_date__gte,
        dueTo: query.due_date__lte,
        search: query.search?.trim() || undefined,
        columnName: query.column__name,
        state: query.state,
        ordering: query.ordering,
        visibleTo: isStaff(me) ? undefined : me.id,
      };
      // One project's tasks (the board's read) come with the board's revision they were read at, so that the bff
      // reads them beside the columns and knows both are of one revision.
      const read = query.project
        ? await atBoardRevision(fastify.db, query.project, (trx) => tasks.list(listQuery, trx))
        : { revision: undefined, value: await tasks.list(listQuery) };
      // The revision tells how busy a board is: only for those on its team (the list itself holds no task of others).
      if (read.revision !== undefined && (await boardAccess(request, me, query.project!)).onTeam)
        sendBoardRevision(reply, read.revision);
      const { count, results } = read.value;
      return { count, ...pageLinks(request, count, limit, offset), results };
    },
  );

  fastify.post(
    '/',
    {
      prefixTrailingSlash: 'slash',
      config: { access: 'signedIn' },
      schema: {
        summary: 'Add a task to a column (staff, owners and members of the project)',
        tags,
        body: TaskCreate,
        response: { 201: Task, 400: FieldErrors },
      },
    },
    async (request, reply) => {
      const body = request.body;
      // Permission before the fields: someone who may not add tasks to the project learns nothing more (and a stale
      // draft of theirs gets the refusal, not a field message).
      if (body.project !== undefined && !(await boardAccess(request, signedInPerson(request), body.project)).board)
        throw forbidden();
      const errors: Record<string, string[]> = {};
      if (body.title === undefined) errors.title = [required];
      else if (isBlank(body.title)) errors.title = [blankMessage];
      if (body.project === undefined) errors.project = [required];
      if (body.column === undefined) errors.column = [required];
      const columnProject = body.column === undefined ? undefined : await tasks.columnProject(body.column);
      if (body.column !== undefined && columnProject === undefined) errors.column = [doesNotExist(body.column)];
      else if (body.project !== undefined && columnProject !== undefined && columnProject !== body.project)
        errors.column = ['This column is not on the project’s board.'];
      if (body.project !== undefined) await checkPeople(request, body.project, body.assignees, errors);
      if (Object.keys(errors).length) throw fieldErrors(errors);
      const created = await tasks.create(
        {
          title: body.title!,
          description: body.description ?? null,
          project: body.project!,
          column: body.column!,
          position: body.position,
          assignees: body.assignees ?? [],
          due_date: body.due_date ?? null,
        },
        signedInPerson(request).id,
      );
      // The project was deleted meanwhile, or an assignee merged away.
      if (!created) throw fieldErrors({ project: [doesNotExist(body.project!)] });
      if (created.gone) throw fieldErrors({ assignees: created.gone.map(doesNotExist) });
      sendBoardRevision(reply, created.revision);
      return reply.code(201).send((await tasks.get(created.id))!);
    },
  );

  fastify.get(
    byId,
    {
      config: { access: 'signedIn' },
      schema: { summary: 'One task', tags, params: IdParams, response: { 200: Task, 404: Detail } },
    },
    async (request) => {
      await taskFor(request, request.params.id);
      return (await tasks.get(request.params.id))!;
    },
  );

  fastify.patch(
    byId,
    {
      config: { access: 'signedIn' },
      schema: {
        summary: 'Change a task (full access or its creator); `column` and `position` move it on the board',
        description: `The fields sent change. Extension: \`add_assignees\` and \`remove_assignees\` change the assignees
by difference, in the write's transaction under the board's lock, so that two people assigning different people at once
both keep theirs (a whole \`assignees\` list replaces the assignees, as the spec says). A person added follows the rules
of \`assignees\` (a current contact; for someone outside the firm, one of the project's team), and is a 400 on
\`add_assignees\` otherwise, with the message \`assignees\` has; a person removed must be a contact (400 on
\`remove_assignees\`). With \`assignees\` in the same body, or one person in both, the request is a 400.`,
        tags,
        params: IdParams,
        body: TaskPatch,
        response: { 200: Task, 400: FieldErrors, 404: Detail },
      },
    },
    async (request, reply) => {
      const { task, access, own } = await taskFor(request, request.params.id);
      const body = request.body;
      const moving = body.column !== undefined || body.position !== undefined;
      const editing = ['title', 'description', 'assignees', 'add_assignees', 'remove_assignees', 'due_date'].some(
        (field) => body[field as keyof typeof body] !== undefined,
      );
      if ((editing && !access.full && !own) || (moving && !access.board && !own)) throw forbidden();
      const errors: Record<string, string[]> = {};
      if (body.title !== undefined && isBlank(body.title)) errors.title = [blankMessage];
      if (body.column !== undefined && (await tasks.columnProject(body.column)) !== task.project_id)
        errors.column = ['This column is not on the project’s board.'];
      const byDifference = body.add_assignees !== undefined || body.remove_assignees !== undefined;
      const kept = body.assignees || byDifference ? await tasks.assigneeIds(task.id) : [];
      if (byDifference) await checkAssigneeChanges(request, task.project_id, body, errors, kept);
      else await checkPeople(request, task.project_id, body.assignees, errors, kept);
      if (Object.keys(errors).length) throw fieldErrors(errors);
      const revision = await tasks.update(task.id, body, signedInPerson(request).id).catch((error: unknown) => {
        if (error instanceof AssigneesGone) throw fieldErrors({ [error.field]: error.people.map(doesNotExist) });
        throw error;
      });
      if (revision === undefined) throw notFound();
      sendBoardRevision(reply, revision);
      return (await tasks.get(task.id))!;
    },
  );

  fastify.delete(
    byId,
    {
      config: { access: 'signedIn' },
      schema: {
        summary: 'Delete a task (full access)',
        tags,
        params: IdParams,
        response: { 204: Type.Null(), 404: Detail },
      },
    },
    async (request, reply) => {
      const { task, access } = await taskFor(request, request.params.id);
      if (!access.full) throw forbidden();
      const deleted = await tasks.delete(task.id, signedInPerson(request).id);
      if (!deleted) throw notFound(); // deleted meanwhile
      sendBoardRevision(reply, deleted.revision);
      await storage.discard(deleted.keys, request.log);
      return reply.code(204).send(null);
    },
  );

  // States (spec part 2 section 4): To Do -> Submitted by Submit for Approval (the board's people, its creator or
  // an assignee); Submitted -> Approved or back to To Do by Approve and Reject (full access).
  const transitions = [
    {
      action: 'submit',
      from: taskStates.toDo,
      to: taskStates.submitted,
      needs: 'board',
      refusal: 'Only a task to do can be submitted.',
    },
    {
      action: 'approve',
      from: taskStates.submitted,
      to: taskStates.approved,
      needs: 'full',
      refusal: 'Only a submitted task can be approved.',
    },
    {
      action: 'reject',
      from: taskStates.submitted,
      to: taskStates.toDo,
      needs: 'full',
      refusal: 'Only a submitted task can be rejected.',
    },
  ] as const;
  for (const transition of transitions) {
    fastify.post(
      `${byId}${transition.action}/`,
      {
        config: { access: 'signedIn' },
        schema: {
          summary: `${transition.action[0]!.toUpperCase()}${transition.action.slice(1)} a task; answers the updated task`,
          tags,
          params: IdParams,
          response: { 200: Task, 400: FieldErrors, 404: Detail },
        },
      },
      async (request, reply) => {
        const { task, access, own, me } = await taskFor(request, request.params.id);
        const allowed =
          transition.needs === 'full' ? access.full : access.board || own || (await tasks.isAssigned(task.id, me.id));
        if (!allowed) throw forbidden();
        if (task.state !== transition.from) throw fieldErrors({ non_field_errors: [transition.refusal] });
        // Checked again under the board's lock: someone else may have approved or rejected it meanwhile.
        const revision = await tasks.setState(task.id, transition.from, transition.to, me.id);
        if (revision === undefined) throw notFound();
        if (revision === 'refused') throw fieldErrors({ non_field_errors: [transition.refusal] });
        sendBoardRevision(reply, revision);
        return (await tasks.get(task.id))!;
      },
    );
  }
};
