import { EventEmitter } from 'node:events';

/**
 * Changes of an account's Outlook connection in this process (sign-in, a refused refresh, a subscription made,
 * renewed or lapsed), so that `people/{id}/outlook_status/?wait=` can answer the moment one happens. Another api
 * process's changes are seen when a wait ends (at most `wait` seconds later).
 */
const changes = new EventEmitter();
changes.setMaxListeners(0);

export function outlookChanged(personId: number): void {
  changes.emit('changed', personId);
}

/** How many waits are listening now (a test waits for its request to be listening before it makes a change). */
export const outlookWaits = (): number => changes.listenerCount('changed');

/** The status as four bits (credentials, subscription, credentials active, subscription active): what `known` holds. */
export const outlookStatusKey = (status: {
  has_outlook_credentials: boolean;
  has_outlook_subscription: boolean;
  credentials_are_active: boolean;
  subscriptions_are_active: boolean;
}) =>
  [
    status.has_outlook_credentials,
    status.has_outlook_subscription,
    status.credentials_are_active,
    status.subscriptions_are_active,
  ]
    .map((bit) => (bit ? '1' : '0'))
    .join('');

/** Resolves when the person's connection changes, at `wakeAt` (a subscription's expiry), after `ms`, or on `abort`. */
export function waitForOutlookChange(personId: number, ms: number, wakeAt: Date | null, abort: AbortSignal) {
  return new Promise<void>((resolve) => {
    const timers: NodeJS.Timeout[] = [];
    const done = () => {
      changes.off('changed', heard);
      abort.removeEventListener('abort', done);
      for (const timer of timers) clearTimeout(timer);
      resolve();
    };
    const heard = (changed: number) => {
      if (changed === personId) done();
    };
    changes.on('changed', heard);
    abort.addEventListener('abort', done);
    timers.push(setTimeout(done, ms));
    if (wakeAt && wakeAt.getTime() - Date.now() < ms)
      timers.push(setTimeout(done, Math.max(wakeAt.getTime() - Date.now() + 5, 0)));
  });
}
