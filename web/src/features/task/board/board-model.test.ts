import { describe, expect, it } from 'vitest';
import {
  isReducedBoard,
  applyBoardEvent,
  avatarsOf,
  columnTitleEdit,
  dueTone,
  moveTask,
  progressColour,
  progressOf,
  type Board,
  type BoardEvent,
  withShownCounts,
} from './board-model';

const task = (id: string, columnId: string, position: number, state: 'TO_DO' | 'APPROVED' = 'TO_DO') => ({
  __typename: 'Task' as const,
  id,
  title: `Task ${id}`,
  columnId,
  position,
  state,
  dueDate: null,
  assignees: [],
});
const board: Board = {
  __typename: 'Board',
  id: '1',
  sequence: 7,
  project: { __typename: 'BoardProject', id: '1', name: 'Deal', members: [] },
  columns: [
    {
      __typename: 'BoardColumn',
      id: 'a',
      name: 'A',
      position: 1,
      hidden: false,
      total: 3,
      approved: 1,
      tasks: [task('1', 'a', 0), task('2', 'a', 1, 'APPROVED'), task('3', 'a', 2)],
    },
    {
      __typename: 'BoardColumn',
      id: 'b',
      name: 'B',
      position: 2,
      hidden: false,
      total: 1,
      approved: 0,
      tasks: [task('4', 'b', 0)],
    },
  ],
};
const ids = (value: Board) => value.columns.map((column) => column.tasks.map((item) => `${item.id}@${item.position}`));

describe('moveTask', () => {
  it('moves within a column and across columns, renumbering both and keeping counts true', () => {
    expect(ids(moveTask(board, '1', 'a', 2))).toEqual([['2@0', '3@1', '1@2'], ['4@0']]);
    const across = moveTask(board, '2', 'b', 0);
    expect(ids(across)).toEqual([
      ['1@0', '3@1'],
      ['2@0', '4@1'],
    ]);
    expect(across.columns.map((column) => [column.total, column.approved])).toEqual([
      [2, 0],
      [2, 1],
    ]);
    expect(across.columns[1]!.tasks[0]!.columnId).toBe('b');
  });
  it('leaves the board as it is for an unknown task', () => {
    expect(moveTask(board, 'x', 'b', 0)).toBe(board);
  });
  it('keeps the columns a move does not touch, and the tasks that keep their place (so they are not drawn again)', () => {
    const within = moveTask(board, '3', 'a', 1);
    expect(within.columns[1]).toBe(board.columns[1]);
    expect(within.columns[0]!.tasks[0]).toBe(board.columns[0]!.tasks[0]);
  });
});

describe('applyBoardEvent', () => {
  const event = (fields: Partial<BoardEvent>): BoardEvent => ({
    __typename: 'BoardEvent',
    kind: 'TASK_MOVED',
    sequence: 8,
    task: null,
    deletedTaskId: null,
    columns: null,
    board: null,
    ...fields,
  });
  it('puts a moved, created or changed task at its position as the server renumbered, and follows the sequence', () => {
    const moved = applyBoardEvent(board, event({ task: task('3', 'a', 0) }));
    expect(ids(moved)).toEqual([['3@0', '1@1', '2@2'], ['4@0']]);
    expect(moved.sequence).toBe(8);
    const across = applyBoardEvent(board, event({ task: task('2', 'b', 1, 'APPROVED') }));
    expect(ids(across)).toEqual([
      ['1@0', '3@1'],
      ['4@0', '2@1'],
    ]);
    expect(across.columns.map((column) => [column.total, column.approved])).toEqual([
      [2, 0],
      [2, 1],
    ]);
    const created = applyBoardEvent(board, event({ kind: 'TASK_CREATED', task: task('9', 'b', 0) }));
    expect(ids(created)[1]).toEqual(['9@0', '4@1']);
    const renamed = applyBoardEvent(
      board,
      event({ kind: 'TASK_UPDATED', task: { ...task('2', 'a', 1), title: 'New' } }),
    );
    expect(renamed.columns[0]!.tasks[1]!.title).toBe('New');
  });
  it('takes a deleted task out, renames and hides columns, and takes a whole board as it is', () => {
    expect(ids(applyBoardEvent(board, event({ kind: 'TASK_DELETED', deletedTaskId: '1' })))[0]).toEqual(['2@0', '3@1']);
    const columns = [{ __typename: 'BoardColumnChange' as const, id: 'b', name: 'Bee', position: 2, hidden: true }];
    const hidden = applyBoardEvent(board, event({ kind: 'COLUMNS_HIDDEN', columns }));
    expect(hidden.columns[1]).toMatchObject({ name: 'Bee', hidden: true, tasks: board.columns[1]!.tasks });
    const whole = { ...board, sequence: 20 };
    expect(applyBoardEvent(board, event({ kind: 'TEAM_CHANGED', board: whole }))).toBe(whole);
  });
});

