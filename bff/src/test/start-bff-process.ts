import { startBff } from '../../../scripts/stack.mjs';
import type { TestBff } from './bff.js';

/**
 * The bff as a separate process (`src/server.ts`, started by scripts/stack.mjs), for tests where instances must share
 * nothing but Redis, or where the process itself stops and starts again (`port`: the port of the one it replaces).
 */
export async function startBffProcess(env: Record<string, string>, port?: number): Promise<Omit<TestBff, 'app'>> {
  const { API_URL: apiUrl = '', ...rest } = env;
  const bff = await startBff({ apiUrl, port, env: { ...rest, NODE_ENV: 'test' } });
  return { url: bff.url, wsUrl: `ws://127.0.0.1:${bff.port}/graphql`, close: () => bff.stop() };
}
