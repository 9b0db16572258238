// Starts throwaway api and bff processes for the cross-service suites (contract, e2e, bench).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

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

async function waitFor(url, child, ms) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`process for ${url} exited with ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer within ${ms} ms`);
}

function startNode(cwd, script, env, log, nodeArgs = []) {
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', script], {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (d) => log(d.toString()));
  child.stderr.on('data', (d) => log(d.toString()));
  return child;
}

/** Starts an api on a fresh database (embedded unless databaseUrl is given), seeded with the demo data. */
export async function startApi({ databaseUrl, env = {}, log = () => {} } = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'ft8-api-'));
  const child = startNode(
    join(root, 'api'),
    'src/server.ts',
    {
      API_PORT: String(port),
      DATA_DIR: dataDir,
      SEED_DEMO: '1',
      MAIL_SANDBOX_API: '1',
      LOG_LEVEL: 'warn',
      // The api uses Redis only for the sign-in throttle: throwaway stacks keep their counters to themselves, or
      // suites running side by side (and runs within one throttle window) would count each other's failed sign-ins.
      REDIS_URL: '',
      TRUST_PROXY: 'loopback',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATABASE_URL: '' }),
      ...env,
    },
    log,
  );
  await waitFor(`http://127.0.0.1:${port}/api/utils/types/`, child, 180_000);
  return {
    port,
    url: `http://127.0.0.1:${port}/api`,
    async stop() {
      await stopChild(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Starts a bff in front of the given api; the web app must have been built. */
export async function startBff({ apiUrl, env = {}, log = () => {} }) {
  const port = await freePort();
  const child = startNode(
    join(root, 'bff'),
    'src/server.ts',
    { PORT: String(port), API_URL: apiUrl, NODE_ENV: 'production', BFF_EXPOSE_REST_CALLS: '1', LOG_LEVEL: 'warn', ...env },
    log,
    // As `pnpm --filter bff start`: a larger young generation cuts the bff's garbage collection per page by ~30%.
    ['--max-semi-space-size=32'],
  );
  await waitFor(`http://127.0.0.1:${port}/graphiql`, child, 60_000);
  return { port, url: `http://127.0.0.1:${port}`, stop: () => stopChild(child) };
}

function stopChild(child) {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 5000).unref();
  });
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
