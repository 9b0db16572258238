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
    // A Repeater listens from its first pull: start both, then publish while neither reads.
    const firstPull = first.next();
    const secondPull = second.next();
    for (let n = 0; n < 5; n++) {
      pubsub.publish('pubsub-test', 1, { n });
      pubsub.publish('pubsub-test', 2, { n: 100 + n });
    }
    const read = async (events: typeof first, pending: Promise<IteratorResult<{ n: number }>>) => {
      const values = [(await pending).value as { n: number }];
      for (let i = 0; i < 4; i++) values.push((await events.next()).value as { n: number });
      return values.map((value) => value.n);
    };
    expect(await read(first, firstPull)).toEqual([0, 1, 2, 3, 4]);
    expect(await read(second, secondPull)).toEqual([100, 101, 102, 103, 104]);
    await first.return?.();
    await second.return?.();
  });
});
