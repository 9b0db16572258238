// The composer runs in its own window (spec part 2: a 900x720 popup); it tells the window that opened it how the
// sending went, through a BroadcastChannel of the same origin.

export type EmailSent = { draftId: string; outcome: 'sent' | 'failed' };

const CHANNEL = 'ft8-email';

export function announceEmailSent(message: EmailSent): void {
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage(message);
  channel.close();
}

/** Calls `onMessage` for each announcement until the returned function is called. */
export function listenEmailSent(onMessage: (message: EmailSent) => void): () => void {
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (event: MessageEvent<EmailSent>) => onMessage(event.data);
  return () => channel.close();
}

/** Opens a mail window of the spec's size (composer, viewer). */
export function openMailWindow(path: string, name: string): void {
  window.open(path, name, 'width=900,height=720');
}
