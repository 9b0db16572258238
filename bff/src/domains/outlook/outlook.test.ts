import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { ADMIN_EMAIL, CLIENT_EMAIL, gql, restToken, startBff, wsClient, type TestBff } from '../../test/bff.js';

const SUBSCRIPTION = 'subscription { outlookStatusChanged { state hasOutlookCredentials subscriptionsAreActive } }';

type Status = { state: string };

/** Collects a subscription's pushes; `next()` waits for the following one. */
function collect(client: Client) {
  const received: Status[] = [];
  const waiters: Array<() => void> = [];
  let failure: unknown = null;
  const dispose = client.subscribe(
    { query: SUBSCRIPTION },
    {
      next: (result) => {
        if (result.errors) failure = result.errors;
        else received.push((result.data as { outlookStatusChanged: Status }).outlookStatusChanged);
        waiters.splice(0).forEach((wake) => wake());
      },
      error: (error) => {
        failure = error;
        waiters.splice(0).forEach((wake) => wake());
      },
      complete: () => undefined,
    },
  );
  async function next(count: number, timeoutMs = 10_000): Promise<Status> {
    const deadline = Date.now() + timeoutMs;
    while (received.length < count && failure === null && Date.now() < deadline) {
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
    if (failure !== null) throw new Error(JSON.stringify(failure));
    const status = received[count - 1];
    if (!status) throw new Error(`only ${received.length} pushes after ${timeoutMs} ms`);
    return status;
  }
  return { received, next, dispose };
}

async function connectInSandbox(token: string): Promise<void> {
  const response = await fetch(`${inject('apiUrl')}auth/login_with_ms/?state=/`, {
    headers: { authorization: `Token ${token}` },
    redirect: 'manual',
  });
  expect(response.status).toBe(302);
}

describe('outlookStatusChanged', () => {
  let bff: TestBff;
  beforeAll(async () => {
    // A ten-minute poll: a change that arrives in time came through the api's long poll.
    bff = await startBff({ OUTLOOK_POLL_MS: '600000' });
  });
  afterAll(() => bff.close());

  it('reaches every open tab within a second of a change made at the api, without any poll', async () => {
    const token = await restToken(ADMIN_EMAIL);
    const tabs = [wsClient(bff, { token }), wsClient(bff, { token })];
    const pushes = tabs.map(collect);
    try {
      for (const tab of pushes) expect(await tab.next(1)).toMatchObject({ state: 'NOT_CONNECTED' });
      // Change the status behind the bff's back. Its held read hears it whether it starts before the change (the api
      // is listening) or after (the status then differs from what the bff knows).
      const changed = Date.now();
      await connectInSandbox(token);
      for (const tab of pushes) expect(await tab.next(2, 1000)).toMatchObject({ state: 'CONNECTED' });
      expect(Date.now() - changed).toBeLessThan(1000);
    } finally {
      for (const tab of pushes) tab.dispose();
      for (const tab of tabs) void tab.dispose();
    }
  });

  it('sends the status at once, and refreshOutlookStatus answers it afresh', async () => {
    const token = await restToken(ADMIN_EMAIL);
    const client = wsClient(bff, { token });
    const pushes = collect(client);
    try {
      expect(await pushes.next(1)).toMatchObject({ state: 'CONNECTED', hasOutlookCredentials: true });
      const refreshed = await gql(bff, 'mutation { refreshOutlookStatus { state } }', { token });
      expect(refreshed.body.data).toEqual({ refreshOutlookStatus: { state: 'CONNECTED' } });
    } finally {
      pushes.dispose();
      await client.dispose();
    }
  });

  it('refuses an anonymous subscriber', async () => {
    const client = wsClient(bff);
    const pushes = collect(client);
    try {
      await expect(pushes.next(1)).rejects.toThrow(/UNAUTHENTICATED/);
    } finally {
      await client.dispose();
    }
  });

  it('reads the session cookie on connect', async () => {
    const token = await restToken(ADMIN_EMAIL);
    const client = wsClient(bff, { cookie: `ft8_session=${token}` });
    const pushes = collect(client);
    try {
      expect(await pushes.next(1)).toHaveProperty('state');
    } finally {
      pushes.dispose();
      await client.dispose();
    }
  });
});

describe('Outlook polling and the Microsoft login route', () => {
  let bff: TestBff;
  beforeAll(async () => {
    bff = await startBff({ OUTLOOK_POLL_MS: '200' });
  });
  afterAll(() => bff.close());

  it('relays the login redirect with the session token and pushes the new status', async () => {
    const token = await restToken(CLIENT_EMAIL);
    const client = wsClient(bff, { token });
    const pushes = collect(client);
    try {
      expect(await pushes.next(1)).toMatchObject({ state: 'NOT_CONNECTED' });
      const response = await fetch(`${bff.url}/api/auth/login_with_ms/?state=/contacts`, {
        headers: { cookie: `ft8_session=${token}` },
        redirect: 'manual',
      });
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toContain('/outlook-connect?state=');
      expect(await pushes.next(2)).toMatchObject({ state: 'CONNECTED' });
    } finally {
      pushes.dispose();
      await client.dispose();
    }
  });

  it('has no general /api proxy', async () => {
    const response = await fetch(`${bff.url}/api/people/`);
    expect(response.status).toBe(404);
  });
});
