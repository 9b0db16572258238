import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { citext } from '@electric-sql/pglite/contrib/citext';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.js';

// DATE columns stay 'YYYY-MM-DD' strings: pg's default turns them into local-midnight Dates.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

export type OpenDatabaseOptions = {
  /** A PostgreSQL server; without it, embedded PGlite. */
  databaseUrl?: string;
  /** PGlite's directory, or 'memory://' for a throwaway in-memory database. */
  pgliteDir: string;
  /** A PGlite data directory dump to start from (tests: skips initdb). */
  pgliteTemplate?: Blob;
  /** PGlite server settings beyond its defaults (`-c name=value`), e.g. a small buffer pool for tests. */
  pgliteSettings?: Record<string, string>;
};

export const pgliteExtensions = { pg_trgm, citext };

export type DatabaseHandle = {
  db: Kysely<Database>;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /** The embedded database itself (PGlite only). */
  pglite?: PGlite;
};

export const pgliteDirOf = (dataDir: string) => join(dataDir, 'pglite');

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection that dies (server restart, failover) must not crash the process: the pool replaces it.
    pool.on('error', (error) => console.warn(`database connection lost: ${error.message}`));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  if (!options.pgliteDir.startsWith('memory://')) await mkdir(options.pgliteDir, { recursive: true });
  const pglite = await PGlite.create(options.pgliteDir, {
    extensions: pgliteExtensions,
    loadDataDir: options.pgliteTemplate,
    startParams: options.pgliteSettings && [
      ...PGlite.defaultStartParams,
      ...Object.entries(options.pgliteSettings).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
    ],
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: new pg.Pool(createPgConfig(pglite)) }) });
  return {
    db,
    kind: 'pglite',
    pglite,
    close: async () => {
      await db.destroy();
      await pglite.close();
    },
  };
}
