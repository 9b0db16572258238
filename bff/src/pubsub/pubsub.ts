/**
 * Events between resolvers and subscribers, possibly across bff instances. Payloads must be JSON: with Redis they
 * cross the network, so subscribers check them again when they arrive.
 */
export type Listener = (payload: unknown) => void;
export type Unsubscribe = () => Promise<void>;

export type PubSub = {
  publish(topic: string, payload: unknown): Promise<void>;
  /** Resolves once the subscription is live, so that nothing published afterwards is missed. */
  subscribe(topic: string, listener: Listener): Promise<Unsubscribe>;
  close(): Promise<void>;
};

/** Listeners per topic, shared by both implementations. */
export class TopicListeners {
  readonly #byTopic = new Map<string, Set<Listener>>();

  /** Returns true when this is the topic's first listener. */
  add(topic: string, listener: Listener): boolean {
    const listeners = this.#byTopic.get(topic);
    if (listeners) {
      listeners.add(listener);
      return false;
    }
    this.#byTopic.set(topic, new Set([listener]));
    return true;
  }

  /** Returns true when the topic has no listeners left. */
  remove(topic: string, listener: Listener): boolean {
    const listeners = this.#byTopic.get(topic);
    if (!listeners) return false;
    listeners.delete(listener);
    if (listeners.size > 0) return false;
    this.#byTopic.delete(topic);
    return true;
  }

  deliver(topic: string, payload: unknown): void {
    for (const listener of this.#byTopic.get(topic) ?? []) listener(payload);
  }

  clear(): void {
    this.#byTopic.clear();
  }
}
