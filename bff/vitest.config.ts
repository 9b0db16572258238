import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  resolve: {
    // graphql 16 has no "exports" map: Node loads its CommonJS build for every package, but Vite would give our
    // sources the .mjs build, and graphql-ws or Apollo would then reject our schema as "from another realm".
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two shared CPU cores: a few files at a time against the one api.
    maxWorkers: 2,
    // Files share a worker's module cache instead of each importing the whole app (and, for the api, compiling
    // PGlite's WebAssembly) again: import time per run fell here from 100 to 11 s (api), 73 to 9 s (bff), 31 to 6 s (web). Every file builds its
    // own app, database or render tree, and cleans up after itself, so nothing leaks between files.
    isolate: false,
  },
});
