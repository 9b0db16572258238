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

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('the Outlook watcher', () => {
  afterEach(() => vi.useRealTimers());

  it('against a server that answers at once: reads once per user every pollMs, and stops with the last subscriber', async () => {
    vi.useFakeTimers();
    let status = off;
    const fetchStatus = vi.fn(async () => status);
    const pubsub = createPubSub(null, quietLog);
    const watcher = createOutlookWatcher({ pubsub, pollMs: 1000, waitSeconds: 10, fetchStatus, log: quietLog });
    const heard: unknown[] = [];
    const events = pubsub.subscribe('outlookStatus', 7);
    void (async () => {
      for await (const payload of events) heard.push(payload);
    })();

    const leaveA = watcher.watch(7, 'token-a');
    const leaveB = watcher.watch(7, 'token-b');
    expect(watcher.pollerCount).toBe(1);
    await vi.advanceTimersByTimeAsync(0);
    // The first read asks for the status as it is; the next ones for a change from what it holds.
    expect(fetchStatus).toHaveBeenNthCalledWith(1, 7, 'token-a', undefined);
    expect(heard).toEqual([off]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetchStatus).toHaveBeenLastCalledWith(7, 'token-b', { known: '0000', waitSeconds: 10 });
    status = on;
    await vi.advanceTimersByTimeAsync(1000);
    expect(heard).toEqual([off, on]);
    const calls = fetchStatus.mock.calls.length;

    leaveB();
    expect(watcher.pollerCount).toBe(1);
    leaveA();
    expect(watcher.pollerCount).toBe(0);
    await vi.advanceTimersByTimeAsync(5000);
    expect(fetchStatus.mock.calls.length).toBeLessThanOrEqual(calls + 1);
    await events.return();
  });

  it("against the api's long poll: asks again as soon as a held read returns, and publishes a change at once", async () => {
    const pubsub = createPubSub(null, quietLog);
    let release: (status: OutlookStatusModel) => void = () => undefined;
    const fetchStatus = vi.fn(
      (_person: number, _token: string, request: { known: string; waitSeconds: number } | undefined) =>
        request ? new Promise<OutlookStatusModel>((resolve) => (release = resolve)) : Promise.resolve(off),
    );
    const watcher = createOutlookWatcher({ pubsub, pollMs: 60_000, waitSeconds: 0, fetchStatus, log: quietLog });
    const heard: unknown[] = [];
    const events = pubsub.subscribe('outlookStatus', 9);
    void (async () => {
      for await (const payload of events) heard.push(payload);
    })();
    const leave = watcher.watch(9, 'token');
    await vi.waitFor(() => expect(fetchStatus).toHaveBeenCalledTimes(2));
    expect(heard).toEqual([off]);
    release(on);
    await vi.waitFor(() => expect(heard).toEqual([off, on]));
    // Not after pollMs (a minute): the next held read starts at once.
    await vi.waitFor(() => expect(fetchStatus).toHaveBeenCalledTimes(3));
    expect(fetchStatus).toHaveBeenLastCalledWith(9, 'token', { known: '1111', waitSeconds: 0 });
    leave();
    release(on);
    await settle();
    watcher.stop();
    await events.return();
  });
});
