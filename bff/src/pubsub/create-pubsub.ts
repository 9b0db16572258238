import type { FastifyBaseLogger } from 'fastify';
import { createMemoryPubSub } from './memory.js';
import type { PubSub } from './pubsub.js';
import { createRedisPubSub } from './redis.js';

export function createPubSub(redisUrl: string | null, log: FastifyBaseLogger): PubSub {
  return redisUrl ? createRedisPubSub(redisUrl, log) : createMemoryPubSub();
}
