import type { BoardPage_BoardFragment } from '../../generated/graphql';

export { dueTone, progressColour, progressOf } from '../../lib/task-progress';

export type Board = BoardPage_BoardFragment;
export type BoardColumn = Board['columns'][number];
export type BoardTask = BoardColumn['tasks'][number];

/**
 * The board with a task moved to `columnId` at `index` (what a drag shows at once, before the server answers): the
 * task leaves its column, the others of both columns close up or make room, counts follow.
 */
export function moveTask(board: Board, taskId: string, columnId: string, index: number): Board {
  const task = board.columns.flatMap((column) => column.tasks).find((candidate) => candidate.id === taskId);
  if (!task) return board;
  const columns = board.columns.map((column) => {
    const rest = column.tasks.filter((candidate) => candidate.id !== taskId);
    if (column.id === columnId) rest.splice(Math.min(index, rest.length), 0, { ...task, columnId });
    const tasks = rest.map((candidate, position) =>
      candidate.position === position ? candidate : { ...candidate, position },
    );
    const approved = tasks.filter((candidate) => candidate.state === 'APPROVED').length;
    return { ...column, tasks, total: tasks.length, approved };
  });
  return { ...board, columns };
}

/** At most three avatars, then '+N' (spec part 2 section 2). */
export function avatarsOf<T>(people: readonly T[]): { shown: T[]; more: number } {
  return { shown: people.slice(0, 3), more: Math.max(0, people.length - 3) };
}

export const initials = (fullName: string) =>
  fullName
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');
