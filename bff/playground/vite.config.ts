import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// The playground is its own tiny app, served by the bff at /graphiql/ with no CDN request at runtime.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/graphiql/',
  build: {
    outDir: fileURLToPath(new URL('../dist/playground', import.meta.url)),
    emptyOutDir: true,
    chunkSizeWarningLimit: 6000,
    rollupOptions: {
      // GraphiQL's dependencies mark React client modules with "use client": meaningless in a plain bundle.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
  worker: { format: 'es' },
});
