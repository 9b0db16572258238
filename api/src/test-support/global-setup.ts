import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrate } from '../db/migrate.js';
import { openDatabase } from '../db/open-database.js';
import { databaseUrl, onServer } from './test-database.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    pgTemplate: string;
  }
}

/**
 * PGlite's initdb and the migrations cost seconds; loading a dumped data directory is much faster. Build one
 * migrated PGlite database for the whole run and let every test file start from a copy of it. On a PostgreSQL
 * server the same: one migrated template database, which `CREATE DATABASE ... TEMPLATE` copies in about 0.15 s
 * (the migrations take about 0.5 s).
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `ft8_template_${process.pid}`;
    await onServer(serverUrl, `CREATE DATABASE ${name}`);
    const handle = await openDatabase({ databaseUrl: databaseUrl(serverUrl, name), pgliteDir: 'memory://' });
    await migrate(handle.db);
    await handle.close();
    project.provide('pgTemplate', name);
    return () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  const handle = await openDatabase({ pgliteDir: 'memory://' });
  await migrate(handle.db);
  const dump = await handle.pglite!.dumpDataDir('none');
  await handle.close();
  const path = join(tmpdir(), `ft8-pglite-template-${process.pid}.tar`);
  await writeFile(path, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', path);
  return () => rm(path, { force: true });
}
