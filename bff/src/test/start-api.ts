import { startApi as startStackApi } from '../../../scripts/stack.mjs';

export { freePort } from '../../../scripts/stack.mjs';

export type StartedApi = {
  /** The REST base, e.g. http://127.0.0.1:41234/api/ */
  url: string;
  stop(): Promise<void>;
};

/**
 * Starts the real api as a child process (scripts/stack.mjs: on the port it binds, a fresh embedded database in a
 * temp dir with the demo data), whatever the caller's shell says about databases, Microsoft or proxies.
 */
export async function startApi(): Promise<StartedApi> {
  const api = await startStackApi({ env: { MS_CLIENT_ID: '', TRUST_PROXY: '' } });
  return { url: `${api.url}/`, stop: () => api.stop() };
}
