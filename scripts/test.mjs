// Runs every test suite, independent suites in parallel (two at a time on a 2-core machine).
// Suites that need the PostgreSQL server or Redis run when TEST_DATABASE_URL / REDIS_URL are set (CI sets both).
// Usage: pnpm test [suite-name ...] [file ...]   e.g. pnpm test web e2e, or pnpm test e2e email.spec.ts
// (anything that is not a suite's name is passed on to each selected suite's runner: a file filter, a flag).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromiumHelp, ensureChromium } from './browser.mjs';
import { pnpmCommand, runPnpm } from './pnpm.mjs';
import { createScratchDatabase, root, startApi, startBff } from './stack.mjs';

const runStarted = Date.now();
const pgUrl = process.env.TEST_DATABASE_URL;
const suiteNames = ['e2e', 'api', 'api-postgres', 'bff', 'web', 'contract', 'contract-postgres'];
const args = process.argv.slice(2).filter((arg) => arg !== '--');
const wanted = args.filter((arg) => suiteNames.includes(arg));
const extra = args.filter((arg) => !suiteNames.includes(arg));
const redisUrl = process.env.REDIS_URL;
const concurrency = Number(process.env.TEST_CONCURRENCY ?? 2);

function run(args, { env = {}, out }) {
  const [cmd, argv] = pnpmCommand(args);
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, argv, { cwd: root, env: { ...process.env, ...env, FORCE_COLOR: '0' } });
    child.stdout.on('data', (d) => out(d.toString()));
    child.stderr.on('data', (d) => out(d.toString()));
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`exit code ${code}`))));
  });
}

async function contractAgainst(databaseUrl, out) {
  const api = await startApi({ databaseUrl, log: out });
  try {
    await run(['--filter', 'tests', 'run', 'contract', ...extra], { env: { API_URL: api.url }, out });
  } finally {
    await api.stop();
  }
}

const suites = [
  {
    name: 'e2e',
    // On a scratch database of the PostgreSQL server when there is one: the embedded engine runs inside the api's
    // one process, and the suite takes half as long again there (decision record 018). Without one, embedded.
    async run(out) {
      const db = pgUrl ? await createScratchDatabase(pgUrl, 'ft8_e2e') : undefined;
      const api = await startApi({ databaseUrl: db?.url, log: out });
      const bff = await startBff({ apiUrl: api.url, env: { OUTLOOK_POLL_MS: '2000' }, log: out });
      try {
        await run(['--filter', 'tests', 'run', 'e2e', ...extra], { env: { BASE_URL: bff.url, API_URL: api.url }, out });
      } finally {
        await bff.stop();
        await api.stop();
        await db?.drop();
      }
    },
  },
  {
    name: 'api',
    // With a PostgreSQL server at hand, the REST fuzzing runs there (api-postgres) and not also here: it is the
    // suite's longest file (about a minute on the embedded database) and finds input-handling faults, which do
    // not depend on the engine. Without one, it runs here.
    run: (out) =>
      run(['--filter', 'api', 'test', ...(pgUrl ? ['--exclude', 'src/fuzz/**'] : []), ...extra], {
        env: { TEST_DATABASE_URL: '' },
        out,
      }),
  },
  pgUrl && {
    name: 'api-postgres',
    run: (out) => run(['--filter', 'api', 'test', ...extra], { env: { TEST_DATABASE_URL: pgUrl }, out }),
  },
  {
    name: 'bff',
    run: (out) => run(['--filter', 'bff', 'test', ...extra], { env: redisUrl ? { REDIS_URL: redisUrl } : {}, out }),
  },
  { name: 'web', run: (out) => run(['--filter', 'web', 'test', ...extra], { out }) },
  { name: 'contract', run: (out) => contractAgainst(undefined, out) },
  pgUrl && {
    name: 'contract-postgres',
    async run(out) {
      const db = await createScratchDatabase(pgUrl, 'ft8_contract');
      try {
        await contractAgainst(db.url, out);
      } finally {
        await db.drop();
      }
    },
  },
].filter(Boolean);

const selected = wanted.length ? suites.filter((s) => wanted.includes(s.name)) : suites;
if (!pgUrl) console.log('TEST_DATABASE_URL not set: skipping the PostgreSQL-server suites.');
if (!redisUrl) console.log('REDIS_URL not set: the multi-instance subscription test is skipped.');

