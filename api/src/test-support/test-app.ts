import { buildApp, type App } from '../app.js';
import { defaultAuthThrottle, type Config } from '../config.js';
import type { DatabaseHandle } from '../db/open-database.js';
import { demoPassword } from '../seed/seed-demo.js';
import { inject } from 'vitest';
import type { Fixture } from './fixture.js';
import { createTestDatabase } from './test-database.js';

export const testConfig = (overrides: Partial<Config> = {}): Config => ({
  port: 0,
  host: '127.0.0.1',
  databaseUrl: undefined,
  dataDir: '/nonexistent',
  microsoft: null,
  mailSandboxApi: true,
  seedDemo: false,
  logLevel: 'silent',
  webUrl: 'http://web.test',
  redisUrl: undefined,
  trustProxy: false,
  authThrottle: defaultAuthThrottle,
  s3: null,
  ...overrides,
});

export type TestApp = {
  app: App;
  database: DatabaseHandle;
  fixture: Fixture;
  /** `Authorization` headers for a demo account, signed in through the API. */
  signIn: (email: string, password?: string) => Promise<{ authorization: string }>;
  /** A JSON call under `/api` through `app.inject`: its status and parsed body (undefined when empty). */
  call: (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    headers: { authorization: string },
    payload?: object,
  ) => Promise<{ status: number; body: unknown }>;
  close: () => Promise<void>;
};

/** The app on a fresh database with the fixture; call in beforeAll and close in afterAll. */
export async function createTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const database = await createTestDatabase('fixture');
  const fixture = inject('fixture');
  const app = await buildApp({ config: testConfig(overrides), db: database.db, logger: false });
  await app.ready();
  return {
    app,
    database,
    fixture,
    async signIn(email, password = demoPassword) {
      const response = await app.inject({ method: 'POST', url: '/api/auth/token/', payload: { email, password } });
      if (response.statusCode !== 200) throw new Error(`sign-in as ${email} failed: ${response.body}`);
      return { authorization: `Token ${response.json<{ token: string }>().token}` };
    },
    async call(method, url, headers, payload) {
      const response = await app.inject({ method, url: `/api${url}`, headers, ...(payload && { payload }) });
      return { status: response.statusCode, body: response.body ? response.json<unknown>() : undefined };
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}
