import {
  createPubSub as createYogaPubSub,
  Repeater,
  SlidingBuffer,
  type PubSub as YogaPubSub,
} from '@graphql-yoga/subscription';
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

/** graphql-yoga's typed pub/sub, in memory or across bff instances through Redis. */
export type PubSub = YogaPubSub<TopicArgs> & {
  /** Resolves once every subscription started so far hears what is published afterwards, on any instance. */
  ready(): Promise<void>;
  close(): Promise<void>;
};

// A subscriber that stops reading keeps the newest events only (topics carry states, the latest one counts; a board
// subscriber that misses one sees a gap in its sequence and reads the board again).
const SUBSCRIBER_BUFFER = 1_000;

/**
 * graphql-yoga's pub/sub, but each subscription with a buffer of its own. Yoga's `repeaterBuffer` option is one buffer
 * instance for every subscription it creates: while two subscribers lagged (one waiting for the api, say), each could
 * take the other's events from it, another board's tasks included. Its `publish` is kept; `subscribe` is yoga's own,
 * but for the buffer.
 */
function pubSubOver(eventTarget: EventTarget): YogaPubSub<TopicArgs> {
  const yoga = createYogaPubSub<TopicArgs>({ eventTarget });
  const subscribe = (routingKey: string, id?: number | string) => {
    const topic = id === undefined ? routingKey : `${routingKey}:${id}`;
    return new Repeater<unknown>((push, stop) => {
      const listener = (event: Event) => void push((event as Event & { detail: unknown }).detail);
      eventTarget.addEventListener(topic, listener);
      void stop.then(() => eventTarget.removeEventListener(topic, listener));
    }, new SlidingBuffer(SUBSCRIBER_BUFFER));
  };
  return { publish: yoga.publish.bind(yoga), subscribe } as YogaPubSub<TopicArgs>;
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
