import type { Context } from '../../context.js';
import type { Resolvers } from '../../generated/resolvers.js';
import type { RestClient } from '../../rest/client.js';
import { restDelete } from '../../rest/delete.js';
import { RestError, userErrorsOr } from '../../rest/errors.js';
import { requireUser } from '../auth/require-user.js';
import { boardEvent, columnAnswer, columnsAnswer, projectPageAnswer, taskAnswer, taskPageAnswer } from './answers.js';
import { fetchBoard } from './loaders.js';
import type { BoardModel, TaskModel } from './models.js';

const isId = (id: string) => /^[1-9]\d{0,8}$/.test(id);
const notAnId = (field: string) => ({ field, message: 'A valid integer is required.' });

/** Tells every subscriber of the project's board, on every bff instance, that it changed. */
function changed(context: Context, projectId: number) {
  context.pubsub.publish('board', projectId, { project_id: projectId });
}

/** A read that is null when the thing does not exist or the user may not see it (404, 403). */
async function orNull<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof RestError && (error.status === 404 || error.status === 403)) return null;
    throw error;
  }
}

/** A task mutation: the REST call, then the board's subscribers told; a 400 becomes `userErrors`. */
async function taskChange(context: Context, call: (rest: RestClient) => Promise<TaskModel>) {
  try {
    const task = await call(context.rest);
    changed(context, task.project);
    return { task, userErrors: [] };
  } catch (error) {
    return { task: null, userErrors: userErrorsOr(error) };
  }
}

const taskPath = (id: string) => `tasks/${encodeURIComponent(id)}/`;

export const boardResolvers: Resolvers = {
  Query: {
    board: (_parent, { projectId }, { loaders }) =>
      isId(projectId) ? orNull(loaders.board.board.load(Number(projectId))) : null,
    task: (_parent, { id }, { rest }) => (isId(id) ? orNull(rest.get(taskPath(id), taskAnswer)) : null),
    boardProjects: async (_parent, _args, context) => {
      await requireUser(context);
      const page = await context.rest.get('projects/', projectPageAnswer, { limit: 10_000, ordering: 'name' });
      return page.results.map((project) => ({ id: project.id, name: project.name }));
    },
    myTasks: async (_parent, _args, context) => {
      const user = await requireUser(context);
      const page = await context.rest.get('tasks/', taskPageAnswer, {
        assignees: user.id,
        ordering: 'due_date',
        limit: 200,
      });
      return page.results;
    },
  },
  Mutation: {
    createTask: async (_parent, { input }, context) => {
      const errors = [
        ...(isId(input.projectId) ? [] : [notAnId('projectId')]),
        ...(isId(input.columnId) ? [] : [notAnId('columnId')]),
        ...((input.assigneeIds ?? []).every(isId) ? [] : [notAnId('assigneeIds')]),
      ];
      if (errors.length) return { task: null, userErrors: errors };
      const result = await taskChange(context, (rest) =>
        rest.send(
          'POST',
          'tasks/',
          {
            title: input.title,
            description: input.description ?? null,
            project: Number(input.projectId),
            column: Number(input.columnId),
            due_date: input.dueDate ?? null,
            assignees: (input.assigneeIds ?? []).map(Number),
            ...(input.position !== null && input.position !== undefined && { position: input.position }),
          },
          taskAnswer,
        ),
      );
      // The api names its fields `project` and `column`; the input names them `projectId` and `columnId`.
      return {
        ...result,
        userErrors: result.userErrors.map((error) =>
          error.field === 'project' || error.field === 'column' || error.field === 'assignees'
            ? { ...error, field: error.field === 'assignees' ? 'assigneeIds' : `${error.field}Id` }
            : error,
        ),
      };
    },
    updateTask: (_parent, { input }, context) => {
      if (!isId(input.id)) return { task: null, userErrors: [notAnId('id')] };
      if (input.assigneeIds && !input.assigneeIds.every(isId))
        return { task: null, userErrors: [notAnId('assigneeIds')] };
      return taskChange(context, (rest) =>
        rest.send(
          'PATCH',
          taskPath(input.id),
          {
            ...(input.title !== null && input.title !== undefined && { title: input.title }),
            ...(input.description !== undefined && { description: input.description }),
            ...(input.dueDate !== undefined && { due_date: input.dueDate }),
            ...(input.assigneeIds && { assignees: input.assigneeIds.map(Number) }),
          },
          taskAnswer,
        ),
      );
    },
    moveTask: (_parent, { input }, context) => {
      if (!isId(input.id) || !isId(input.columnId))
        return { task: null, userErrors: [notAnId(isId(input.id) ? 'columnId' : 'id')] };
      if (!Number.isInteger(input.position) || input.position < 0)
        return {
          task: null,
          userErrors: [{ field: 'position', message: 'Ensure this value is greater than or equal to 0.' }],
        };
      return taskChange(context, (rest) =>
        rest.send(
          'PATCH',
          taskPath(input.id),
          { column: Number(input.columnId), position: input.position },
          taskAnswer,
        ),
      );
    },
    deleteTask: async (_parent, { input }, context) => {
      if (!isId(input.id)) return { deletedId: null, userErrors: [notAnId('id')] };
      try {
        const task = await context.rest.get(taskPath(input.id), taskAnswer);
        await restDelete(context.rest, taskPath(input.id));
        changed(context, task.project);
        return { deletedId: input.id, userErrors: [] };
      } catch (error) {
        return { deletedId: null, userErrors: userErrorsOr(error) };
      }
    },
    submitTask: (_parent, { input }, context) =>
      isId(input.id)
        ? taskChange(context, (rest) => rest.send('POST', `${taskPath(input.id)}submit/`, {}, taskAnswer))
        : { task: null, userErrors: [notAnId('id')] },
    approveTask: (_parent, { input }, context) =>
      isId(input.id)
        ? taskChange(context, (rest) => rest.send('POST', `${taskPath(input.id)}approve/`, {}, taskAnswer))
        : { task: null, userErrors: [notAnId('id')] },
    rejectTask: (_parent, { input }, context) =>
      isId(input.id)
        ? taskChange(context, (rest) => rest.send('POST', `${taskPath(input.id)}reject/`, {}, taskAnswer))
        : { task: null, userErrors: [notAnId('id')] },
    renameColumn: async (_parent, { input }, context) => {
      if (!isId(input.id)) return { column: null, userErrors: [notAnId('id')] };
      try {
        const column = await context.rest.send(
          'PATCH',
          `projects/columns/${input.id}/`,
          { name: input.name },
          columnAnswer,
        );
        changed(context, column.project);
        return { column, userErrors: [] };
      } catch (error) {
        return { column: null, userErrors: userErrorsOr(error) };
      }
    },
    setColumnsHidden: async (_parent, { input }, context) => {
      if (!input.columns.every((column) => isId(column.id))) return { columns: [], userErrors: [notAnId('columns')] };
      try {
        const columns = await context.rest.send(
          'POST',
          'projects/columns/change_columns_prefs/',
          Object.fromEntries(input.columns.map((column) => [column.id, { hidden: column.hidden }])),
          columnsAnswer,
        );
        if (columns[0]) changed(context, columns[0].project);
        return { columns, userErrors: [] };
      } catch (error) {
        return { columns: [], userErrors: userErrorsOr(error) };
      }
    },
  },
  Subscription: {
    boardChanged: {
      // Access is the REST api's: the first read fails for someone who may not see the board.
      subscribe: async (_parent, { projectId }, context) => {
        await requireUser(context);
        if (!isId(projectId)) throw new RestError(404, { detail: 'Not found.' });
        return boardUpdates(context, Number(projectId));
      },
      resolve: (payload: { boardChanged: BoardModel }) => payload.boardChanged,
    },
  },
  Board: {
    project: (board) => board.project,
  },
  BoardProject: {
    members: (project) => project.members,
  },
  ProjectMember: {
    personId: (member) => String(member.person),
    fullName: (member) => member.personDetails.fullName,
    isUniversalOwner: (member) => member.personDetails.isUniversalOwner,
  },
  BoardColumn: {
    total: (column) => column.progress.total,
    approved: (column) => column.progress.approved,
    tasks: async (column, _args, { loaders }) =>
      column.tasks ?? (await loaders.board.tasks.load(column.project)).filter((task) => task.column === column.id),
  },
  Task: {
    projectId: (task) => String(task.project),
    projectName: (task) => task.projectDetails.name,
    columnId: (task) => String(task.column),
    assignees: (task) => task.assigneesDetails,
    createdBy: (task) => task.createdByDetails,
  },
};

