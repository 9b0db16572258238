import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test-support/global-setup.ts'],
    // Each test file opens its own database (PGlite in memory, or a throwaway one on TEST_DATABASE_URL).
    hookTimeout: 60_000,
    testTimeout: 20_000,
    maxWorkers: 2,
  },
});
