import { sql, type Kysely } from 'kysely';
import type { Database } from './schema.js';

/**
 * The planner's statistics of the tables a bulk write grows, brought up to date while it runs, as autovacuum's
 * analyze would between writes: the embedded database has no autovacuum at all, and PostgreSQL's runs later, not
 * between one import's batches. Planned from statistics that still describe the tables as they were (empty, after a
 * fresh database's first VACUUM ANALYZE), a trigger's join of each new contact's words against the dictionary
 * (migration 069) read the whole dictionary for every batch: on the embedded database a CSV import of 3,000
 * contacts after the demo data took 14.3 s instead of 1.3 s, and one of 50,000 did not finish in 5 minutes. The
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
