import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { plannerRowEstimate } from '../test-support/planner-statistics.js';
import { createTestDatabase } from '../test-support/test-database.js';
import type { DatabaseHandle } from './open-database.js';
import { addGeneratedContacts } from '../seed/seed-demo.js';
import { analyzeChangedTables, vacuumDeadTables } from './bulk-statistics.js';

// The statistics kept up for the planner on the embedded database, which has no autovacuum. An import's own
// (`bulkStatistics`) is tested through the import, in domains/contact/csv-import.test.ts.

let handle: DatabaseHandle;

/**
 * Reads `read` until `done` holds: the statistics collector's counts arrive at its next report after
 * pg_stat_force_next_flush() (at most a second on), not with the statement that changed the rows.
 */
async function until<Value>(read: () => Promise<Value>, done: (value: Value) => boolean) {
  await vi.waitFor(
    async () => {
      await sql`SELECT pg_stat_force_next_flush()`.execute(handle.db);
      expect(done(await read())).toBe(true);
    },
    { timeout: 10_000, interval: 20 },
  );
}

const modifiedSinceAnalyze = async (db: DatabaseHandle['db'], table: string) =>
  (
    await sql<{ modified: number }>`SELECT n_mod_since_analyze::int AS modified FROM pg_stat_user_tables
      WHERE relname = ${table}`.execute(db)
  ).rows[0]!.modified;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

describe("the embedded database's analyze round (analyzeChangedTables)", () => {
  it('analyzes the tables changed by more than 50 rows and a tenth of their size since their last ANALYZE, and only those', async () => {
    const db = handle.db;
    await sql`ANALYZE tag`.execute(db);
    const stamp = `round${Date.now().toString(36)}`;
    await sql`INSERT INTO tag (name) SELECT ${stamp} || n FROM generate_series(1, 400) AS n`.execute(db);
    // The changes counted where pg_stat_user_tables reads them (flushed at the next report, or at most a second on).
    await until(
      () => modifiedSinceAnalyze(db, 'tag'),
      (modified) => modified >= 400,
    );
    const tagRows = () => plannerRowEstimate(db, 'tag');
    const count = (await sql<{ count: number }>`SELECT count(*)::int AS count FROM tag`.execute(db)).rows[0]!.count;
    expect(await tagRows()).toBeLessThan(count);
    const analyzed = await analyzeChangedTables(db);
    expect(await tagRows()).toBe(count);
    // On PostgreSQL, autovacuum may have analyzed it first.
    if (handle.kind === 'pglite') expect(analyzed).toContain('tag');
    await until(
      () => modifiedSinceAnalyze(db, 'tag'),
      (modified) => modified === 0,
    );
    expect(await analyzeChangedTables(db)).not.toContain('tag');
  });
});

describe("the embedded database's vacuum round (vacuumDeadTables)", () => {
  it('vacuums the tables whose dead rows passed 50 and a fifth of their size, and only those', async (context) => {
    // Run on the embedded database only: a server's statistics of another connection's delete come later, and its
    // autovacuum does this.
    if (handle.kind !== 'pglite') return context.skip();
    const db = handle.db;
    const stamp = `dead${Date.now().toString(36)}`;
    await sql`INSERT INTO tag (name) SELECT ${stamp} || n FROM generate_series(1, 400) AS n`.execute(db);
    await sql`VACUUM ANALYZE tag`.execute(db);
    await sql`DELETE FROM tag WHERE name LIKE ${`${stamp}%`}`.execute(db);
    const dead = async () => {
      const { rows } = await sql<{ dead: number }>`SELECT n_dead_tup::int AS dead FROM pg_stat_user_tables
        WHERE relname = 'tag'`.execute(db);
      return rows[0]!.dead;
    };
    await until(dead, (count) => count >= 400);
    expect(await vacuumDeadTables(db)).toContain('tag');
    await until(dead, (count) => count === 0);
    expect(await vacuumDeadTables(db)).not.toContain('tag');
  });
});

describe('insertContacts (the seed) in batches of its own', () => {
  // 2,100 contacts: 8-10 s on the embedded database of an idle 2-core machine, 22 s in a loaded CI run (over the
  // default 20-s timeout).
  it(
    'analyzes the contact tables as they grow: on a fresh PostgreSQL database 100,000 contacts took 47 s, not over 12 min',
    { timeout: 120_000 },
    async () => {
      const db = handle.db;
      const before = (await sql<{ count: number }>`SELECT count(*)::int AS count FROM person`.execute(db)).rows[0]!
        .count;
      await addGeneratedContacts(db, 2_100);
      const estimate = (table: string) => plannerRowEstimate(db, table);
      // Analyzed before the second batch (1,000 in) and the third (2,000 in).
      expect(await estimate('person')).toBeGreaterThanOrEqual(before + 2_000);
      expect(await estimate('person_search')).toBeGreaterThanOrEqual(before + 2_000);
    },
  );
});
