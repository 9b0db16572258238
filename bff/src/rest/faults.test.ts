import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.js';
import { gql, startBff, type TestBff } from '../test/bff.js';
import { json, startFakeApi, type FakeApi, type FakeRoutes } from '../test/fake-api.js';

const PEOPLE = '{ people(first: 1) { totalCount } }';
const EMPTY_PAGE = json(200, { count: 0, next: null, previous: null, results: [] });

type LogLine = { level: number; msg: string; path?: string };

/** A bff in front of a fake api, with its log lines kept for the assertions. */
async function bffBefore(fake: FakeApi, deadlineMs = 300): Promise<TestBff & { logs: LogLine[] }> {
  const logs: LogLine[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logs.push(JSON.parse(chunk.toString()) as LogLine);
      done();
    },
  });
  const bff = await startBff(
    { API_URL: fake.url, REST_DEADLINE_MS: String(deadlineMs) },
    { logger: { level: 'info', stream } },
  );
  return { ...bff, logs };
}

describe('REST_DEADLINE_MS', () => {
  it('defaults to 15 s and refuses values outside 100 ms to 300 s at boot', () => {
    expect(loadConfig({}).restDeadlineMs).toBe(15_000);
    expect(loadConfig({ REST_DEADLINE_MS: '2500' }).restDeadlineMs).toBe(2500);
    for (const bad of ['0', '99', '300001', 'soon', '1.5']) {
      expect(() => loadConfig({ REST_DEADLINE_MS: bad })).toThrow(ConfigError);
    }
  });
});

describe('when the api misbehaves', () => {
  const started: Array<{ close(): Promise<void> } | FakeApi> = [];
  const fakeApi = async (routes: FakeRoutes) => {
    const fake = await startFakeApi(routes);
    started.push(fake);
    return fake;
  };
  const bff = async (fake: FakeApi, deadlineMs?: number) => {
    const app = await bffBefore(fake, deadlineMs);
    started.unshift(app);
    return app;
  };
  afterEach(async () => {
    for (const item of started.splice(0)) await ('stop' in item ? item.stop() : item.close());
  });

  it('answers 502 at once while the api is down, and recovers when it is back', async () => {
    const fake = await fakeApi(() => EMPTY_PAGE);
    const server = await bff(fake, 10_000);
    await fake.stop();

    const started = Date.now();
    const down = await gql(server, PEOPLE, { token: 'any' });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(down.status).toBe(502);
    expect(down.body.data).toBeNull();
    expect(down.body.errors?.[0]).toMatchObject({
      message: 'The server could not be reached.',
      extensions: { code: 'INTERNAL_SERVER_ERROR', status: 502 },
    });

    await fake.start();
    const back = await gql(server, PEOPLE, { token: 'any' });
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({ data: { people: { totalCount: 0 } } });
  });

  it('answers 504 within the deadline while the api hangs, and says so in the log', async () => {
    const fake = await fakeApi(() => 'hang');
    const server = await bff(fake, 300);

    const started = Date.now();
    const hung = await gql(server, PEOPLE, { token: 'any' });
    const took = Date.now() - started;
    expect(took).toBeGreaterThanOrEqual(290);
    expect(took).toBeLessThan(2000);
    expect(hung.status).toBe(504);
    expect(hung.body.errors?.[0]).toMatchObject({
      message: 'The server took too long to answer.',
      extensions: { code: 'INTERNAL_SERVER_ERROR', status: 504 },
    });
    // The REST call was given up, not left running.
    await expect.poll(() => fake.abandoned, { timeout: 5000 }).toBe(1);
    expect(server.logs.filter((line) => line.level === 40 && line.msg === 'REST call hit the deadline')).toHaveLength(
      1,
    );
  });

  it('keeps what did arrive when one REST call hangs: a partial answer is 200', async () => {
    const fake = await fakeApi((path) => (path.startsWith('people/?') ? EMPTY_PAGE : 'hang'));
    const server = await bff(fake, 300);
    const { status, body } = await gql(server, '{ people(first: 1) { totalCount } person(id: "5") { id } }', {
      token: 'any',
    });
    expect(status).toBe(200);
    expect(body.data).toEqual({ people: { totalCount: 0 }, person: null });
    expect(body.errors?.[0]).toMatchObject({ path: ['person'], extensions: { status: 504 } });
  });

  it('reports an api 500 as a server error without its body', async () => {
    const fake = await fakeApi(() => ({ status: 500, body: 'Traceback: secret internals', type: 'text/plain' }));
    const server = await bff(fake);
    const { body } = await gql(server, PEOPLE, { token: 'any' });
    expect(body.data).toBeNull();
    expect(body.errors?.[0]).toMatchObject({
      message: 'The server could not complete the request.',
      extensions: { code: 'INTERNAL_SERVER_ERROR', status: 500 },
    });
    expect(JSON.stringify(body)).not.toContain('secret');
  });

  it.each([
    ['not JSON', { status: 200, body: '<html>Bad gateway</html>', type: 'text/html' }],
    ['JSON of the wrong shape', json(200, { count: 'many', results: {} })],
    ['truncated JSON', { status: 200, body: '{"count": 1, "results": [' }],
  ])('answers 502 with a clear message when the api answers %s', async (_name, answer) => {
    const fake = await fakeApi(() => answer);
    const server = await bff(fake);
    const { status, body } = await gql(server, PEOPLE, { token: 'any' });
    expect(status).toBe(502);
    expect(body.errors?.[0]).toMatchObject({
      message: 'The server answered in an unexpected shape.',
      extensions: { code: 'INTERNAL_SERVER_ERROR', status: 502 },
    });
  });

  it('cancels the REST call when the browser goes away, with one info line', async () => {
    const fake = await fakeApi(() => 'hang');
    const server = await bff(fake, 10_000);
    const browser = new AbortController();
    const request = fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Token any' },
      body: JSON.stringify({ query: PEOPLE }),
      signal: browser.signal,
    }).catch((error: unknown) => error);
    await expect.poll(() => fake.received.length, { timeout: 5000 }).toBe(1);
    browser.abort();
    await request;
    await expect.poll(() => fake.abandoned, { timeout: 2000 }).toBe(1);
    await expect
      .poll(() => server.logs.some((line) => line.msg === 'request cancelled by the client'), { timeout: 5000 })
      .toBe(true);
    const cancelled = server.logs.filter((line) => line.msg === 'request cancelled by the client');
    expect(cancelled).toEqual([expect.objectContaining({ level: 30, path: 'people/?limit=1&offset=0&fields=id' })]);
    expect(server.logs.some((line) => line.msg === 'REST call hit the deadline')).toBe(false);
  });
});