// The e2e suite's browser, found or installed before anything else runs: without one, one line and a stop.
if (selected.some((s) => s.name === 'e2e')) {
  const chromium = ensureChromium();
  if (!chromium) {
    console.error(chromiumHelp);
    process.exit(1);
  }
  process.env.CHROMIUM_PATH = chromium;
}

// The e2e suite and the bff's static tests need the built web app and playground.
if (selected.some((s) => s.name === 'e2e' || s.name === 'bff')) {
  await runPnpm(['-r', '--filter', 'web', '--filter', 'bff', 'run', 'build'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

// Progress as it goes: a line when a suite starts and when it ends, a failing test's line the moment it is
// printed, and every 30 s which suites are still running; the end of each suite's log (all of it when it failed)
// once it is over.
const results = [];
// A failed suite's failures, printed again after the summary: CI keeps only the end of a long log.
function failuresOf(log, error) {
  const lines = log.split('\n');
  // Vitest's 'Failed Tests' block; Playwright's numbered failures (`  1) e2e/auth.spec.ts:65:1 › …`), each with its
  // error, the call log and the page's snapshot file.
  const start = lines.findIndex((line) => /Failed Tests \d+|^\s*\d+\) (\[\w+\] › )?e2e\//.test(line));
  const picked = start >= 0 ? lines.slice(start) : lines.filter((line) => failureLine.test(line));
  // What the page showed when a browser test failed: the file named on its 'Error Context' line (kept by nothing else).
  const pages = picked.flatMap((line) => {
    const file = /Error Context: (\S+error-context\.md)/.exec(line)?.[1];
    if (!file) return [];
    try {
      const context = readFileSync(join(root, 'tests', file), 'utf8').split('\n');
      return [`--- the page (${file}):`, ...context.slice(Math.max(0, context.indexOf('```yaml'))).slice(0, 80)];
    } catch {
      return [];
    }
  });
  return [
    ...picked.slice(0, 150),
    ...(picked.length > 150 ? [`(${picked.length - 150} more lines in the log above)`] : []),
    ...pages,
    error.message,
  ].join('\n');
}
const queue = [...selected];
const running = new Map();
const failureLine = /(\bFAIL\b|✗|✘|(?<!\d)×(?!\d)|^\s*\d+\) (\[\w+\] › )?e2e\/)/; // × but not in 1440×900
const heartbeat = setInterval(() => {
  if (running.size === 0) return;
  const now = Date.now();
  const list = [...running].map(([name, started]) => `${name} (${Math.round((now - started) / 1000)} s)`);
  console.log(`... still running: ${list.join(', ')}`);
}, 30_000);
async function worker() {
  for (let suite = queue.shift(); suite; suite = queue.shift()) {
    const started = Date.now();
    running.set(suite.name, started);
    console.log(`>>> ${suite.name}: started`);
    let log = '';
    let partial = '';
    const out = (text) => {
      log += text;
      const lines = (partial + text).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) if (failureLine.test(line)) console.log(`  [${suite.name}] ${line.trim()}`);
    };
    let error;
    try {
      await suite.run(out);
    } catch (e) {
      error = e;
    }
    running.delete(suite.name);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(`\n===== ${suite.name}: ${error ? 'FAILED' : 'passed'} in ${seconds}s =====`);
    console.log(error ? log + `\n${error.message}` : log.split('\n').slice(-25).join('\n'));
    results.push({ name: suite.name, ok: !error, seconds, failures: error ? failuresOf(log, error) : '' });
  }
}
await Promise.all(Array.from({ length: concurrency }, worker));
clearInterval(heartbeat);

console.log('\nSummary');
for (const r of results) console.log(`  ${r.ok ? 'ok  ' : 'FAIL'}  ${r.name.padEnd(18)} ${r.seconds}s`);
const failed = results.filter((r) => !r.ok).length;
for (const r of results.filter((r) => !r.ok)) console.log(`\n===== ${r.name}: what failed =====\n${r.failures}`);
const total = Math.round((Date.now() - runStarted) / 1000);
console.log(
  `\nsuites: ${results.length - failed} passed, ${failed} failed, in ${Math.floor(total / 60)} min ${total % 60} s`,
);
process.exit(failed ? 1 : 0);
