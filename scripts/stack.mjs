// The one launcher of child services, for the test suites, the bench and scripts: starts the api or the bff as a
// child process on port 0 and waits for the port it reports having bound (server.ts sends `{ listening: port }`
// over the IPC channel), so no port is picked beforehand and no two suites can race for one.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** A port nothing listens on right now: only for tests of a refused connection, never to start a service on. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/**
 * Runs `node --import tsx <script>` in `cwd` and resolves once it reports `{ listening: port }`; rejects with the
 * end of its output if it exits first or takes longer than `readyMs`. `stop()` sends SIGTERM, then SIGKILL after 5 s.
 */
export function startService({ name, cwd, script, env = {}, nodeArgs = [], readyMs = 120_000, log = () => {} }) {
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', script], {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let tail = '';
  const keep = (data) => {
    const text = data.toString();
    tail = (tail + text).slice(-4000);
    log(text);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
  };
  return new Promise((resolve, reject) => {
    const fail = (reason) => {
      clearTimeout(timer);
      child.off('exit', exitedEarly);
      void stop().then(() => reject(new Error(`${name} ${reason}:\n${tail}`)));
    };
    const exitedEarly = (code, signal) => fail(`exited with ${code ?? signal} before listening`);
    const timer = setTimeout(() => fail(`did not report listening within ${readyMs} ms`), readyMs);
    child.once('exit', exitedEarly);
    child.on('message', (message) => {
      if (typeof message?.listening !== 'number') return;
      clearTimeout(timer);
      child.off('exit', exitedEarly);
      resolve({ port: message.listening, child, stop });
    });
  });
}

/** Starts an api on a fresh database (embedded unless databaseUrl is given), seeded with the demo data. */
export async function startApi({ databaseUrl, env = {}, log = () => {} } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'ft8-api-'));
  let service;
  try {
    service = await startService({
      name: 'api',
      cwd: join(root, 'api'),
      script: 'src/server.ts',
      env: {
        API_PORT: '0',
        DATA_DIR: dataDir,
        SEED_DEMO: '1',
        MAIL_SANDBOX_API: '1',
        LOG_LEVEL: 'warn',
        // The api uses Redis only for the sign-in throttle: throwaway stacks keep their counters to themselves, or
        // suites running side by side (and runs within one throttle window) would count each other's failed sign-ins.
        REDIS_URL: '',
        TRUST_PROXY: 'loopback',
        DATABASE_URL: databaseUrl ?? '',
        ...env,
      },
      // Migrating and seeding a fresh database on a busy 2-core machine.
      readyMs: 180_000,
      log,
    });
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    port: service.port,
    pid: service.child.pid,
    url: `http://127.0.0.1:${service.port}/api`,
    async stop() {
      await service.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Starts a bff in front of the given api (on `port` if given, e.g. to restart one); the web app must be built. */
export async function startBff({ apiUrl, port = 0, env = {}, log = () => {} }) {
  const service = await startService({
    name: 'bff',
    cwd: join(root, 'bff'),
    script: 'src/server.ts',
    env: {
      PORT: String(port),
      API_URL: apiUrl,
      NODE_ENV: 'production',
      BFF_EXPOSE_REST_CALLS: '1',
      LOG_LEVEL: 'warn',
      // In memory unless the caller passes REDIS_URL: Redis channels are named by topic and id alone, so a throwaway
      // bff on Redis would hear the events of other stacks' bffs for their records of the same ids (the bff suite's
      // two-instance tests run beside the e2e suite: a board there moved the e2e suite's board of the same id).
      REDIS_URL: '',
      ...env,
    },
    // As `pnpm --filter bff start`: a larger young generation cuts the bff's garbage collection per page by ~30%.
    nodeArgs: ['--max-semi-space-size=32'],
    readyMs: 60_000,
    log,
  });
  return { port: service.port, pid: service.child.pid, url: `http://127.0.0.1:${service.port}`, stop: service.stop };
}

/** Creates a throwaway database on the PostgreSQL server named by serverUrl; returns its URL and a drop(). */
export async function createScratchDatabase(serverUrl, prefix) {
  const { default: pg } = await import(join(root, 'api/node_modules/pg/lib/index.js'));
  const name = `${prefix}_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
