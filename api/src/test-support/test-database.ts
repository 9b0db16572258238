import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import pg from 'pg';
import { migrate } from '../db/migrate.js';
import { openDatabase, type DatabaseHandle } from '../db/open-database.js';

/**
 * A test file's database is a few MB, and PGlite zeroes its whole buffer pool at every start: 16 MB instead of the
 * default 128 MB took a start from about 1.1 to 0.7 s of CPU, and the api suite from 153 to 131 s.
 */
const testPgliteSettings = { shared_buffers: '16MB' };

/** Which run-wide template a test file's database copies (global-setup.ts). */
export type TemplateKind = 'migrated' | 'fixture';

/**
 * A fresh database for one test file, a copy of the run's migrated template (`fixture`: the one also holding
 * the fixture): in-memory PGlite, or with TEST_DATABASE_URL a throwaway database `ft8_t_<random>` on that server,
 * dropped on close.
 */
export async function createTestDatabase(kind: TemplateKind = 'migrated'): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const template = inject('templates')[kind];
  if (!serverUrl) {
    const handle = await openDatabase({
      pgliteDir: 'memory://',
      pgliteTemplate: new Blob([await readFile(template)]),
      pgliteSettings: testPgliteSettings,
    });
    await migrate(handle.db);
    return handle;
  }
  const name = `ft8_t_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name} TEMPLATE ${template}`);
  const handle = await openDatabase({ databaseUrl: databaseUrl(serverUrl, name), pgliteDir: 'memory://' });
  await migrate(handle.db);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** The URL of database `name` on the server of `serverUrl`. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function onServer(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
