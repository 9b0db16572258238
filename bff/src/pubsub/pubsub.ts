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
function topicEvents(listen: (deliver: Deliver) => () => void): TopicEvents {
  const queue: unknown[] = [];
  let waiting: ((result: IteratorResult<unknown>) => void) | null = null;
  let state: 'idle' | 'listening' | 'done' = 'idle';
  let unlisten = () => undefined as void;
  const deliver = (value: unknown) => {
    if (state === 'done') return; // it left while the event was being handed out
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
        unlisten = listen(deliver);
      }
      if (queue.length > 0) return Promise.resolve({ value: queue.shift(), done: false });
      if (state === 'done') return Promise.resolve(done);
      return new Promise((resolve) => (waiting = resolve));
    },
    return() {
      if (state === 'listening') unlisten();
      state = 'done';
      queue.length = 0;
      waiting?.(done);
      waiting = null;
      return Promise.resolve(done);
    },
  };
  return iterator;
}

type Deliver = (value: unknown) => void;

/**
 * graphql-yoga's pub/sub: its `publish`, and `subscribe` as `topicEvents` above. One listener per topic on the event
 * target, handing each event to the topic's subscribers: Node's EventTarget looks through all of a topic's listeners
 * at every addEventListener, and 1,000 subscribers of a board subscribing at once spent 0.2 s in it.
 */
function pubSubOver(eventTarget: EventTarget): Pick<PubSub, 'publish' | 'subscribe'> {
  const yoga = createYogaPubSub<TopicArgs>({ eventTarget });
  const topics = new Map<string, { subscribers: Set<Deliver>; listener: (event: Event) => void }>();
  const listen = (name: string) => (deliver: Deliver) => {
    let topic = topics.get(name);
    if (!topic) {
      const subscribers = new Set<Deliver>();
      // Those listening when the event came, as EventTarget's own dispatch: one who subscribes meanwhile does not.
      const listener = (event: Event) => {
        const { detail } = event as CustomEvent<unknown>;
        for (const each of [...subscribers]) each(detail);
      };
      topics.set(name, (topic = { subscribers, listener }));
      eventTarget.addEventListener(name, listener);
    }
    const own = topic;
    own.subscribers.add(deliver);
    return () => {
      own.subscribers.delete(deliver);
      if (own.subscribers.size > 0 || topics.get(name) !== own) return;
      topics.delete(name);
      eventTarget.removeEventListener(name, own.listener);
    };
  };
  const subscribe: Subscribe = (topic, id) => topicEvents(listen(`${topic}:${id}`));
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
