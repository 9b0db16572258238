import type { Context } from '../../context.js';
import { readColumns } from './loaders.js';
import { revisionOf } from './board-revision.js';

/** How often a process with subscribers of a board reads its revision. */
export const REVISION_WATCH_MS = 1_000;

type Watch = {
  subscribers: Set<Context>;
  /** The highest revision this process's subscribers hold or heard of; -1 until the first of them read the board. */
  heard: number;
  /** A revision read above `heard`: published as a change if no event has brought it by the next read. */
  unexplained?: number;
  polling: boolean;
  timer: NodeJS.Timeout;
};

const watches = new Map<number, Watch>();

/**
 * Changes made to a board straight over REST (an internal tool, a script, a merge of contacts in the api), which no
 * bff publishes: while a process has subscribers of a board, it reads the board's revision (the columns' list, a few
 * rows) every REVISION_WATCH_MS with one of their tokens. A revision above every event the process heard, still so one
 * read later (a bff's own event comes a moment after its write, through Redis from another process), is published as
 * a BOARD event numbered with it: each subscriber reads the whole board again, with their own rights. One read per
 * board per process, whatever its number of subscribers.
 */
export function watchBoardRevision(context: Context, projectId: number) {
  let watch = watches.get(projectId);
  if (!watch) {
    const created: Watch = {
      subscribers: new Set(),
      heard: -1,
      polling: false,
      timer: setInterval(() => void readRevision(projectId, created), REVISION_WATCH_MS),
    };
    created.timer.unref();
    watches.set(projectId, created);
    watch = created;
  }
  const own = watch;
  own.subscribers.add(context);
  return {
    /** A revision the subscriber read or an event brought. */
    heard(revision: number) {
      if (revision > own.heard) own.heard = revision;
      if (own.unexplained !== undefined && own.unexplained <= own.heard) own.unexplained = undefined;
    },
    /** The subscriber left. */
    stop() {
      own.subscribers.delete(context);
      if (own.subscribers.size > 0) return;
      clearInterval(own.timer);
      if (watches.get(projectId) === own) watches.delete(projectId);
    },
  };
}

async function readRevision(projectId: number, watch: Watch) {
  if (watch.polling || watch.heard < 0) return;
  watch.polling = true;
  try {
    // The first subscriber whose token may still read the board (one removed from the team gets a 403).
    for (const context of watch.subscribers) {
      let revision: number | null;
      try {
        revision = revisionOf((await readColumns(context.rest, projectId)).headers);
      } catch {
        continue;
      }
      if (revision === null || revision <= watch.heard) {
        watch.unexplained = undefined;
      } else if (watch.unexplained !== undefined && revision >= watch.unexplained) {
        watch.heard = revision;
        watch.unexplained = undefined;
        context.pubsub.publish('board', projectId, {
          project_id: projectId,
          kind: 'BOARD',
          sequence: revision,
          at: new Date().toISOString(),
          actor: null,
        });
      } else {
        watch.unexplained = revision;
      }
      return;
    }
  } finally {
    watch.polling = false;
  }
}
