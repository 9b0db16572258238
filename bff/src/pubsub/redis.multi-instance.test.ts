import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { gql, restToken, wsClient, type TestBff } from '../test/bff.js';
import { startBffProcess } from '../test/start-bff-process.js';

const redisUrl = process.env.REDIS_URL;
// A user no other test connects to Outlook, so that the refresh below is a change B has not sent yet.
const GUEST_EMAIL = 'guest@ft8.test';

type Instance = Omit<TestBff, 'app'>;

describe.skipIf(!redisUrl)('Redis pub/sub across bff processes', () => {
  let a: Instance;
  let b: Instance;
  beforeAll(async () => {
    // No polling: whatever B pushes after the first status must come through Redis from A's mutation.
    const env = { REDIS_URL: redisUrl ?? '', API_URL: inject('apiUrl'), OUTLOOK_POLL_MS: '600000' };
    [a, b] = await Promise.all([startBffProcess(env), startBffProcess(env)]);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
  });

  it('delivers refreshOutlookStatus on A to an outlookStatusChanged subscriber on B', async () => {
    const token = await restToken(GUEST_EMAIL);
    const client = wsClient(b, { token });
    const states: string[] = [];
    const dispose = client.subscribe(
      { query: 'subscription { outlookStatusChanged { state } }' },
      {
        next: (result) =>
          states.push((result.data as { outlookStatusChanged: { state: string } }).outlookStatusChanged.state),
        error: () => undefined,
        complete: () => undefined,
      },
    );
    try {
      await expect.poll(() => states.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
      expect(states).toEqual(['NOT_CONNECTED']);
      const connect = await fetch(`${inject('apiUrl')}auth/login_with_ms/?state=/`, {
        headers: { authorization: `Token ${token}` },
        redirect: 'manual',
      });
      expect(connect.status).toBe(302);
      const refreshed = await gql(a, 'mutation { refreshOutlookStatus { state } }', { token });
      expect(refreshed.body.data).toEqual({ refreshOutlookStatus: { state: 'CONNECTED' } });
      await expect.poll(() => states.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
      expect(states).toEqual(['NOT_CONNECTED', 'CONNECTED']);
    } finally {
      dispose();
      await client.dispose();
    }
  });
});
