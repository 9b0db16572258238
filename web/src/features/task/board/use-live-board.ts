import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useSyncExternalStore } from 'react';
import {
  BoardPage_BoardChangedDocument,
  BoardPage_BoardDocument,
  type BoardPage_BoardQuery,
} from '../../../generated/graphql';
import { takeEarlyAnswer } from '../../../lib/early-answer';
import { applyBoardEvent, withShownCounts, type Board, type BoardEvent } from './board-model';

/** How long an event that came early waits for the ones before it (two bff processes may deliver out of order). */
export const GAP_WAIT_MS = 1_000;
/**
 * How long a board nobody shows stays subscribed: a board page that unmounts as another mounts (the board behind the
 * task dialog, then the board page) keeps it, and a board started by a navigation that went elsewhere ends.
 */
const UNWATCHED_MS = 5_000;

type Snapshot = { board: Board | null; error: Error | null };

/**
 * A project's board as the server has it, live, shared by whoever shows it: the first push of `boardChanged` is the
 * board, each event after it is applied in sequence order. An event that skips numbers waits a moment for the missing
 * ones; if they do not come (lost while the socket was away, or dropped) the board is read again and the events after
 * it applied. When the socket drops, graphql-ws reconnects and subscribes again, and the new first push is the board
 * as it is then.
 *
 * It lives outside React so that the route can start it as the navigation starts (`startLiveBoard` in its loader),
 * while the page's code and first render are still on their way: the board's request no longer waits for them.
 */
class LiveBoard {
  private snapshot: Snapshot = { board: null, error: null };
  private readonly early = new Map<number, BoardEvent>();
  private gapTimer: number | null = null;
  private unwatchedTimer: number | null = null;
  private reading = false;
  /** The subscription ended with an error: the board is forgotten as soon as nobody shows it. */
  private ended = false;
  private readonly listeners = new Set<() => void>();
  private subscription: { unsubscribe: () => void } | undefined = undefined;
  private stopped = false;

  constructor(
    private readonly client: ApolloClient,
    private readonly projectId: string,
    private readonly forget: () => void,
  ) {
    // Opened in a new tab, the page's HTML already asked for the board (web/early-start.ts): shown when it comes, and
    // the subscription then sends only what follows it (`since`), unless the board moved on meanwhile.
    const early = takeEarlyAnswer<BoardPage_BoardQuery>('board', { projectId });
    if (!early) this.subscribe(null);
    else
      void early
        .then(
          ({ data }) => data?.board ?? null,
          () => null,
        )
        .then((board) => {
          if (this.stopped) return;
          if (board) this.accept(board);
          this.subscribe(board?.sequence ?? null);
        });
    this.stopWhenUnwatched();
  }

  private subscribe(since: number | null) {
    this.subscription = this.client
      .subscribe({
        query: BoardPage_BoardChangedDocument,
        variables: { projectId: this.projectId, since },
        // Never shared with another subscription of the same board (the client dashboard's, a board started again
        // after this one ended): each needs its own first push, the board itself.
        context: { queryDeduplication: false },
        // The board lives here, not in Apollo's cache: normalising a 2,000-task board into the cache took longer
        // than drawing it, for nothing that reads it there.
        fetchPolicy: 'no-cache',
      })
      .subscribe({
        next: ({ data, error }) => {
          if (error) return this.fail(error);
          const event = data?.boardChanged;
          if (!event) return;
          if (event.board) return this.accept(event.board);
          const board = this.snapshot.board;
          if (!board || event.sequence <= board.sequence) return;
          this.early.set(event.sequence, event);
          this.drain();
        },
        error: (error: Error) => this.fail(error),
      });
  }

  readonly getSnapshot = () => this.snapshot;

