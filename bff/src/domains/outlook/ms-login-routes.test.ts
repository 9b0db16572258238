import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBff, type TestBff } from '../../test/bff.js';
import { SESSION_COOKIE } from '../../http/session-cookie.js';

// Microsoft's return reaches the api through the bff: the api finishes a sign-in only in the session that started it,
// so the relay must carry the browser's session token (and nothing but the sign-in's own parameters).

type Received = { url: string; authorization: string | undefined };
const received: Received[] = [];
const api = createServer((request, response) => {
  received.push({ url: request.url ?? '', authorization: request.headers.authorization });
  if (request.url?.startsWith('/api/outlook/callback/')) {
    response.writeHead(302, { location: '/outlook-connect?state=/contacts' }).end();
    return;
  }
  response.writeHead(404, { 'content-type': 'application/json' }).end('{"detail":"Not found."}');
});
let bff: TestBff;

beforeAll(async () => {
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  bff = await startBff({ API_URL: `http://127.0.0.1:${(api.address() as AddressInfo).port}/api/` });
});
afterAll(async () => {
  await bff?.close();
  await new Promise((resolve) => api.close(resolve));
});

const callback = (query: string, headers: Record<string, string> = {}) =>
  fetch(`${bff.url}/api/outlook/callback/?${query}`, { headers, redirect: 'manual' });
const relayed = (code: string) => received.find((entry) => entry.url.includes(`code=${code}`));

describe("the relay of Microsoft's return to outlook/callback/", () => {
  it("carries the browser's session token to the api and the api's redirect back", async () => {
    const code = `c-${Date.now()}`;
    const back = await callback(`code=${code}&state=s1&extra=1`, { cookie: `${SESSION_COOKIE}=session-key-1` });
    expect(back.status).toBe(302);
    expect(back.headers.get('location')).toBe('/outlook-connect?state=/contacts');
    const request = relayed(code)!;
    expect(request.authorization).toBe('Token session-key-1');
    expect(new URL(request.url, 'http://api').searchParams.has('extra')).toBe(false);
  });

  it('sends no token when the browser has no session, so the api connects nobody', async () => {
    const code = `c-${Date.now()}-bare`;
    expect((await callback(`code=${code}&state=s2`)).status).toBe(302);
    expect(relayed(code)!.authorization).toBeUndefined();
  });
});
