import type { PubSub, Unsubscribe } from './pubsub.js';

export type TopicIteratorOptions<T> = {
  pubsub: PubSub;
  topic: string;
  /** Checks each payload: with Redis it comes from the network. Payloads that fail are skipped. */
  parse: (payload: unknown) => T;
  /** Called once when the subscriber leaves (or the iterator could not start). */
  onClose?: () => void;
  /** Drops a value equal to the one sent before it (several pollers or a refresh may report the same status). */
  distinct?: boolean;
};

export type TopicIterator<T> = AsyncIterableIterator<T> & {
  /** Queues a value as if it had been published (the initial value of a subscription). */
  push(value: T): void;
};

/**
 * An async iterator over one topic, written by hand rather than as an async generator: a generator waiting for
 * the next event cannot be stopped by `return()`, so an unsubscribing client would leak its listener.
 */
export async function iterateTopic<T>(options: TopicIteratorOptions<T>): Promise<TopicIterator<T>> {
  const { pubsub, topic, parse, onClose, distinct = false } = options;
  const queue: T[] = [];
  const waiting: Array<(result: IteratorResult<T>) => void> = [];
  let done = false;
  let lastKey: string | null = null;

  function push(value: T): void {
    if (done) return;
    if (distinct) {
      const key = JSON.stringify(value);
      if (key === lastKey) return;
      lastKey = key;
    }
    const resolve = waiting.shift();
    if (resolve) resolve({ value, done: false });
    else queue.push(value);
  }

  let unsubscribe: Unsubscribe;
  try {
    unsubscribe = await pubsub.subscribe(topic, (payload) => {
      try {
        push(parse(payload));
      } catch {
        // A malformed event is not worth ending the subscription for.
      }
    });
  } catch (error) {
    onClose?.();
    throw error;
  }

  async function finish(): Promise<IteratorResult<T>> {
    if (!done) {
      done = true;
      queue.length = 0;
      for (const resolve of waiting.splice(0)) resolve({ value: undefined, done: true });
      onClose?.();
      await unsubscribe();
    }
    return { value: undefined, done: true };
  }

  const iterator: TopicIterator<T> = {
    push,
    next() {
      const value = queue.shift();
      if (value !== undefined) return Promise.resolve({ value, done: false });
      if (done) return Promise.resolve({ value: undefined, done: true });
      return new Promise((resolve) => waiting.push(resolve));
    },
    return: finish,
    throw: async (error: unknown) => {
      await finish();
      throw error;
    },
    [Symbol.asyncIterator]: () => iterator,
  };
  return iterator;
}
