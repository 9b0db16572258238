import type { PubSub } from './pubsub.js';

export type CurrentAndChangesOptions<T> = {
  pubsub: Pick<PubSub, 'ready'>;
  /** The topic's events, as `pubsub.subscribe` gives them (a Repeater: it listens from its first pull). */
  events: AsyncIterator<unknown, unknown>;
  /** Reads the value as it is now, once the events are heard. */
  current: () => Promise<T>;
  /** Checks each event: with Redis it comes from the network. Events that fail are skipped. */
  check: (payload: unknown) => T;
  /** Called once when the subscriber leaves (or the first read fails). */
  onClose?: () => void;
};

/**
 * A subscription's answer: the value now, then each change. Listening starts before the first read, so that a change
 * between the two is not lost; a value equal to the one before it is dropped (several pollers or a refresh may
 * report the same state). The first read's failure is thrown here, for the subscription to answer with an error.
 */
export async function currentAndChanges<T>(options: CurrentAndChangesOptions<T>): Promise<AsyncIterableIterator<T>> {
  const { pubsub, events, current, check, onClose } = options;
  let closed = false;
  async function close(): Promise<IteratorResult<T>> {
    if (!closed) {
      closed = true;
      onClose?.();
      // Also ends a pull that is waiting for the next event (the Repeater settles it as done).
      await events.return?.();
    }
    return { value: undefined, done: true };
  }

  let pull: Promise<IteratorResult<unknown>> | null = events.next();
  let first: T;
  try {
    await pubsub.ready();
    first = await current();
  } catch (error) {
    await close();
    throw error;
  }

  let last: string | null = null;
  const accept = (value: T): boolean => {
    const key = JSON.stringify(value);
    if (key === last) return false;
    last = key;
    return true;
  };
  accept(first);
  let firstSent = false;

  const iterator: AsyncIterableIterator<T> = {
    async next() {
      if (closed) return { value: undefined, done: true };
      if (!firstSent) {
        firstSent = true;
        return { value: first, done: false };
      }
      for (;;) {
        const event = await (pull ?? events.next());
        pull = null;
        if (closed || event.done) return close();
        let value: T;
        try {
          value = check(event.value);
        } catch {
          continue; // A malformed event is not worth ending the subscription for.
        }
        if (accept(value)) return { value, done: false };
      }
    },
    return: close,
    async throw(error: unknown) {
      await close();
      throw error;
    },
    [Symbol.asyncIterator]: () => iterator,
  };
  return iterator;
}
