import { createPubSub } from '@graphql-yoga/subscription';
import { describe, expect, it, vi } from 'vitest';
import { currentAndChanges } from './current-and-changes.js';

const ready = { ready: async () => undefined };
const asNumber = (value: unknown): number => {
  if (typeof value !== 'number') throw new Error('not a number');
  return value;
};

describe('the current value, then its changes', () => {
  it('skips repeats, and unsubscribes when the subscriber leaves while waiting', async () => {
    const pubsub = createPubSub<{ t: [number] }>();
    const closed = vi.fn();
    const events = await currentAndChanges({
      pubsub: ready,
      events: pubsub.subscribe('t'),
      current: async () => 1,
      check: asNumber,
      onClose: closed,
    });
    pubsub.publish('t', 1);
    pubsub.publish('t', 2);
    expect(await events.next()).toEqual({ value: 1, done: false });
    expect(await events.next()).toEqual({ value: 2, done: false });
    const waiting = events.next();
    await events.return?.();
    expect(await waiting).toEqual({ value: undefined, done: true });
    expect(closed).toHaveBeenCalledTimes(1);
  });

  it('keeps a change published while the current value is read, and skips malformed events', async () => {
    const pubsub = createPubSub<{ t: [unknown] }>();
    const events = await currentAndChanges({
      pubsub: ready,
      events: pubsub.subscribe('t'),
      current: async () => {
        pubsub.publish('t', 'garbage');
        pubsub.publish('t', 2);
        return 1;
      },
      check: asNumber,
    });
    expect(await events.next()).toEqual({ value: 1, done: false });
    expect(await events.next()).toEqual({ value: 2, done: false });
    await events.return?.();
  });

  it('lets go of the topic when the subscriber leaves before reading anything', async () => {
    const pubsub = createPubSub<{ t: [number] }>();
    const closed = vi.fn();
    const events = await currentAndChanges({
      pubsub: ready,
      events: pubsub.subscribe('t'),
      current: async () => 1,
      check: asNumber,
      onClose: closed,
    });
    await events.return?.();
    expect(closed).toHaveBeenCalledTimes(1);
    expect(await events.next()).toEqual({ value: undefined, done: true });
  });

  it("throws the first read's failure, having let go of the topic", async () => {
    const pubsub = createPubSub<{ t: [number] }>();
    const closed = vi.fn();
    const source = pubsub.subscribe('t');
    const failing = currentAndChanges({
      pubsub: ready,
      events: source,
      current: () => Promise.reject(new Error('api down')),
      check: asNumber,
      onClose: closed,
    });
    await expect(failing).rejects.toThrow('api down');
    expect(closed).toHaveBeenCalledTimes(1);
    expect(await source.next()).toEqual({ value: undefined, done: true });
  });
});
