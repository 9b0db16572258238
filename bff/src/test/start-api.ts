import { createScratchDatabase, startApi as startStackApi } from '../../../scripts/stack.mjs';

export { freePort } from '../../../scripts/stack.mjs';

export type StartedApi = {
  /** The REST base, e.g. http://127.0.0.1:41234/api/ */
  url: string;
  stop(): Promise<void>;
};

/**
 * Starts the real api as a child process (scripts/stack.mjs: on the port it binds, with the demo data), whatever the
 * caller's shell says about Microsoft or proxies. Its database is a scratch one on TEST_DATABASE_URL's server when
 * that is set (decision record 018), else a fresh embedded one in a temp dir.
 */
export async function startApi(): Promise<StartedApi> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const db = serverUrl ? await createScratchDatabase(serverUrl, 'ft8_bff') : undefined;
  const api = await startStackApi({ databaseUrl: db?.url, env: { MS_CLIENT_ID: '', TRUST_PROXY: '' } });
  return {
    url: `${api.url}/`,
    async stop() {
      await api.stop();
      await db?.drop();
    },
  };
}
