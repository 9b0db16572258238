// Usage: pnpm --filter api seed [-- --contacts 100000] [--projects 5000] [--board 2000 (tasks, in 8 columns)]
//   [--tasks 50000 (across every project's columns)] [--reset]
// Seeds the demo data into an empty database, and optionally adds generated contacts for benchmarks.
// Works on PGlite under DATA_DIR, or on DATABASE_URL.
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { loadConfig } from '../config.js';
import { migrate } from '../db/migrate.js';
import { openDatabase, pgliteDirOf } from '../db/open-database.js';
import { addGeneratedProjects, addGeneratedTasks, addLargeBoard } from './generate-projects.js';
import { addGeneratedContacts, seedDemoIfEmpty } from './seed-demo.js';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    contacts: { type: 'string', default: '0' },
    projects: { type: 'string', default: '0' },
    board: { type: 'string', default: '0' },
    tasks: { type: 'string', default: '0' },
    reset: { type: 'boolean', default: false },
  },
});
const extra = Number(values.contacts);
if (!Number.isInteger(extra) || extra < 0) throw new Error('--contacts needs a whole number');
const extraProjects = Number(values.projects);
if (!Number.isInteger(extraProjects) || extraProjects < 0) throw new Error('--projects needs a whole number');
const boardTasks = Number(values.board);
if (!Number.isInteger(boardTasks) || boardTasks < 0 || boardTasks > 10_000)
  throw new Error('--board needs a whole number up to 10000 (the spec allows 10,000 tasks on a board)');

const extraTasks = Number(values.tasks);
if (!Number.isInteger(extraTasks) || extraTasks < 0) throw new Error('--tasks needs a whole number');

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: pgliteDirOf(config.dataDir) });
const log = (message: string) => console.log(`[seed] ${message}`);
try {
  log(`database: ${database.kind === 'postgres' ? 'PostgreSQL server' : pgliteDirOf(config.dataDir)}`);
  if (values.reset) {
    await sql`DROP SCHEMA public CASCADE`.execute(database.db);
    await sql`CREATE SCHEMA public`.execute(database.db);
    log('dropped everything');
  }
  await migrate(database.db);
  const demo = await seedDemoIfEmpty(database.db);
  log(
    demo
      ? `demo data: ${demo.accounts} accounts, ${demo.contacts} contacts in ${demo.ms} ms; ${demo.domains.join('; ')}`
      : 'demo data already present',
  );
  if (extraProjects > 0) {
    const added = await addGeneratedProjects(database.db, extraProjects);
    log(`added ${added.projects} generated projects in ${added.ms} ms`);
  }
  if (boardTasks > 0) {
    const added = await addLargeBoard(database.db, boardTasks);
    log(`added a board of ${boardTasks} tasks in 8 columns (project ${added.projectId}) in ${added.ms} ms`);
  }
  if (extraTasks > 0) {
    const added = await addGeneratedTasks(database.db, extraTasks);
    log(`added ${added.tasks} generated tasks across every project's columns in ${added.ms} ms`);
  }
  if (extra > 0) {
    const added = await addGeneratedContacts(database.db, extra);
    log(`added ${added.contacts} generated contacts in ${added.ms} ms`);
  }
  // Fresh statistics and visibility map: the planner picks the right indexes and counts use index-only scans.
  if (extra > 0 || extraProjects > 0 || extraTasks > 0) await sql`VACUUM ANALYZE`.execute(database.db);
} finally {
  await database.close();
}
