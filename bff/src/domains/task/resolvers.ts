import type { Context } from '../../context.js';
import type { Resolvers } from '../../generated/resolvers.js';
import { restDelete } from '../../rest/delete.js';
import { RestError, type FieldError } from '../../rest/errors.js';
import { requireUser } from '../../security/access.js';
import {
  columnAnswer,
  columnJson,
  columnsAnswer,
  columnsJson,
  projectPageAnswer,
  taskAnswer,
  taskJson,
  taskPageAnswer,
  type BoardEventKind,
} from './answers.js';
import { boardEvents, boardWrite } from './board-events.js';
import { revisionOf } from './board-revision.js';
import { shownName } from '../contact/person-ref.js';
import { boardPresence } from './board-presence.js';
import { signedInSubscriber } from './board-access.js';
import type { BoardEventModel, BoardViewerModel } from './models.js';

const isId = (id: string) => /^[1-9]\d{0,8}$/.test(id);
const notAnId = (field: string) => ({ field, message: 'A valid integer is required.' });

/** A read that is null when the thing does not exist or the user may not see it (404, 403). */
async function orNull<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof RestError && (error.status === 404 || error.status === 403)) return null;
    throw error;
  }
}

type TaskWrite = { method: 'POST' | 'PATCH'; path: string; body: unknown };

/**
 * A task mutation: the REST write, then the board's subscribers told what happened, with the task as the api
 * answered it and the board revision it made; a 400 becomes `userErrors`.
 */
function taskChange(context: Context, kind: BoardEventKind, write: TaskWrite) {
  return boardWrite(
    context,
    (userErrors) => ({ task: null, userErrors }),
    async () => {
      const { value, headers } = await context.rest.withHeaders(write.method, write.path, taskJson, {
        body: write.body,
      });
      const task = taskAnswer(value);
      return {
        answer: { task, userErrors: [] },
        event: { project: task.project, kind, change: { sequence: revisionOf(headers), task: value } },
      };
    },
  );
}

const taskPath = (id: string) => `tasks/${encodeURIComponent(id)}/`;

/** The api names the assignee fields `assignees`, `add_assignees`, `remove_assignees`; the inputs by their ids. */
const assigneeFields: Record<string, string> = {
  assignees: 'assigneeIds',
  addAssignees: 'addAssigneeIds',
  removeAssignees: 'removeAssigneeIds',
};
const assigneeErrorField = (error: FieldError): FieldError => {
  const field = error.field === null ? undefined : assigneeFields[error.field];
  return field ? { ...error, field } : error;
};

