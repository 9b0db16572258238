import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bffRoot } from '../config.js';

export type StartedApi = {
  /** The REST base, e.g. http://127.0.0.1:41234/api/ */
  url: string;
  stop(): Promise<void>;
};

const apiDir = path.resolve(bffRoot, '../api');
const READY_TIMEOUT_MS = 120_000;

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts the real api as a child process on a free port with a fresh embedded database and the demo data.
 * Ready when `GET /api/utils/types/` answers 401 (the routes are up and auth is enforced).
 */
export async function startApi(): Promise<StartedApi> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'ft8-bff-test-api-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    API_PORT: String(port),
    DATA_DIR: dataDir,
    SEED_DEMO: '1',
    MAIL_SANDBOX_API: '1',
    LOG_LEVEL: 'warn',
  };
  // Always the embedded database in a temp dir, whatever the caller's shell says.
  delete env.DATABASE_URL;
  delete env.MS_CLIENT_ID;
  // The api's Redis is only its sign-in throttle: the test api keeps its counters to itself (see scripts/stack.mjs).
  delete env.REDIS_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env,
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

  const stop = async () => {
    if (!exited) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exitedPromise;
      clearTimeout(timer);
    }
    await rm(dataDir, { recursive: true, force: true });
  };

  const url = `http://127.0.0.1:${port}/api/`;
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (exited) {
      await stop();
      throw new Error(`The api exited before it was ready:\n${output}`);
    }
    try {
      const response = await fetch(`${url}utils/types/`);
      await response.arrayBuffer();
      if (response.status === 401) return { url, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`The api was not ready within ${READY_TIMEOUT_MS} ms:\n${output}`);
}
