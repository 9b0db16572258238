import { useSyncExternalStore } from 'react';

/**
 * The live connection (graphql-ws) as a screen needs it: `down` once a connection that was up is lost, until it is
 * up again (graphql-ws retries for ever, backing off). Before the first connection it is not down: a page that has
 * not needed the socket yet has lost nothing.
 */
export type SocketStatus = 'up' | 'down' | 'unknown';

let status: SocketStatus = 'unknown';
const listeners = new Set<() => void>();

function set(next: SocketStatus) {
  if (next === status) return;
  status = next;
  for (const listener of listeners) listener();
}

/** graphql-ws's `on` handlers that keep the status (createClient in lib/apollo.ts). */
export const socketStatusEvents = {
  connected: () => set('up'),
  closed: () => {
    if (status === 'up') set('down');
  },
};

export function useSocketStatus(): SocketStatus {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => status,
  );
}
