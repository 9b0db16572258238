import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import { TopicListeners, type PubSub } from './pubsub.js';

const CHANNEL_PREFIX = 'ft8:';

/**
 * Several bff instances: events fan out through Redis. A subscribed connection cannot publish, hence two
 * connections. A channel is subscribed while this process has at least one listener on it.
 */
export function createRedisPubSub(url: string, log: FastifyBaseLogger): PubSub {
  const publisher = new Redis(url, { maxRetriesPerRequest: 3 });
  const subscriber = new Redis(url, { maxRetriesPerRequest: 3 });
  const listeners = new TopicListeners();
  for (const connection of [publisher, subscriber]) {
    connection.on('error', (error) => log.warn({ err: error }, 'Redis connection error'));
  }

  subscriber.on('message', (channel: string, message: string) => {
    if (!channel.startsWith(CHANNEL_PREFIX)) return;
    let payload: unknown;
    try {
      payload = JSON.parse(message);
    } catch {
      log.warn({ channel }, 'Ignored a Redis message that is not JSON');
      return;
    }
    listeners.deliver(channel.slice(CHANNEL_PREFIX.length), payload);
  });

  return {
    async publish(topic, payload) {
      await publisher.publish(CHANNEL_PREFIX + topic, JSON.stringify(payload));
    },
    async subscribe(topic, listener) {
      if (listeners.add(topic, listener)) await subscriber.subscribe(CHANNEL_PREFIX + topic);
      return async () => {
        if (listeners.remove(topic, listener)) await subscriber.unsubscribe(CHANNEL_PREFIX + topic);
      };
    },
    async close() {
      listeners.clear();
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}
