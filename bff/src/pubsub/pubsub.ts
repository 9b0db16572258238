import { createPubSub as createYogaPubSub, SlidingBuffer, type PubSub as YogaPubSub } from '@graphql-yoga/subscription';
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

// A subscriber that stops reading keeps the newest events only (topics carry states, the latest one counts).
const SUBSCRIBER_BUFFER = 100;

/** Redis when REDIS_URL is set (several instances); otherwise one process, in memory. */
export function createPubSub(redisUrl: string | null, log: FastifyBaseLogger): PubSub {
  const repeaterBuffer = new SlidingBuffer(SUBSCRIBER_BUFFER);
  if (!redisUrl) {
    return Object.assign(createYogaPubSub<TopicArgs>({ repeaterBuffer }), {
      ready: async () => undefined,
      close: async () => undefined,
    });
  }
  const { eventTarget, ready, close } = createRedisTransport<TopicArgs>(redisUrl, log);
  return Object.assign(createYogaPubSub<TopicArgs>({ eventTarget, repeaterBuffer }), { ready, close });
}
