import { useApolloClient, useSubscription } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { BoardPage_BoardChangedDocument, BoardPage_BoardDocument } from '../../generated/graphql';
import { applyBoardEvent, type Board, type BoardEvent } from './board-model';

/** How long an event that came early waits for the ones before it (two bff processes may deliver out of order). */
export const GAP_WAIT_MS = 1_000;

type Live = { board: Board | null; early: Map<number, BoardEvent>; gapTimer: number | null; reading: boolean };

/**
 * The board as the server has it, live: the first push of `boardChanged` is the board, each event after it is applied
 * in sequence order. An event that skips numbers waits a moment for the missing ones; if they do not come (lost while
 * the socket was away, or dropped) the board is read again and the events after it applied. When the socket drops,
 * graphql-ws reconnects and subscribes again, and the new first push is the board as it is then.
 */
export function useLiveBoard(projectId: string) {
  const client = useApolloClient();
  const [board, setBoard] = useState<Board | null>(null);
  const live = useRef<Live>({ board: null, early: new Map(), gapTimer: null, reading: false });

  const show = () => setBoard(live.current.board);

  /** Applies the events that follow the board, in order, and waits for a missing one, or reads the board again. */
  const drain = () => {
    const state = live.current;
    for (let next = state.board && state.early.get(state.board.sequence + 1); state.board && next;) {
      state.early.delete(next.sequence);
      state.board = applyBoardEvent(state.board, next);
      next = state.early.get(state.board.sequence + 1);
    }
    for (const sequence of state.early.keys())
      if (state.board && sequence <= state.board.sequence) state.early.delete(sequence);
    if (state.early.size === 0 && state.gapTimer !== null) {
      window.clearTimeout(state.gapTimer);
      state.gapTimer = null;
    } else if (state.early.size > 0 && state.gapTimer === null) {
      state.gapTimer = window.setTimeout(() => {
        state.gapTimer = null;
        if (state.early.size > 0) void readAgain();
      }, GAP_WAIT_MS);
    }
  };

  /** A whole board (the first push, a team change, a read after a gap): taken when it is not older than ours. */
  const accept = (next: Board) => {
    const state = live.current;
    if (!state.board || next.sequence >= state.board.sequence) state.board = next;
    // An older read still knows the team as it is now.
    else state.board = { ...state.board, project: next.project };
    drain();
    show();
  };

  const readAgain = async () => {
    const state = live.current;
    if (state.reading) return;
    state.reading = true;
    try {
      const { data } = await client.query({
        query: BoardPage_BoardDocument,
        variables: { projectId },
        fetchPolicy: 'no-cache',
      });
      if (data?.board) accept(data.board);
    } catch {
      // The next event (or the next reconnection) tries again.
    } finally {
      state.reading = false;
    }
  };

  const { error } = useSubscription(BoardPage_BoardChangedDocument, {
    variables: { projectId },
    // Its own subscription, never shared with another of the same board: a board that mounts as another unmounts
    // (the board behind the task dialog, then the board page) needs its own first push, the board itself.
    context: { queryDeduplication: false },
    // The board lives in this hook's state, not in Apollo's cache: normalising a 2,000-task board into the cache
    // took longer than drawing it, for nothing that reads it there.
    fetchPolicy: 'no-cache',
    onData: ({ data }) => {
      const event = data.data?.boardChanged;
      const state = live.current;
      if (!event) return;
      if (event.board) return accept(event.board);
      if (!state.board || event.sequence <= state.board.sequence) return;
      state.early.set(event.sequence, event);
      drain();
      show();
    },
  });

  useEffect(
    () => () => {
      const timer = live.current.gapTimer;
      if (timer !== null) window.clearTimeout(timer);
    },
    [],
  );

  return { board, error };
}
