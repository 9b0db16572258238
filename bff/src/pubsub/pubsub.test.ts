import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createPubSub } from './pubsub.js';

declare module './pubsub.js' {
  interface Topics {
    'pubsub-test': [number, { n: number }];
  }
}

describe('the pub/sub', () => {
  it("gives each subscriber its own events while they lag, never another topic's", async () => {
    const pubsub = createPubSub(null, {} as FastifyBaseLogger); // in memory: the log is not used;
    const first = pubsub.subscribe('pubsub-test', 1);
    const second = pubsub.subscribe('pubsub-test', 2);
    // A subscriber listens from its first pull: start both, then publish while neither reads.
    const firstPull = first.next();
    const secondPull = second.next();
    for (let n = 0; n < 5; n++) {
      pubsub.publish('pubsub-test', 1, { n });
      pubsub.publish('pubsub-test', 2, { n: 100 + n });
    }
    const read = async (events: typeof first, pending: Promise<IteratorResult<unknown>>) => {
      const values = [(await pending).value as { n: number }];
      for (let i = 0; i < 4; i++) values.push((await events.next()).value as { n: number });
      return values.map((value) => value.n);
    };
    expect(await read(first, firstPull)).toEqual([0, 1, 2, 3, 4]);
    expect(await read(second, secondPull)).toEqual([100, 101, 102, 103, 104]);
    await first.return?.();
    await second.return?.();
  });

  it('keeps the newest 1,000 events of a subscriber who lags, and lets go of the topic on return()', async () => {
    const pubsub = createPubSub(null, {} as FastifyBaseLogger);
    const events = pubsub.subscribe('pubsub-test', 3);
    const firstPull = events.next();
    for (let n = 0; n < 1_005; n++) pubsub.publish('pubsub-test', 3, { n });
    expect(((await firstPull).value as { n: number }).n).toBe(0);
    // 1,004 more came while nobody read: the oldest 4 of them are dropped.
    expect(((await events.next()).value as { n: number }).n).toBe(5);
    const waiting = [];
    for (let i = 0; i < 999; i++) waiting.push(events.next());
    expect(((await waiting.at(-1)!).value as { n: number }).n).toBe(1_004);
    const next = events.next();
    await events.return();
    expect(await next).toEqual({ value: undefined, done: true });
    pubsub.publish('pubsub-test', 3, { n: 2_000 });
    expect(await events.next()).toEqual({ value: undefined, done: true });
  });

  it('never listens for a subscriber who leaves before reading', async () => {
    const pubsub = createPubSub(null, {} as FastifyBaseLogger);
    const events = pubsub.subscribe('pubsub-test', 4);
    await events.return();
    pubsub.publish('pubsub-test', 4, { n: 1 });
    expect(await events.next()).toEqual({ value: undefined, done: true });
  });
});
