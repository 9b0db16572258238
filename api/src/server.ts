import { sql } from 'kysely';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { analyzeChangedTables, vacuumDeadTables } from './db/bulk-statistics.js';
import { migrate } from './db/migrate.js';
import { openDatabase, pgliteDirOf } from './db/open-database.js';
import { every } from './lib/background.js';
import { seedDemoIfEmpty } from './seed/seed-demo.js';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: pgliteDirOf(config.dataDir) });
// Readable lines on a terminal (pino-pretty), JSON lines otherwise (for log collectors).
const logger = {
  level: config.logLevel,
  ...(process.stdout.isTTY && {
    transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } },
  }),
};
const app = await buildApp({ config, db: database.db, logger });
app.addHook('onClose', () => database.close());

try {
  const ran = await migrate(database.db);
  if (ran.length) {
    app.log.info({ migrations: ran }, 'migrations applied');
    // A migration that rewrites a table (a generated column, migration 041) empties its visibility map, and no
    // autovacuum follows (the embedded database has none at all): index-only scans such as the possible-duplicates
    // scan's would read the whole table again on every query until a vacuum.
    await sql`VACUUM ANALYZE`.execute(database.db);
  }
  if (config.seedDemo) {
    const seeded = await seedDemoIfEmpty(database.db);
    if (seeded) {
      app.log.info(seeded, 'demo data seeded');
      // The planner's statistics were taken of empty tables (the VACUUM ANALYZE above), and the embedded database has
      // no autovacuum to take them again (db/bulk-statistics.ts).
      await sql`ANALYZE`.execute(database.db);
    }
  }
  if (database.kind === 'pglite') {
    // The embedded database's autovacuum: its statistics follow the tables as they grow, and dead rows' space is
    // used again.
    const stop = every(
      60_000,
      async () => {
        await analyzeChangedTables(database.db);
        await vacuumDeadTables(database.db);
      },
      app.log,
      'embedded database autovacuum round',
    );
    app.addHook('preClose', async () => stop());
  }
  const address = await app.listen({ port: config.port, host: config.host });
  // A launcher that started the api on port 0 (scripts/stack.mjs) learns the port it bound.
  process.send?.({ listening: Number(new URL(address).port) });
} catch (error) {
  app.log.fatal({ err: error }, 'api failed to start');
  await app.close();
  process.exit(1);
}

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}