describe('progress, due chips and avatars', () => {
  it('rounds approved over total, with the spec thresholds', () => {
    expect(progressOf(board.columns)).toEqual({ total: 4, approved: 1, percent: 25 });
    expect(progressOf([])).toEqual({ total: 0, approved: 0, percent: 0 });
    expect([32, 33, 66, 67].map(progressColour)).toEqual(['error', 'caution', 'caution', 'success']);
  });
  it('marks past due red and due within a day orange', () => {
    const now = Date.parse('2026-11-24T12:00:00Z');
    expect(dueTone('2026-11-24T11:59:00Z', now)).toBe('past');
    expect(dueTone('2026-11-25T12:00:00Z', now)).toBe('soon');
    expect(dueTone('2026-11-25T12:01:00Z', now)).toBe('later');
    expect(dueTone(null, now)).toBeNull();
  });
  it('shows three avatars, then +N', () => {
    expect(avatarsOf([1, 2, 3, 4, 5])).toEqual({ shown: [1, 2, 3], more: 2 });
    expect(avatarsOf([1])).toEqual({ shown: [1], more: 0 });
  });
});

describe('the reduced board', () => {
  it('is for capital-provider users who are not staff', async () => {
    const { makeUser } = await import('../../../test/render');
    expect(isReducedBoard(makeUser('GUEST', { isCapitalProvider: true }))).toBe(true);
    expect(isReducedBoard(makeUser('CLIENT', { isCapitalProvider: true }))).toBe(true);
    expect(isReducedBoard(makeUser('GUEST'))).toBe(false);
    expect(isReducedBoard(makeUser('USER', { isCapitalProvider: true }))).toBe(false);
    expect(isReducedBoard(null)).toBe(false);
  });
});

describe('withShownCounts', () => {
  it("counts the tasks a guest's board holds, not the api's totals of every task", () => {
    const guestBoard: Board = {
      ...board,
      columns: [
        { ...board.columns[0]!, total: 3, approved: 1, tasks: [task('3', 'a', 0)] },
        { ...board.columns[1]!, total: 2, approved: 2, tasks: [] },
      ],
    };
    const counted = withShownCounts(guestBoard);
    expect(counted.columns.map((column) => [column.approved, column.total])).toEqual([
      [0, 1],
      [0, 0],
    ]);
    expect(progressOf(counted.columns)).toEqual({ total: 1, approved: 0, percent: 0 });
  });
  it("keeps a staff board, whose counts are already its tasks', as it is (nothing drawn again)", () => {
    expect(withShownCounts(board)).toBe(board);
  });
  it('is applied to the whole boards events carry', () => {
    const event: BoardEvent = {
      __typename: 'BoardEvent',
      kind: 'TASK_UPDATED',
      sequence: 8,
      task: null,
      deletedTaskId: null,
      columns: null,
      board: { ...board, columns: [{ ...board.columns[0]!, total: 9, approved: 9 }, board.columns[1]!] },
    };
    expect(applyBoardEvent(board, event).columns[0]).toMatchObject({ total: 3, approved: 1 });
  });
});

describe('columnTitleEdit', () => {
  it('refuses a blank title', () => {
    expect(columnTitleEdit('   ', 'To Do')).toEqual({ kind: 'blank' });
  });
  it('sends nothing for the same title', () => {
    expect(columnTitleEdit(' To Do ', 'To Do')).toEqual({ kind: 'unchanged' });
  });
  it('sends the new title, trimmed', () => {
    expect(columnTitleEdit('  Closing  ', 'To Do')).toEqual({ kind: 'rename', name: 'Closing' });
  });
});
