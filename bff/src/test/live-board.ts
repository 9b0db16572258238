import type { Client } from 'graphql-ws';
import { inject } from 'vitest';

// What the tests subscribe to and read: the board with its tasks in order, and the events that change it.
const TASK = 'id title columnId position state';
const BOARD = `id sequence project { id name members { personId fullName state } }
  columns { id name position hidden tasks { ${TASK} } }`;
export const BOARD_EVENTS = `subscription ($id: ID!) { boardChanged(projectId: $id) {
  kind sequence actor { id fullName } task { ${TASK} } deletedTaskId columns { id name position hidden } board { ${BOARD} } } }`;

export type LiveTask = { id: string; title: string; columnId: string; position: number; state: string };
export type LiveColumn = { id: string; name: string; position: number; hidden: boolean; tasks: LiveTask[] };
export type LiveBoard = {
  id: string;
  sequence: number;
  project: { id: string; name: string; members: { personId: string; state: string }[] };
  columns: LiveColumn[];
};
export type LiveEvent = {
  kind: string;
  sequence: number;
  actor: { id: string; fullName: string } | null;
  task: LiveTask | null;
  deletedTaskId: string | null;
  columns: Omit<LiveColumn, 'tasks'>[] | null;
  board: LiveBoard | null;
};

/** An event applied to the board it follows (as the web's board page does): the task taken out, put at its place. */
export function applyEvent(board: LiveBoard, event: LiveEvent): LiveBoard {
  if (event.board) return event.board;
  const gone = event.task?.id ?? event.deletedTaskId;
  const columns = board.columns.map((column) => {
    const change = event.columns?.find((candidate) => candidate.id === column.id);
    const tasks = column.tasks.filter((task) => task.id !== gone);
    if (event.task && event.task.columnId === column.id)
      tasks.splice(Math.min(event.task.position, tasks.length), 0, event.task);
    return { ...column, ...change, tasks: tasks.map((task, position) => ({ ...task, position })) };
  });
  return { ...board, sequence: event.sequence, columns };
}

/**
 * A subscriber that keeps the board as its events say, applying them in sequence order (holding back those that
 * come early, as events from two bff processes may), and records every event and any error.
 */
export function watchBoard(client: Client, project: string) {
  const events: LiveEvent[] = [];
  const early = new Map<number, LiveEvent>();
  let board: LiveBoard | null = null;
  let failure: unknown = null;
  let completed = false;
  const dispose = client.subscribe(
    { query: BOARD_EVENTS, variables: { id: project } },
    {
      next: (result) => {
        if (result.errors) {
          failure = result.errors;
          return;
        }
        const event = (result.data as { boardChanged: LiveEvent }).boardChanged;
        events.push(event);
        if (event.board || !board) {
          board = event.board ?? board;
          for (const sequence of early.keys()) if (board && sequence <= board.sequence) early.delete(sequence);
        } else if (event.sequence > board.sequence) early.set(event.sequence, event);
        for (let next = board && early.get(board.sequence + 1); board && next; next = early.get(board.sequence + 1)) {
          early.delete(next.sequence);
          board = applyEvent(board, next);
        }
      },
      error: (error) => (failure = error),
      complete: () => (completed = true),
    },
  );
  async function until<T>(test: () => T | null | undefined | false, what = 'the board', timeoutMs = 8_000) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = test();
      if (found) return found;
      if (failure !== null) throw new Error(`${what}: ${JSON.stringify(failure)}`);
      if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms (${events.length} events)`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
  return {
    events,
    dispose,
    until,
    get board() {
      return board;
    },
    get failure() {
      return failure;
    },
    get completed() {
      return completed;
    },
    get waiting() {
      return early.size;
    },
  };
}

/** Each column's task ids in order: of a board, as shown. */
export const shown = (board: LiveBoard) => board.columns.map((column) => column.tasks.map((task) => task.id));

/** The board as REST holds it: each column's task ids in order. */
export async function restBoard(token: string, project: string) {
  const api = inject('apiUrl');
  const headers = { authorization: `Token ${token}` };
  const columns = (await (await fetch(`${api}projects/columns/?project=${project}`, { headers })).json()) as {
    id: number;
  }[];
  const tasks = (
    (await (await fetch(`${api}tasks/?project=${project}&limit=10000`, { headers })).json()) as {
      results: { id: number; column: number }[];
    }
  ).results;
  return columns.map((column) => tasks.filter((task) => task.column === column.id).map((task) => String(task.id)));
}

/** The titles and states too, to compare edits. */
export async function restTasks(token: string, project: string) {
  const api = inject('apiUrl');
  const page = (await (
    await fetch(`${api}tasks/?project=${project}&limit=10000`, { headers: { authorization: `Token ${token}` } })
  ).json()) as { results: { id: number; title: string }[] };
  return Object.fromEntries(page.results.map((task) => [String(task.id), task.title]));
}
export const titles = (board: LiveBoard) =>
  Object.fromEntries(board.columns.flatMap((column) => column.tasks.map((task) => [task.id, task.title])));
