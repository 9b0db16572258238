import type { FastifyBaseLogger } from 'fastify';
import type { PubSub } from '../../pubsub/pubsub.js';
import type { OutlookStatusModel } from './models.js';

export type OutlookWatcher = {
  /** Watches the person's status while at least one subscriber does; call the answer to stop watching. */
  watch(personId: number, token: string): () => void;
  /** How many people are being watched (tests and metrics). */
  readonly pollerCount: number;
  stop(): void;
};

/** What the api is asked: the status, or (with `known`) the next one that differs, waiting up to `waitSeconds`. */
export type StatusRequest = { known: string; waitSeconds: number } | undefined;

export type OutlookWatcherOptions = {
  pubsub: PubSub;
  /** Between two reads when the api answers at once (a server without the long poll, or after an error). */
  pollMs: number;
  /** How long the api may hold a read (its long poll); under the REST deadline. */
  waitSeconds: number;
  fetchStatus: (personId: number, token: string, request: StatusRequest) => Promise<OutlookStatusModel>;
  log: FastifyBaseLogger;
};

type Poller = {
  /** One token per subscriber; the newest is used, so a signed-out tab does not stop the others' updates. */
  tokens: Map<symbol, string>;
  last: string | null;
  stop: AbortController;
};

/** Waits `ms`, or less if the signal aborts first. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
  });
}

/** The four flags as the api's `known` (people/{id}/outlook_status/?known=&wait=). */
export const statusKey = (status: OutlookStatusModel) =>
  [
    status.hasOutlookCredentials,
    status.hasOutlookSubscription,
    status.credentialsAreActive,
    status.subscriptionsAreActive,
  ]
    .map((bit) => (bit ? '1' : '0'))
    .join('');

/**
 * One reader per user per process; subscribers of every instance hear its changes through the pub/sub. The reader
 * asks the api for the status that differs from the one it holds, and the api answers the moment it changes (a
 * sign-in, a refused token refresh, a subscription lapsing), so a change reaches every tab within a second. A server
 * that answers at once instead is read again every `pollMs`.
 */
export function createOutlookWatcher(options: OutlookWatcherOptions): OutlookWatcher {
  const { pubsub, pollMs, waitSeconds, fetchStatus, log } = options;
  const pollers = new Map<number, Poller>();

  async function run(personId: number, poller: Poller): Promise<void> {
    const { signal } = poller.stop;
    while (!signal.aborted) {
      const token = [...poller.tokens.values()].at(-1);
      if (!token) return;
      const started = Date.now();
      let changed = false;
      try {
        const request = poller.last === null ? undefined : { known: poller.last, waitSeconds };
        const status = await fetchStatus(personId, token, request);
        const key = statusKey(status);
        if (key !== poller.last && !signal.aborted) {
          poller.last = key;
          changed = true;
          pubsub.publish('outlookStatus', personId, status);
        }
      } catch (error) {
        log.debug({ err: error, personId }, 'Outlook status read failed');
      }
      // The api held the read (its long poll) or the status just changed: ask again at once.
      const held = Date.now() - started >= (waitSeconds * 1000) / 2;
      if (!changed && !held) await pause(pollMs, signal);
    }
  }

  return {
    watch(personId, token) {
      const id = Symbol('subscriber');
      let poller = pollers.get(personId);
      if (!poller) {
        const created: Poller = { tokens: new Map([[id, token]]), last: null, stop: new AbortController() };
        pollers.set(personId, created);
        poller = created;
        void run(personId, created);
      } else poller.tokens.set(id, token);
      const watched = poller;
      return () => {
        watched.tokens.delete(id);
        if (watched.tokens.size === 0 && pollers.get(personId) === watched) {
          watched.stop.abort();
          pollers.delete(personId);
        }
      };
    },
    get pollerCount() {
      return pollers.size;
    },
    stop() {
      for (const poller of pollers.values()) poller.stop.abort();
      pollers.clear();
    },
  };
}
