// Finds the Chromium the e2e suite drives, or gets one: CHROMIUM_PATH; else Debian's headless shell or Chromium;
// else Playwright's own download; else the system's package manager when we are root. Returns the executable's path,
// or null with one line on what to install, so the suite stops in its first seconds instead of failing every test.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { root } from './stack.mjs';

const SYSTEM = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];

function playwrightChromium() {
  const require = createRequire(join(root, 'tests', 'package.json'));
  const { chromium } = require('@playwright/test');
  return chromium.executablePath();
}

function found() {
  if (process.env.CHROMIUM_PATH) return existsSync(process.env.CHROMIUM_PATH) ? process.env.CHROMIUM_PATH : null;
  const system = SYSTEM.find((path) => existsSync(path));
  if (system) return system;
  const own = playwrightChromium();
  return existsSync(own) ? own : null;
}

function attempt(what, command, args, log) {
  log(`e2e: no Chromium found; trying ${what}`);
  try {
    execFileSync(command, args, { stdio: 'ignore', timeout: 600_000, cwd: join(root, 'tests') });
    return true;
  } catch {
    return false;
  }
}

export function ensureChromium(log = console.log) {
  const already = found();
  if (already || process.env.CHROMIUM_PATH) return already;
  const isRoot = process.getuid?.() === 0;
  const hasApt = existsSync('/usr/bin/apt-get');
  const attempts = [
    () =>
      attempt(
        "Playwright's download",
        process.execPath,
        [join(root, 'tests/node_modules/@playwright/test/cli.js'), 'install', 'chromium'],
        log,
      ),
    () =>
      isRoot &&
      hasApt &&
      attempt(
        'apt-get install chromium',
        'sh',
        [
          '-c',
          'apt-get install -y chromium chromium-headless-shell || (apt-get update && apt-get install -y chromium chromium-headless-shell)',
        ],
        log,
      ),
  ];
  for (const run of attempts) if (run() && found()) return found();
  return null;
}

export const chromiumHelp =
  'e2e needs Chromium: install it (Debian/Ubuntu: apt-get install chromium; elsewhere: pnpm --filter tests exec playwright install chromium), or set CHROMIUM_PATH to one';
