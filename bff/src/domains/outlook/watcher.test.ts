import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { createMemoryPubSub } from '../../pubsub/memory.js';
import { iterateTopic } from '../../pubsub/topic-iterator.js';
import type { OutlookStatusModel } from './models.js';
import { createOutlookWatcher, outlookTopic } from './watcher.js';

const quietLog = { debug: () => undefined } as unknown as FastifyBaseLogger;
const off: OutlookStatusModel = {
  hasOutlookCredentials: false,
  hasOutlookSubscription: false,
  credentialsAreActive: false,
  subscriptionsAreActive: false,
};
const on: OutlookStatusModel = {
  hasOutlookCredentials: true,
  hasOutlookSubscription: true,
  credentialsAreActive: true,
  subscriptionsAreActive: true,
};

describe('the Outlook watcher', () => {
  afterEach(() => vi.useRealTimers());

  it('polls once per user however many subscribers, and stops with the last one', async () => {
    vi.useFakeTimers();
    let status = off;
    const fetchStatus = vi.fn(async () => status);
    const pubsub = createMemoryPubSub();
    const watcher = createOutlookWatcher({ pubsub, pollMs: 1000, fetchStatus, log: quietLog });
    const heard: unknown[] = [];
    await pubsub.subscribe(outlookTopic(7), (payload) => heard.push(payload));

    const leaveA = watcher.watch(7, 'token-a');
    const leaveB = watcher.watch(7, 'token-b');
    expect(watcher.pollerCount).toBe(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetchStatus).toHaveBeenCalledTimes(1);
    expect(fetchStatus).toHaveBeenLastCalledWith(7, 'token-b');

    await vi.advanceTimersByTimeAsync(1000);
    expect(heard).toEqual([off]);
    status = on;
    await vi.advanceTimersByTimeAsync(1000);
    expect(heard).toEqual([off, on]);

    leaveB();
    expect(watcher.pollerCount).toBe(1);
    leaveA();
    expect(watcher.pollerCount).toBe(0);
    await vi.advanceTimersByTimeAsync(5000);
    expect(fetchStatus).toHaveBeenCalledTimes(3);
  });
});

describe('a topic iterator', () => {
  it('skips repeats, and unsubscribes when the subscriber leaves while waiting', async () => {
    const pubsub = createMemoryPubSub();
    const closed = vi.fn();
    const events = await iterateTopic({ pubsub, topic: 't', parse: (value) => value as number, onClose: closed, distinct: true });
    events.push(1);
    await pubsub.publish('t', 1);
    await pubsub.publish('t', 2);
    expect(await events.next()).toEqual({ value: 1, done: false });
    expect(await events.next()).toEqual({ value: 2, done: false });
    const waiting = events.next();
    await events.return?.();
    expect(await waiting).toEqual({ value: undefined, done: true });
    expect(closed).toHaveBeenCalledTimes(1);
  });
});
