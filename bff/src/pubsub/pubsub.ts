import { createPubSub as createYogaPubSub, type PubSub as YogaPubSub } from '@graphql-yoga/subscription';
import type { FastifyBaseLogger } from 'fastify';
import { createRedisTransport } from './redis.js';

/**
 * The events between resolvers and subscribers, by topic: `[id, payload]`, published as `publish(topic, id, payload)`
 * and heard with `subscribe(topic, id)`. Each domain adds its topics here with declaration merging
 * (`declare module '../../pubsub/pubsub.js'` in its `index.ts`). Payloads must be JSON: with Redis they cross the
 * network, so subscribers check them again when they arrive.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the domains
export interface Topics {}

// The same entries as a type alias: graphql-yoga's map type has an index signature, which an interface never meets.
type TopicArgs = { [Topic in keyof Topics]: Topics[Topic] };

/** A subscriber's events of a topic and id (`topicEvents`); payloads arrive unchecked (see above). */
type Subscribe = <Topic extends keyof TopicArgs>(topic: Topic, id: TopicArgs[Topic][0]) => TopicEvents;
/** A subscriber's events: it listens from its first pull; return() lets go of the topic. */
export type TopicEvents = AsyncIterableIterator<unknown> & { return(): Promise<IteratorReturnResult<undefined>> };

/** graphql-yoga's typed pub/sub, in memory or across bff instances through Redis. */
export type PubSub = Pick<YogaPubSub<TopicArgs>, 'publish'> & {
  subscribe: Subscribe;
  /** Resolves once every subscription started so far hears what is published afterwards, on any instance. */
  ready(): Promise<void>;
  close(): Promise<void>;
};

// A subscriber that stops reading keeps the newest events only (topics carry states, the latest one counts; a board
// subscriber that misses one sees a gap in its sequence and reads the board again).
const SUBSCRIBER_BUFFER = 1_000;

/**
 * One subscriber's events of a topic, as graphql-yoga's `subscribe` gives them but without its Repeater: a queue of
 * at most SUBSCRIBER_BUFFER (the newest kept) and the one pull waiting for it. Like the Repeater it listens from its
 * first pull (until then nothing to let go of), and its return() settles a waiting pull as done at once. Yoga's
 * `repeaterBuffer` option is one buffer instance for every subscription it creates: while two subscribers lagged (one
 * waiting for the api, say), each could take the other's events from it, another board's tasks included. And a
 * Repeater's push makes about eight promises: a task move published to a board's 1,000 subscribers took 22-46 ms
 * through this Repeater and listenThenRead's, 2-4 ms through these two plain iterators (bff/README.md, "Home-made").
 */
function topicEvents(eventTarget: EventTarget, topic: string): TopicEvents {
  const queue: unknown[] = [];
  let waiting: ((result: IteratorResult<unknown>) => void) | null = null;
  let state: 'idle' | 'listening' | 'done' = 'idle';
  const listener = (event: Event) => {
    const value = (event as Event & { detail: unknown }).detail;
    if (waiting) {
      const pull = waiting;
      waiting = null;
      pull({ value, done: false });
    } else if (queue.push(value) > SUBSCRIBER_BUFFER) queue.shift();
  };
  const done: IteratorReturnResult<undefined> = { value: undefined, done: true };
  const iterator: TopicEvents = {
    [Symbol.asyncIterator]: () => iterator,
    next() {
      if (state === 'idle') {
        state = 'listening';
        eventTarget.addEventListener(topic, listener);
      }
      if (queue.length > 0) return Promise.resolve({ value: queue.shift(), done: false });
      if (state === 'done') return Promise.resolve(done);
      return new Promise((resolve) => (waiting = resolve));
    },
    return() {
      if (state === 'listening') eventTarget.removeEventListener(topic, listener);
      state = 'done';
      queue.length = 0;
      waiting?.(done);
      waiting = null;
      return Promise.resolve(done);
    },
  };
  return iterator;
}

/** graphql-yoga's pub/sub: its `publish`, and `subscribe` as `topicEvents` above. */
function pubSubOver(eventTarget: EventTarget): Pick<PubSub, 'publish' | 'subscribe'> {
  const yoga = createYogaPubSub<TopicArgs>({ eventTarget });
  const subscribe: Subscribe = (topic, id) => topicEvents(eventTarget, `${topic}:${id}`);
  return { publish: yoga.publish.bind(yoga), subscribe };
}

/** Redis when REDIS_URL is set (several instances); otherwise one process, in memory. */
export function createPubSub(redisUrl: string | null, log: FastifyBaseLogger): PubSub {
  if (!redisUrl) {
    return Object.assign(pubSubOver(new EventTarget()), {
      ready: async () => undefined,
      close: async () => undefined,
    });
  }
  const { eventTarget, ready, close } = createRedisTransport<TopicArgs>(redisUrl, log);
  return Object.assign(pubSubOver(eventTarget as unknown as EventTarget), { ready, close });
}
