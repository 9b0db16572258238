import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrate } from '../db/migrate.js';
import { openDatabase } from '../db/open-database.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

/**
 * PGlite's initdb and the migrations cost seconds; loading a dumped data directory is much faster. Build one
 * migrated PGlite database for the whole run and let every test file start from a copy of it.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) return;
  const handle = await openDatabase({ pgliteDir: 'memory://' });
  await migrate(handle.db);
  const dump = await handle.pglite!.dumpDataDir('none');
  await handle.close();
  const path = join(tmpdir(), `ft8-pglite-template-${process.pid}.tar`);
  await writeFile(path, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', path);
  return () => rm(path, { force: true });
}
