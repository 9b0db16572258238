import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { BoardPage_BoardDocument, BoardPage_ProjectsDocument, CurrentUser_MeDocument } from './src/generated/graphql';
import { earlyStart } from './early-start';
import { precompress } from './precompress';
import { startupChunks } from './startup-chunk';

// The dev server proxies the bff so the browser sees one origin (the session cookie is same-origin).
const bffTarget = `http://127.0.0.1:${process.env.BFF_PORT ?? '4000'}`;

export default defineConfig({
  plugins: [
    react(),
    // A page opened in a new tab: its data and code start with the HTML (measured in tests/bench/board-browser.ts).
    earlyStart([
      // The board opened in a new tab: the signed-in user, the board and the project switcher's list in one request
      // (the page opens with one GraphQL request, issue 17). The frame now waits for the board's answer too; the cold
      // first cards of a 2,000-task board did not move (the README, on a page opened in a new tab).
      {
        name: 'BoardPage_Open',
        path: /^\/projects\/(?<projectId>\d+)\/tasks\/?$/,
        page: 'src/features/task/board/board-page.tsx',
        queries: [
          { name: 'board', query: BoardPage_BoardDocument },
          // Taken by earlyAnswerLink in src/lib/apollo.ts, by their operations' names.
          { name: 'CurrentUser_Me', query: CurrentUser_MeDocument },
          { name: 'BoardPage_Projects', query: BoardPage_ProjectsDocument },
        ],
      },
      // Every other page waits for the signed-in user before it draws.
      { path: /^\//, queries: [{ name: 'CurrentUser_Me', query: CurrentUser_MeDocument }] },
    ]),
    precompress(),
  ],
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    proxy: {
      '/graphql': { target: bffTarget, ws: true, changeOrigin: false },
      '/api': { target: bffTarget, changeOrigin: false },
      // Contact files: uploads and downloads streamed by the bff.
      '/files/': { target: bffTarget, changeOrigin: false },
    },
  },
  build: {
    rolldownOptions: {
      output: {
        // What the entry imports statically, as two chunks: the libraries and the app (startup-chunk.ts says why).
        codeSplitting: { groups: startupChunks(fileURLToPath(new URL('./src/main.tsx', import.meta.url))) },
      },
    },
    outDir: 'dist',
    emptyOutDir: true,
    // The libraries' startup chunk: 815 kB (254 kB gzipped).
    chunkSizeWarningLimit: 900,
  },
  test: {
    // happy-dom rather than jsdom: the same 121 tests took 35 s instead of 103 s on two cores (Testing Library with
    // MUI spends most of its time in the DOM), and only the print dialog, which neither has, needed a stand-in.
    environment: 'happy-dom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    include: ['src/**/*.test.{ts,tsx}'],
    // Lazy routes and a shared 2-core CI machine: see src/test/setup.ts.
    testTimeout: 20_000,
    // Vitest's default is one worker fewer than the cores: one on two. Alone, two ran the suite in 57 s, one in 98 s.
    maxWorkers: 2,
    // Files share a worker's module cache instead of each importing the whole app (and, for the api, compiling
    // PGlite's WebAssembly) again: import time per run fell here from 100 to 11 s (api), 73 to 9 s (bff), 31 to 6 s (web). Every file builds its
    // own app, database or render tree, and cleans up after itself, so nothing leaks between files.
    isolate: false,
  },
});
