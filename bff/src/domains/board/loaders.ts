import type { RestClient } from '../../rest/client.js';
import { perKeyLoader } from '../../rest/loader.js';
import { columnsAnswer, projectAnswer, taskPageAnswer } from './answers.js';
import type { BoardModel, TaskModel } from './models.js';

/** A project's tasks in board order (the board asks for all of them: limit 10000, the REST maximum). */
export async function fetchTasks(rest: RestClient, projectId: number): Promise<TaskModel[]> {
  return (await rest.get('tasks/', taskPageAnswer, { project: projectId, limit: 10_000 })).results;
}

/** A board: the project, its columns and its tasks, in three REST calls at once, the tasks put in their columns. */
export async function fetchBoard(rest: RestClient, projectId: number): Promise<BoardModel> {
  const [project, columns, tasks] = await Promise.all([
    rest.get(`projects/${projectId}/`, projectAnswer),
    rest.get('projects/columns/', columnsAnswer, { project: projectId }),
    fetchTasks(rest, projectId),
  ]);
  const byColumn = new Map<number, TaskModel[]>(columns.map((column) => [column.id, []]));
  for (const task of tasks) byColumn.get(task.column)?.push(task);
  return {
    id: project.id,
    project,
    columns: columns.map((column) => ({ ...column, tasks: byColumn.get(column.id) ?? [] })),
  };
}

export function createBoardLoaders(rest: RestClient) {
  return {
    board: perKeyLoader((projectId: number) => fetchBoard(rest, projectId)),
    tasks: perKeyLoader((projectId: number) => fetchTasks(rest, projectId)),
  };
}