  /** For `useSyncExternalStore`: the board stays subscribed while anyone listens, and a moment after. */
  readonly listen = (listener: () => void) => {
    this.listeners.add(listener);
    if (this.unwatchedTimer !== null) window.clearTimeout(this.unwatchedTimer);
    this.unwatchedTimer = null;
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size > 0) return;
      if (this.ended) this.stop();
      else this.stopWhenUnwatched();
    };
  };

  private stopWhenUnwatched() {
    if (this.unwatchedTimer !== null) window.clearTimeout(this.unwatchedTimer);
    this.unwatchedTimer = window.setTimeout(() => this.stop(), UNWATCHED_MS);
  }

  private stop() {
    this.stopped = true;
    this.forget();
    this.subscription?.unsubscribe();
    for (const timer of [this.gapTimer, this.unwatchedTimer]) if (timer !== null) window.clearTimeout(timer);
  }

  private show(board: Board | null, error: Error | null = null) {
    this.snapshot = { board, error };
    for (const listener of this.listeners) listener();
  }

  /** The subscription ended with an error (no access, no such project): shown, and the next visit starts again. */
  private fail(error: Error) {
    this.ended = true;
    this.subscription?.unsubscribe();
    if (this.gapTimer !== null) window.clearTimeout(this.gapTimer);
    this.gapTimer = null;
    this.show(this.snapshot.board, error);
  }

  /** Applies the events that follow the board, in order, and waits for a missing one, or reads the board again. */
  private drain() {
    let board = this.snapshot.board;
    for (let next = board && this.early.get(board.sequence + 1); board && next;) {
      this.early.delete(next.sequence);
      board = applyBoardEvent(board, next);
      next = this.early.get(board.sequence + 1);
    }
    for (const sequence of this.early.keys()) if (board && sequence <= board.sequence) this.early.delete(sequence);
    if (this.early.size === 0 && this.gapTimer !== null) {
      window.clearTimeout(this.gapTimer);
      this.gapTimer = null;
    } else if (this.early.size > 0 && this.gapTimer === null) {
      this.gapTimer = window.setTimeout(() => {
        this.gapTimer = null;
        if (this.early.size > 0) void this.readAgain();
      }, GAP_WAIT_MS);
    }
    if (board !== this.snapshot.board) this.show(board);
  }

  /** A whole board (the first push, a team change, a read after a gap): taken when it is not older than ours. */
  private accept(read: Board) {
    const next = withShownCounts(read);
    const board = this.snapshot.board;
    // The same board again (the first push after the page's early answer, a read after a reconnection that missed
    // nothing): kept, so that 2,000 cards are not drawn again for nothing.
    if (board && next.sequence === board.sequence && JSON.stringify(next) === JSON.stringify(board))
      return this.drain();
    // An older read still knows the team as it is now.
    this.show(!board || next.sequence >= board.sequence ? next : { ...board, project: next.project });
    this.drain();
  }

  private async readAgain() {
    if (this.reading) return;
    this.reading = true;
    try {
      const { data } = await this.client.query({
        query: BoardPage_BoardDocument,
        variables: { projectId: this.projectId },
        fetchPolicy: 'no-cache',
      });
      if (data?.board) this.accept(data.board);
    } catch {
      // The next event (or the next reconnection) tries again.
    } finally {
      this.reading = false;
    }
  }
}

const running = new WeakMap<ApolloClient, Map<string, LiveBoard>>();

/** The project's live board, started if it is not running (idempotent: one subscription per board and client). */
export function startLiveBoard(client: ApolloClient, projectId: string): LiveBoard {
  let boards = running.get(client);
  if (!boards) running.set(client, (boards = new Map<string, LiveBoard>()));
  let board = boards.get(projectId);
  if (!board) {
    const forget = () => {
      if (boards.get(projectId) === board) boards.delete(projectId);
    };
    board = new LiveBoard(client, projectId, forget);
    boards.set(projectId, board);
  }
  return board;
}

/** The board as the server has it, live (see LiveBoard); `null` until the first push arrives. */
export function useLiveBoard(projectId: string) {
  const live = startLiveBoard(useApolloClient(), projectId);
  return useSyncExternalStore(live.listen, live.getSnapshot);
}
