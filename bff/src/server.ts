import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';

let config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(`bff: ${error.message}`);
    process.exit(1);
  }
  throw error;
}

// Readable lines on a terminal (pino-pretty), JSON lines otherwise (for log collectors).
const logger = {
  level: config.logLevel,
  ...(process.stdout.isTTY && {
    transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } },
  }),
};
const app = await buildApp(config, { logger });
const address = await app.listen({ port: config.port, host: '0.0.0.0' });
// A launcher that started the bff on port 0 (scripts/stack.mjs) learns the port it bound.
process.send?.({ listening: Number(new URL(address).port) });
app.log.info({ api: config.apiUrl.href, pubsub: config.redisUrl ? 'redis' : 'memory' }, 'bff ready');

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'bff shutting down');
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'bff shutdown failed');
        process.exit(1);
      },
    );
  });
}
