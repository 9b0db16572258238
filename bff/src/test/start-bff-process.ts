import { spawn } from 'node:child_process';
import { bffRoot } from '../config.js';
import { freePort } from './start-api.js';
import type { TestBff } from './bff.js';

/**
 * The bff as a separate process (`src/server.ts`), for tests where instances must share nothing but Redis, or where
 * the process itself stops and starts again (`port`: the port of the one it replaces).
 */
export async function startBffProcess(env: Record<string, string>, port?: number): Promise<Omit<TestBff, 'app'>> {
  port ??= await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: bffRoot,
    env: { ...process.env, ...env, PORT: String(port), NODE_ENV: 'test' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exited = false;
  const exitedPromise = new Promise<void>((resolve) => child.once('exit', () => ((exited = true), resolve())));
  const close = async () => {
    if (exited) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exitedPromise;
    clearTimeout(timer);
  };

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline && !exited) {
    try {
      const response = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ health }' }),
      });
      await response.arrayBuffer();
      if (response.ok) return { url, wsUrl: `ws://127.0.0.1:${port}/graphql`, close };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await close();
  throw new Error(`The bff process did not start:\n${output}`);
}
