import type { RestClient } from '../../rest/client.js';
import { perKeyLoader } from '../../rest/loader.js';
import { columnsAnswer, projectAnswer, taskPageAnswer } from './answers.js';
import { revisionOf } from './board-events.js';
import type { BoardModel, TaskModel } from './models.js';

/** A project's tasks in board order (the board asks for all of them: limit 10000, the REST maximum). */
export async function fetchTasks(rest: RestClient, projectId: number): Promise<TaskModel[]> {
  return (await rest.get('tasks/', taskPageAnswer, { project: projectId, limit: 10_000 })).results;
}

// Writes that keep coming between the reads: after this many tries the board is answered as it was last read.
const STABLE_READ_TRIES = 5;

const readColumns = (rest: RestClient, projectId: number) =>
  rest.withHeaders('GET', 'projects/columns/', columnsAnswer, { query: { project: projectId } });

/**
 * A board exactly as it was at one revision (its `sequence`), so that the events after it apply on top: the columns
 * (with the revision read before them), the tasks, then the revision again; if a write came in between, read again.
 * The tasks are put in their columns.
 */
export async function fetchBoard(rest: RestClient, projectId: number): Promise<BoardModel> {
  const [project, first] = await Promise.all([
    rest.get(`projects/${projectId}/`, projectAnswer),
    readColumns(rest, projectId),
  ]);
  let columns = first;
  for (let tries = 1; ; tries++) {
    const tasks = await fetchTasks(rest, projectId);
    const after = await readColumns(rest, projectId);
    const sequence = revisionOf(columns.headers) ?? 0;
    if (revisionOf(after.headers) === revisionOf(columns.headers) || tries >= STABLE_READ_TRIES) {
      const byColumn = new Map<number, TaskModel[]>(columns.value.map((column) => [column.id, []]));
      for (const task of tasks) byColumn.get(task.column)?.push(task);
      return {
        id: project.id,
        sequence,
        project,
        columns: columns.value.map((column) => ({ ...column, tasks: byColumn.get(column.id) ?? [] })),
      };
    }
    columns = after;
  }
}

export function createBoardLoaders(rest: RestClient) {
  return {
    board: perKeyLoader((projectId: number) => fetchBoard(rest, projectId)),
    tasks: perKeyLoader((projectId: number) => fetchTasks(rest, projectId)),
  };
}
