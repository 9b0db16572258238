import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from './schema.js';

/** The tables a contact write grows (`insertContacts`). */
export const contactTables = [
  'person',
  'person_email',
  'person_phone',
  'person_tag',
  'person_search',
  'imported_duplicate',
] as const;

/**
 * The planner's statistics of the tables a bulk write grows, brought up to date while it runs, as autovacuum's
 * analyze would between writes: the embedded database has no autovacuum at all, and PostgreSQL's runs later, not
 * between one import's batches. Planned from statistics that still describe the tables as they were (empty, after a
 * fresh database's first VACUUM ANALYZE), a trigger's join can read a whole table for every batch (the word
 * dictionary's, migration 069, since dropped, made a CSV import of 3,000 contacts take 14.3 s instead of 1.3 s). The
 * returned function is told how many rows the write has added so far, after each committed batch, and analyzes the
 * tables when that has doubled since the last time (from the first batch on): a handful of ANALYZEs per import.
 */
export function bulkStatistics(db: Kysely<Database>, tables: readonly Extract<keyof Database, string>[]) {
  let next = 1;
  return async (added: number) => {
    if (added < next) return;
    next = added * 2;
    await sql`ANALYZE ${sql.join(tables.map((table) => sql.table(table)))}`.execute(db);
  };
}

/**
 * What autovacuum's analyze does on a PostgreSQL server, for the embedded database, which has none (the api runs it
 * every minute there, `server.ts`): the tables changed by more than 50 rows plus a tenth of their size since their
 * last ANALYZE (PostgreSQL's default `autovacuum_analyze_threshold` and `_scale_factor`) are analyzed, one at a time.
 * Without it the statistics stay as they were at start, however much the tables grow. The tables analyzed.
 */
export const analyzeChangedTables = (db: Kysely<Database>) =>
  autovacuumRound(db, 'ANALYZE', sql`s.n_mod_since_analyze`, 0.1);

/**
 * What autovacuum's vacuum does on a PostgreSQL server, for the embedded database (every minute, beside
 * `analyzeChangedTables`): the tables whose dead rows passed 50 plus a fifth of their size (PostgreSQL's default
 * `autovacuum_vacuum_threshold` and `_scale_factor`) are vacuumed, one at a time, so that their space is used again.
 * Without it every updated or deleted row stays in the files. The tables vacuumed.
 */
export const vacuumDeadTables = (db: Kysely<Database>) => autovacuumRound(db, 'VACUUM', sql`s.n_dead_tup`, 0.2);

/** `command` on each table whose `counter` (of pg_stat_user_tables `s`) passed 50 plus `scale` of its rows. */
async function autovacuumRound(
  db: Kysely<Database>,
  command: 'ANALYZE' | 'VACUUM',
  counter: RawBuilder<number>,
  scale: number,
): Promise<string[]> {
  const { rows } = await sql<{ table: string }>`SELECT s.relname AS table FROM pg_stat_user_tables s
    JOIN pg_class c ON c.oid = s.relid
    WHERE ${counter} > 50 + ${scale} * greatest(c.reltuples, 0) ORDER BY s.relname`.execute(db);
  for (const { table } of rows) await sql`${sql.raw(command)} ${sql.table(table)}`.execute(db);
  return rows.map((row) => row.table);
}
