import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { createPubSub } from '../../pubsub/pubsub.js';
import type { OutlookStatusModel } from './models.js';
import { createOutlookWatcher } from './watcher.js';

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
    const pubsub = createPubSub(null, quietLog);
    const watcher = createOutlookWatcher({ pubsub, pollMs: 1000, fetchStatus, log: quietLog });
    const heard: unknown[] = [];
    const events = pubsub.subscribe('outlookStatus', 7);
    void (async () => {
      for await (const payload of events) heard.push(payload);
    })();

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
    await events.return();
  });
});
