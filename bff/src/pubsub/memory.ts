import { TopicListeners, type PubSub } from './pubsub.js';

/** One process: events stay in memory. Payloads go through JSON like they would through Redis. */
export function createMemoryPubSub(): PubSub {
  const listeners = new TopicListeners();
  return {
    async publish(topic, payload) {
      const copy: unknown = JSON.parse(JSON.stringify(payload));
      queueMicrotask(() => listeners.deliver(topic, copy));
    },
    async subscribe(topic, listener) {
      listeners.add(topic, listener);
      return async () => {
        listeners.remove(topic, listener);
      };
    },
    async close() {
      listeners.clear();
    },
  };
}