/**
 * The board now, then again after each change to it: every event on the project's topic (from any bff instance)
 * reads the board afresh with the subscriber's own token, so each member sees what their rights allow. Events that
 * come while a read is under way are folded into one more read.
 */
async function boardUpdates(
  context: Context,
  projectId: number,
): Promise<AsyncIterableIterator<{ boardChanged: BoardModel }>> {
  const events = context.pubsub.subscribe('board', projectId);
  const pull = events.next();
  await context.pubsub.ready();
  const first = await fetchBoard(context.rest, projectId);
  let pending: Promise<IteratorResult<unknown>> | null = pull;
  let sentFirst = false;
  let closed = false;
  const close = async (): Promise<IteratorResult<{ boardChanged: BoardModel }>> => {
    closed = true;
    await events.return?.();
    return { value: undefined, done: true };
  };
  const iterator: AsyncIterableIterator<{ boardChanged: BoardModel }> = {
    async next() {
      if (closed) return { value: undefined, done: true };
      if (!sentFirst) {
        sentFirst = true;
        return { value: { boardChanged: first }, done: false };
      }
      for (;;) {
        const event = await (pending ?? events.next());
        pending = null;
        if (closed || event.done) return close();
        try {
          boardEvent(event.value);
        } catch {
          continue; // A malformed event (from Redis) is not worth ending the subscription for.
        }
        return { value: { boardChanged: await fetchBoard(context.rest, projectId) }, done: false };
      }
    },
    return: close,
    async throw(error: unknown) {
      await close();
      throw error;
    },
    [Symbol.asyncIterator]: () => iterator,
  };
  return iterator;
}
