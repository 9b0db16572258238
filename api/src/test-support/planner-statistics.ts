import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** The planner's row estimate of a table (`pg_class.reltuples`, written by ANALYZE; -1 before the first). */
export async function plannerRowEstimate(db: Kysely<Database>, table: string): Promise<number> {
  const { rows } = await sql<{
    rows: number;
  }>`SELECT reltuples::int AS rows FROM pg_class WHERE relname = ${table}`.execute(db);
  return rows[0]!.rows;
}
