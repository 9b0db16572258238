import type { PubSub } from './pubsub.js';

export type ListenThenReadOptions<T> = {
  pubsub: Pick<PubSub, 'ready'>;
  /** The topic's events, as `pubsub.subscribe` gives them (a Repeater: it listens from its first pull). */
  events: AsyncIterator<unknown, unknown>;
  /**
   * Reads the value as it is now, once the events are heard (undefined: nothing to send first); its failure is thrown
   * to the subscription.
   */
  current: () => Promise<T | undefined>;
  /**
   * What an event gives the subscriber: a value, or undefined to skip it. A throw ends the subscription with that
   * error (e.g. the subscriber lost access).
   */
  next: (payload: unknown) => T | undefined | Promise<T | undefined>;
  /** Called once when the subscriber leaves (or the first read fails). */
  onClose?: () => void;
  /** Aborted (its reason an error, e.g. the session signed out): the subscription ends at once with that error. */
  signal?: AbortSignal;
};

/**
 * A subscription's answer: the value now, then what each event gives. Listening starts before the first read, so that
 * an event between the two is not lost. A plain iterator over the topic's own (a Repeater, whose return() settles a
 * pull that waits for the next event at once, as an async generator would not): a Repeater here as well cost about
 * eight promises per event and subscriber, a third of the time before a board's 1,000 subscribers were first written
 * to (bff/README.md, "Home-made").
 */
export async function listenThenRead<T>(options: ListenThenReadOptions<T>): Promise<AsyncIterableIterator<T>> {
  const { pubsub, events, current, next, onClose, signal } = options;
  let closed = false;
  // The abort's reason, thrown once by the next pull.
  let ended: { reason: unknown } | null = null;
  const onAbort = () => {
    ended = { reason: signal?.reason };
    void close();
  };
  const close = async () => {
    if (closed) return;
    closed = true;
    signal?.removeEventListener('abort', onAbort);
    onClose?.();
    // Also ends a pull that is waiting for the next event (the topic's Repeater settles it as done).
    await events.return?.();
  };
  signal?.addEventListener('abort', onAbort, { once: true });
  let pull: Promise<IteratorResult<unknown, unknown>> | null = events.next();
  let first: T | undefined;
  try {
    await pubsub.ready();
    first = await current();
    signal?.throwIfAborted();
  } catch (error) {
    await close();
    throw error;
  }
  const done: IteratorReturnResult<undefined> = { value: undefined, done: true };
  const iterator: AsyncIterableIterator<T, undefined> = {
    [Symbol.asyncIterator]: () => iterator,
    async next() {
      if (first !== undefined) {
        const value = first;
        first = undefined;
        if (!closed) return { value, done: false };
      }
      try {
        while (!closed) {
          const event = await (pull ?? events.next());
          pull = null;
          if (closed || event.done) break;
          const result = next(event.value);
          const value = result instanceof Promise ? await result : result;
          if (value !== undefined && !closed) return { value, done: false };
        }
      } catch (error) {
        await close();
        throw error;
      }
      await close();
      if (ended) {
        const { reason } = ended;
        ended = null;
        throw reason;
      }
      return done;
    },
    async return() {
      first = undefined;
      await close();
      return done;
    },
  };
  return iterator;
}

export type CurrentAndChangesOptions<T> = Omit<ListenThenReadOptions<T>, 'next' | 'current'> & {
  /** Reads the value as it is now, once the events are heard; its failure is thrown to the subscription. */
  current: () => Promise<T>;
  /** Checks each event: with Redis it comes from the network. Events that fail are skipped. */
  check: (payload: unknown) => T;
};

/**
 * The value now, then each change; a value equal to the one before it is dropped (several pollers or a refresh may
 * report the same state), and so is a malformed event.
 */
export function currentAndChanges<T>(options: CurrentAndChangesOptions<T>): Promise<AsyncIterableIterator<T>> {
  const { check, current, ...rest } = options;
  let last: string | null = null;
  const accept = (value: T): T | undefined => {
    const key = JSON.stringify(value);
    if (key === last) return undefined;
    last = key;
    return value;
  };
  return listenThenRead({
    ...rest,
    current: async () => accept(await current()) as T,
    next: (payload) => {
      let value: T;
      try {
        value = check(payload);
      } catch {
        return undefined; // A malformed event is not worth ending the subscription for.
      }
      return accept(value);
    },
  });
}
