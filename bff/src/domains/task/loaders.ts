import type { RestClient } from '../../rest/client.js';
import { perKeyLoader } from '../../rest/loader.js';
import { columnsAnswer, commentsAnswer, projectAnswer, taskPageAnswer } from './answers.js';
import { revisionOf } from './board-revision.js';
import type { BoardModel, TaskModel } from './models.js';

/**
 * A project's tasks in board order (the board asks for all of them: limit 10000, the REST maximum), with the board's
 * revision they were read at (the `board-revision` header).
 */
const readTasks = (rest: RestClient, projectId: number) =>
  rest.withHeaders('GET', 'tasks/', taskPageAnswer, { query: { project: projectId, limit: 10_000 } });

async function fetchTasks(rest: RestClient, projectId: number): Promise<TaskModel[]> {
  return (await readTasks(rest, projectId)).value.results;
}

// Writes that keep coming between the reads: after this many tries the board is answered as it was last read.
const STABLE_READ_TRIES = 5;

/** The columns with the board's revision they were read at (the `board-revision` header). */
export const readColumns = (rest: RestClient, projectId: number) =>
  rest.withHeaders('GET', 'projects/columns/', columnsAnswer, { query: { project: projectId } });

/**
 * A board exactly as it was at one revision (its `sequence`), so that the events after it apply on top: the project,
 * the columns and the tasks at once; the api reads the columns and the tasks each under one snapshot and answers the
 * revision it read them at. When a write came between the two, both are read again. The tasks are put in their
 * columns.
 */
export async function fetchBoard(rest: RestClient, projectId: number): Promise<BoardModel> {
  for (let tries = 1; ; tries++) {
    const [project, columns, tasks] = await Promise.all([
      rest.get(`projects/${projectId}/`, projectAnswer),
      readColumns(rest, projectId),
      readTasks(rest, projectId),
    ]);
    const columnsAt = revisionOf(columns.headers) ?? 0;
    const tasksAt = revisionOf(tasks.headers) ?? 0;
    if (columnsAt === tasksAt || tries >= STABLE_READ_TRIES) {
      const byColumn = new Map<number, TaskModel[]>(columns.value.map((column) => [column.id, []]));
      for (const task of tasks.value.results) byColumn.get(task.column)?.push(task);
      return {
        id: project.id,
        // Still apart after the last try: the older one, so that no event after it is missed (events apply again
        // harmlessly: each puts a task or a column as it is now).
        sequence: Math.min(columnsAt, tasksAt),
        project,
        columns: columns.value.map((column) => ({ ...column, tasks: byColumn.get(column.id) ?? [] })),
      };
    }
  }
}

export function createTaskLoaders(rest: RestClient) {
  return {
    board: perKeyLoader((projectId: number) => fetchBoard(rest, projectId)),
    byProject: perKeyLoader((projectId: number) => fetchTasks(rest, projectId)),
    /** A task's comments (`GET tasks/comments/?task={id}`), one call per task per operation. */
    comments: perKeyLoader(
      async (taskId: number) => (await rest.get('tasks/comments/', commentsAnswer, { task: taskId })).results,
    ),
  };
}
