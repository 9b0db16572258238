import type { FastifyBaseLogger } from 'fastify';

/**
 * One run of `round` at a time per key: a call while one runs asks for one more round after it (what it asked for
 * may have come after the running round looked) and shares its promise, which settles with the rounds' results
 * folded by `fold`. Outlook's sync per mailbox and the application mailbox's outbox use it.
 */
export function oneAtATime<K, T>(round: (key: K) => Promise<T>, fold: (total: T, next: T) => T) {
  const running = new Map<K, { again: boolean; done: Promise<T> }>();
  const run = (key: K): Promise<T> => {
    const current = running.get(key);
    if (current) {
      current.again = true;
      return current.done;
    }
    const entry: { again: boolean; done: Promise<T> } = { again: false, done: Promise.resolve(undefined as T) };
    entry.done = (async () => {
      try {
        let total: T | undefined;
        do {
          entry.again = false;
          const next = await round(key);
          total = total === undefined ? next : fold(total, next);
        } while (entry.again);
        return total;
      } finally {
        running.delete(key);
      }
    })();
    running.set(key, entry);
    return entry.done;
  };
  return Object.assign(run, {
    /** Every run under way, settled (for a clean stop). */
    settled: () => Promise.allSettled([...running.values()].map((entry) => entry.done)),
  });
}

/** Runs `task` every `ms` in the background (not keeping the process alive); a failed run is logged. Returns stop. */
export function every(ms: number, task: () => Promise<unknown>, log: FastifyBaseLogger, what: string): () => void {
  const timer = setInterval(() => {
    task().catch((error: unknown) => log.warn({ err: error }, `${what} failed`));
  }, ms);
  timer.unref();
  return () => clearInterval(timer);
}
