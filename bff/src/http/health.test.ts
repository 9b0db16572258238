import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type RequestListener, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBff, type TestBff } from '../test/bff.js';
import { freePort } from '../test/start-api.js';
import { apiIsReady } from './health.js';

async function probe(bff: TestBff, pathname: string): Promise<{ status: number; body: unknown; type: string | null }> {
  const response = await fetch(`${bff.url}${pathname}`);
  return { status: response.status, type: response.headers.get('content-type'), body: await response.json() };
}

describe('health probes', () => {
  let webDist: string;
  let bff: TestBff;
  beforeAll(async () => {
    // A built web app, so that the SPA fallback would answer index.html for any page path.
    webDist = await mkdtemp(path.join(tmpdir(), 'ft8-bff-health-web-'));
    await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>ft8</title>');
    bff = await startBff({ WEB_DIST: webDist });
  });
  afterAll(async () => {
    await bff.close();
    await rm(webDist, { recursive: true, force: true });
  });

  it('healthz answers 200 {"status": "ok"}, not the web app', async () => {
    expect(await probe(bff, '/healthz')).toEqual({
      status: 200,
      type: expect.stringMatching(/application\/json/),
      body: { status: 'ok' },
    });
  });

  it('readyz answers 200 while the api answers', async () => {
    expect(await probe(bff, '/readyz')).toEqual({
      status: 200,
      type: expect.stringMatching(/application\/json/),
      body: { status: 'ok' },
    });
  });

  it('readyz answers 503 when the api does not, while healthz stays 200', async () => {
    const closedPort = await freePort();
    const orphan = await startBff({ API_URL: `http://127.0.0.1:${closedPort}/api` });
    try {
      const started = Date.now();
      expect(await probe(orphan, '/readyz')).toMatchObject({ status: 503, body: { status: 'unavailable' } });
      expect(Date.now() - started).toBeLessThan(2500);
      expect((await probe(orphan, '/healthz')).status).toBe(200);
    } finally {
      await orphan.close();
    }
  });
});

describe('api readiness', () => {
  const servers: Server[] = [];
  async function fakeApi(handler: RequestListener): Promise<URL> {
    const server = createServer(handler);
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    return new URL(`http://127.0.0.1:${port}/api/`);
  }
  afterAll(async () => {
    for (const server of servers) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('takes any non-5xx answer of utils/types/ from an api without /readyz', async () => {
    const url = await fakeApi((request, response) => {
      response.statusCode = request.url === '/api/utils/types/' ? 401 : 404;
      response.end();
    });
    expect(await apiIsReady(url)).toBe(true);
  });

  it('is not ready when the api says it is not, or says nothing in time', async () => {
    const unavailable = await fakeApi((_request, response) => {
      response.statusCode = 503;
      response.end();
    });
    expect(await apiIsReady(unavailable)).toBe(false);
    const silent = await fakeApi(() => undefined);
    const started = Date.now();
    expect(await apiIsReady(silent, 300)).toBe(false);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
