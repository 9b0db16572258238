import type { FastifyBaseLogger } from 'fastify';
import type { PubSub } from '../../pubsub/pubsub.js';
import type { OutlookStatusModel } from './models.js';

export type OutlookWatcher = {
  /** Polls the person's status while at least one subscriber watches it; call the answer to stop watching. */
  watch(personId: number, token: string): () => void;
  /** How many people are being polled (tests and metrics). */
  readonly pollerCount: number;
  stop(): void;
};

export type OutlookWatcherOptions = {
  pubsub: PubSub;
  pollMs: number;
  fetchStatus: (personId: number, token: string) => Promise<OutlookStatusModel>;
  log: FastifyBaseLogger;
};

type Poller = {
  /** One token per subscriber; the newest is used, so a signed-out tab does not stop the others' updates. */
  tokens: Map<symbol, string>;
  timer: NodeJS.Timeout;
  last: string | null;
  polling: boolean;
};

/** One poller per user per process; subscribers of every instance hear its changes through the pub/sub. */
export function createOutlookWatcher(options: OutlookWatcherOptions): OutlookWatcher {
  const { pubsub, pollMs, fetchStatus, log } = options;
  const pollers = new Map<number, Poller>();

  async function poll(personId: number, poller: Poller): Promise<void> {
    const token = [...poller.tokens.values()].at(-1);
    if (!token || poller.polling) return;
    poller.polling = true;
    try {
      const status = await fetchStatus(personId, token);
      const key = JSON.stringify(status);
      if (key !== poller.last) {
        poller.last = key;
        pubsub.publish('outlookStatus', personId, status);
      }
    } catch (error) {
      log.debug({ err: error, personId }, 'Outlook status poll failed');
    } finally {
      poller.polling = false;
    }
  }

  return {
    watch(personId, token) {
      const id = Symbol('subscriber');
      let poller = pollers.get(personId);
      if (!poller) {
        const created: Poller = { tokens: new Map(), last: null, polling: false, timer: undefined as never };
        created.timer = setInterval(() => void poll(personId, created), pollMs);
        created.timer.unref();
        pollers.set(personId, created);
        poller = created;
      }
      poller.tokens.set(id, token);
      const watched = poller;
      return () => {
        watched.tokens.delete(id);
        if (watched.tokens.size === 0 && pollers.get(personId) === watched) {
          clearInterval(watched.timer);
          pollers.delete(personId);
        }
      };
    },
    get pollerCount() {
      return pollers.size;
    },
    stop() {
      for (const poller of pollers.values()) clearInterval(poller.timer);
      pollers.clear();
    },
  };
}
