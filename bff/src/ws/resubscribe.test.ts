import { createClient, type Client } from 'graphql-ws';
import { afterAll, describe, expect, inject, it } from 'vitest';
import WebSocket from 'ws';
import { restToken, USER_EMAIL, type TestBff } from '../test/bff.js';
import { startBffProcess } from '../test/start-bff-process.js';

type Instance = Omit<TestBff, 'app'>;

/** The retry settings of web/src/lib/apollo.ts (retry for ever, refused connections too), with its backoff shape. */
function webLikeClient(url: string, token: string): Client {
  return createClient({
    url,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Token ${token}` },
    lazy: true,
    retryAttempts: Infinity,
    shouldRetry: () => true,
    retryWait: (retries) => {
      const ceiling = Math.min(1000 * 2 ** retries, 30_000);
      return new Promise((resolve) => setTimeout(resolve, ceiling / 2 + (Math.random() * ceiling) / 2));
    },
  });
}

describe('a bff restart under open subscriptions', () => {
  let bff: Instance | undefined;
  afterAll(async () => {
    await bff?.close();
  });

  it('the browser client reconnects and resubscribes to outlookStatusChanged, and events flow again', async () => {
    const env = { API_URL: inject('apiUrl'), OUTLOOK_POLL_MS: '600000' };
    bff = await startBffProcess(env);
    const port = Number(new URL(bff.url).port);
    const client = webLikeClient(bff.wsUrl, await restToken(USER_EMAIL));
    let connections = 0;
    let closes = 0;
    client.on('connected', () => connections++);
    client.on('closed', () => closes++);
    const states: string[] = [];
    const errors: unknown[] = [];
    const dispose = client.subscribe(
      { query: 'subscription { outlookStatusChanged { state } }' },
      {
        next: (result) =>
          states.push((result.data as { outlookStatusChanged: { state: string } }).outlookStatusChanged.state),
        error: (error) => errors.push(error),
        complete: () => undefined,
      },
    );
    try {
      // The status is sent at once on subscribing.
      await expect.poll(() => states.length, { timeout: 10_000 }).toBe(1);

      await bff.close();
      // Nothing listening: a reconnect is refused (a second close), which must not end the subscription.
      await expect.poll(() => closes, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
      bff = await startBffProcess(env, port);

      await expect.poll(() => states.length, { timeout: 30_000 }).toBe(2);
      expect(connections).toBe(2);
      expect(states[1]).toBe(states[0]);
      expect(errors).toEqual([]);
    } finally {
      dispose();
      await client.dispose();
    }
  }, 60_000);
});
