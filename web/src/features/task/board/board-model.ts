import type { BoardPage_BoardChangedSubscription, BoardPage_BoardFragment } from '../../../generated/graphql';

import { isStaff, type CurrentUser } from '../../../lib/current-user';

export { dueTone, progressColour, progressOf } from '../../../components/task/task-progress';

export type Board = BoardPage_BoardFragment;
export type BoardColumn = Board['columns'][number];
export type BoardTask = BoardColumn['tasks'][number];
export type BoardEvent = BoardPage_BoardChangedSubscription['boardChanged'];

/** A column's tasks numbered 0..n-1 in their order, with its counts to match. */
function renumbered(column: BoardColumn, tasks: BoardTask[]): BoardColumn {
  const numbered = tasks.map((task, position) => (task.position === position ? task : { ...task, position }));
  return counted({ ...column, tasks: numbered });
}

/** A column whose counts are those of the tasks it holds (the same column when they already are). */
function counted(column: BoardColumn): BoardColumn {
  const approved = column.tasks.filter((task) => task.state === 'APPROVED').length;
  return column.total === column.tasks.length && column.approved === approved
    ? column
    : { ...column, total: column.tasks.length, approved };
}

/**
 * The board with each column's counts (badge and progress) taken from the tasks it holds: the api counts every task
 * of a column, and a guest's board holds only the tasks assigned to them, so the counts must agree with the cards the
 * user can see. Staff's boards hold every task: their counts, and the board itself, stay as they are.
 */
export function withShownCounts(board: Board): Board {
  const columns = board.columns.map(counted);
  return columns.every((column, index) => column === board.columns[index]) ? board : { ...board, columns };
}

/**
 * The board after one event that follows it in sequence, as the server made it: a task is taken out of its column
 * and put at its position in its column now (the others close up or make room, as the api renumbers them); a deleted
 * one is taken out; changed columns take their new name and visibility. An event with the whole board replaces it.
 */
export function applyBoardEvent(board: Board, event: BoardEvent): Board {
  if (event.board) return withShownCounts(event.board);
  const { task, deletedTaskId, columns: changed } = event;
  const leaving = task?.id ?? deletedTaskId;
  const columns = board.columns.map((column) => {
    const change = changed?.find((candidate) => candidate.id === column.id);
    const named = change ? { ...column, name: change.name, hidden: change.hidden, position: change.position } : column;
    const holds = leaving !== null && column.tasks.some((candidate) => candidate.id === leaving);
    if (!holds && task?.columnId !== column.id) return named;
    const tasks = column.tasks.filter((candidate) => candidate.id !== leaving);
    if (task && task.columnId === column.id) tasks.splice(Math.min(task.position, tasks.length), 0, task);
    return renumbered(named, tasks);
  });
  return { ...board, sequence: event.sequence, columns };
}

/**
 * The board with a task moved to `columnId` at `index` (what a drag shows at once, before the server answers): the
 * task leaves its column, the others of both columns close up or make room, counts follow.
 */
export function moveTask(board: Board, taskId: string, columnId: string, index: number): Board {
  const task = board.columns.flatMap((column) => column.tasks).find((candidate) => candidate.id === taskId);
  if (!task) return board;
  const columns = board.columns.map((column) => {
    // Columns the move does not touch keep their identity, so their cards are not drawn again.
    if (column.id !== columnId && column.id !== task.columnId) return column;
    const rest = column.tasks.filter((candidate) => candidate.id !== taskId);
    if (column.id === columnId) rest.splice(Math.min(index, rest.length), 0, { ...task, columnId });
    return renumbered(column, rest);
  });
  return { ...board, columns };
}

/** What a column title edit comes to: a blank title is refused, an unchanged one sends nothing (spec part 2 section 5). */
export type ColumnTitleEdit = { kind: 'blank' } | { kind: 'unchanged' } | { kind: 'rename'; name: string };

export function columnTitleEdit(draft: string, current: string): ColumnTitleEdit {
  const name = draft.trim();
  if (!name) return { kind: 'blank' };
  return name === current ? { kind: 'unchanged' } : { kind: 'rename', name };
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

/** Capital-provider users get a reduced board: no filters, no back link (spec part 2 sections 2 and 6). */
export const isReducedBoard = (user: CurrentUser | null) => Boolean(user?.isCapitalProvider) && !isStaff(user);
