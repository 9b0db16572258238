import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

// Debian's old headless shell (package chromium-headless-shell) when installed, else its full Chromium: the suite is
// CPU-bound on two cores, and the shell ran three spec files in 47 s where the full browser took 73 s. The bench's
// tab-to-first-row figure keeps the full browser, as users have.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
// `pnpm test` finds or installs one and sets CHROMIUM_PATH (scripts/browser.mjs).
const chromiumPath = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

// Runs against a started stack: BASE_URL is the bff (which serves the built web app). `pnpm test e2e` starts one.
export default defineConfig({
  testDir: './e2e',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 2,
  // No retries: a test that fails now and then is a failing test.
  retries: 0,
  reporter: [['list']],
  outputDir: '.artifacts/e2e',
  use: {
    ...devices['Desktop Chrome'],
    baseURL: process.env.BASE_URL ?? 'http://localhost:4000',
    screenshot: 'only-on-failure',
    trace: 'off',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
});
