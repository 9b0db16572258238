import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test-support/global-setup.ts'],
    // Each test file opens its own database (PGlite in memory, or a throwaway one on TEST_DATABASE_URL).
    hookTimeout: 60_000,
    testTimeout: 20_000,
    maxWorkers: 2,
    // Files share a worker's module cache instead of each importing the whole app (and, for the api, compiling
    // PGlite's WebAssembly) again: import time per run fell here from 100 to 11 s (api), 73 to 9 s (bff), 31 to 6 s (web). Every file builds its
    // own app, database or render tree, and cleans up after itself, so nothing leaks between files.
    isolate: false,
  },
});
