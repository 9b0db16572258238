import { RestError } from '../../rest/errors.js';

/** The starter's own refusal (its token signed out, its rights changed), or its read cancelled (it left). */
const startersOwn = (error: unknown) => !(error instanceof RestError) || error.status === 401 || error.status === 403;

/**
 * Reads that a board's subscribers share, as a DataLoader coalesces within a request: one read in flight per key, made
 * with the token of the subscriber who started it, and no cache beyond it (settled, it is gone). A caller never joins
 * a read that had already started when it asked (a write made meanwhile could be missing from it, and the caller,
 * listening only since, would not hear of it either): it joins the one waiting to start, which starts once the
 * running one settles. At most two reads per key at a time, however many ask.
 *
 * The key must name everyone whose reads the api answers identically (the same project and the same rights). A read
 * that failed for its starter alone (refused for its token, or cancelled) is asked again by the others, once more
 * together and then each with their own token.
 */
export function createSharedReads<T>() {
  type Waiting = { read: () => Promise<T>; promise: Promise<T>; start: () => void };
  type Queue = { running: boolean; waiting?: Waiting };
  const queues = new Map<string, Queue>();

  function run(key: string, queue: Queue, read: () => Promise<T>): Promise<T> {
    queue.running = true;
    const promise = read();
    const settled = () => {
      const next = queue.waiting;
      queue.waiting = undefined;
      if (next) return next.start();
      queue.running = false;
      queues.delete(key);
    };
    promise.then(settled, settled);
    return promise;
  }

  return function readShared(key: string, read: () => Promise<T>, again = false): Promise<T> {
    let queue = queues.get(key);
    if (!queue) queues.set(key, (queue = { running: false }));
    let shared: Pick<Waiting, 'read' | 'promise'>;
    if (!queue.running) shared = { read, promise: run(key, queue, read) };
    else {
      if (!queue.waiting) {
        const own = queue;
        let resolve!: (value: T) => void;
        let reject!: (error: unknown) => void;
        const promise = new Promise<T>((settle, fail) => ((resolve = settle), (reject = fail)));
        queue.waiting = { read, promise, start: () => void run(key, own, read).then(resolve, reject) };
      }
      shared = queue.waiting;
    }
    if (shared.read === read) return shared.promise;
    return shared.promise.catch((error: unknown) => {
      if (!startersOwn(error)) throw error;
      return again ? read() : readShared(key, read, true);
    });
  };
}