export const taskResolvers: Resolvers = {
  Query: {
    board: (_parent, { projectId }, { loaders }) =>
      isId(projectId) ? orNull(loaders.task.board.load(Number(projectId))) : null,
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
      const result = await taskChange(context, 'TASK_CREATED', {
        method: 'POST',
        path: 'tasks/',
        body: {
          title: input.title,
          description: input.description ?? null,
          project: Number(input.projectId),
          column: Number(input.columnId),
          due_date: input.dueDate ?? null,
          assignees: (input.assigneeIds ?? []).map(Number),
          ...(input.position !== null && input.position !== undefined && { position: input.position }),
        },
      });
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
    updateTask: async (_parent, { input }, context) => {
      if (!isId(input.id)) return { task: null, userErrors: [notAnId('id')] };
      const lists = {
        assigneeIds: input.assigneeIds,
        addAssigneeIds: input.addAssigneeIds,
        removeAssigneeIds: input.removeAssigneeIds,
      };
      const notIds = Object.entries(lists).filter(([, ids]) => ids && !ids.every(isId));
      if (notIds.length) return { task: null, userErrors: notIds.map(([field]) => notAnId(field)) };
      // Added and removed people go as the api's difference (applied to the assignees as they are when it lands), so
      // that two people assigning at once both keep theirs; the event carries the task as the api answers it.
      const result = await taskChange(context, 'TASK_UPDATED', {
        method: 'PATCH',
        path: taskPath(input.id),
        body: {
          ...(input.title !== null && input.title !== undefined && { title: input.title }),
          ...(input.description !== undefined && { description: input.description }),
          ...(input.dueDate !== undefined && { due_date: input.dueDate }),
          ...(input.assigneeIds && { assignees: input.assigneeIds.map(Number) }),
          ...(input.addAssigneeIds && { add_assignees: input.addAssigneeIds.map(Number) }),
          ...(input.removeAssigneeIds && { remove_assignees: input.removeAssigneeIds.map(Number) }),
        },
      });
      return { ...result, userErrors: result.userErrors.map(assigneeErrorField) };
    },
    moveTask: (_parent, { input }, context) => {
      if (!isId(input.id) || !isId(input.columnId))
        return { task: null, userErrors: [notAnId(isId(input.id) ? 'columnId' : 'id')] };
      if (!Number.isInteger(input.position) || input.position < 0)
        return {
          task: null,
          userErrors: [{ field: 'position', message: 'Ensure this value is greater than or equal to 0.' }],
        };
      return taskChange(context, 'TASK_MOVED', {
        method: 'PATCH',
        path: taskPath(input.id),
        body: { column: Number(input.columnId), position: input.position },
      });
    },
    deleteTask: async (_parent, { input }, context) => {
      if (!isId(input.id)) return { deletedId: null, userErrors: [notAnId('id')] };
      return boardWrite(
        context,
        (userErrors) => ({ deletedId: null, userErrors }),
        async () => {
          const task = await context.rest.get(taskPath(input.id), taskAnswer);
          const answer = await context.rest.raw('DELETE', taskPath(input.id));
          if (answer.status !== 204) await restDelete(context.rest, taskPath(input.id)); // the api's error, as usual
          return {
            answer: { deletedId: input.id, userErrors: [] },
            event: {
              project: task.project,
              kind: 'TASK_DELETED',
              change: { sequence: revisionOf(answer.headers), task_id: task.id },
            },
          };
        },
      );
    },
    submitTask: (_parent, { input }, context) =>
      isId(input.id)
        ? taskChange(context, 'TASK_STATE_CHANGED', { method: 'POST', path: `${taskPath(input.id)}submit/`, body: {} })
        : { task: null, userErrors: [notAnId('id')] },
    approveTask: (_parent, { input }, context) =>
      isId(input.id)
        ? taskChange(context, 'TASK_STATE_CHANGED', { method: 'POST', path: `${taskPath(input.id)}approve/`, body: {} })
        : { task: null, userErrors: [notAnId('id')] },
    rejectTask: (_parent, { input }, context) =>
      isId(input.id)
        ? taskChange(context, 'TASK_STATE_CHANGED', { method: 'POST', path: `${taskPath(input.id)}reject/`, body: {} })
        : { task: null, userErrors: [notAnId('id')] },
    renameColumn: async (_parent, { input }, context) => {
      if (!isId(input.id)) return { column: null, userErrors: [notAnId('id')] };
      return boardWrite(
        context,
        (userErrors) => ({ column: null, userErrors }),
        async () => {
          const { value, headers } = await context.rest.withHeaders(
            'PATCH',
            `projects/columns/${input.id}/`,
            columnJson,
            { body: { name: input.name } },
          );
          const column = columnAnswer(value);
          return {
            answer: { column, userErrors: [] },
            event: {
              project: column.project,
              kind: 'COLUMN_RENAMED',
              change: { sequence: revisionOf(headers), columns: [value] },
            },
          };
        },
      );
    },
    setColumnsHidden: async (_parent, { input }, context) => {
      if (!input.columns.every((column) => isId(column.id))) return { columns: [], userErrors: [notAnId('columns')] };
      return boardWrite(
        context,
        (userErrors) => ({ columns: [], userErrors }),
        async () => {
          const { value, headers } = await context.rest.withHeaders(
            'POST',
            'projects/columns/change_columns_prefs/',
            columnsJson,
            { body: Object.fromEntries(input.columns.map((column) => [column.id, { hidden: column.hidden }])) },
          );
          const columns = columnsAnswer(value);
          return {
            answer: { columns, userErrors: [] },
            event: columns[0] && {
              project: columns[0].project,
              kind: 'COLUMNS_HIDDEN',
              change: { sequence: revisionOf(headers), columns: value },
            },
          };
        },
      );
    },
  },
  Subscription: {
    boardChanged: {
      // Access is the REST api's: the first read fails for someone who may not see the board.
      subscribe: async (_parent, { projectId, since }, context) => {
        await signedInSubscriber(context);
        if (!isId(projectId)) throw new RestError(404, { detail: 'Not found.' });
        return boardEvents(context, Number(projectId), since ?? null);
      },
      resolve: (payload: { boardChanged: BoardEventModel }) => payload.boardChanged,
    },
    boardPresence: {
      subscribe: async (_parent, { projectId }, context) => {
        await signedInSubscriber(context);
        if (!isId(projectId)) throw new RestError(404, { detail: 'Not found.' });
        // The Repeater itself, not a generator over it: a generator waiting for the next value would hold back the
        // subscriber's leaving (and with it the departure the others should see) until that value came.
        return boardPresence(context, Number(projectId));
      },
      resolve: (viewers: BoardViewerModel[]) => viewers,
    },
  },
  BoardEvent: {
    deletedTaskId: (event) => (event.deletedTaskId === null ? null : String(event.deletedTaskId)),
  },
  BoardViewer: {
    id: (viewer) => String(viewer.personId),
  },
  Board: {
    project: (board) => board.project,
  },
  BoardProject: {
    members: (project) => project.members,
  },
  ProjectMember: {
    personId: (member) => String(member.person),
    // A deleted member stays on the team (an owner may remove them) and reads 'User No Longer Exists'.
    fullName: (member) => shownName(member.personDetails),
    isUniversalOwner: (member) => member.personDetails.isUniversalOwner,
    isDeleted: (member) => member.personDetails.isDeleted === true,
  },
  BoardColumn: {
    total: (column) => column.progress.total,
    approved: (column) => column.progress.approved,
    tasks: async (column, _args, { loaders }) =>
      column.tasks ?? (await loaders.task.byProject.load(column.project)).filter((task) => task.column === column.id),
  },
  Task: {
    projectId: (task) => String(task.project),
    projectName: (task) => task.projectDetails.name,
    columnId: (task) => String(task.column),
    assignees: (task) => task.assigneesDetails,
    createdBy: (task) => task.createdByDetails,
  },
  // A deleted creator, assignee or comment author keeps their id and is shown by the spec's text.
  TaskPerson: {
    fullName: shownName,
  },
};
