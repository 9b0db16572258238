import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { sql, type Kysely } from 'kysely';
import type { Database } from './schema.js';

const migrationsDir = fileURLToPath(new URL('../migrations/', import.meta.url));

/** Runs the numbered SQL files in ../migrations that have not run yet, each in its own transaction. */
export async function migrate(db: Kysely<Database>): Promise<string[]> {
  await sql`CREATE TABLE IF NOT EXISTS migration (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`.execute(
    db,
  );
  const applied = new Set((await db.selectFrom('migration').select('name').execute()).map((row) => row.name));
  const files = (await readdir(migrationsDir)).filter((file) => /^\d{3}-[\w-]+\.sql$/.test(file)).sort();
  const ran: string[] = [];
  for (const file of files) {
    if (applied.has(file)) continue;
    const text = await readFile(new URL(file, `file://${migrationsDir}`), 'utf8');
    const didRun = await db.transaction().execute(async (trx) => {
      // Several api instances may start together: one runs each file, the others wait and skip it.
      await sql`SELECT pg_advisory_xact_lock(80088008)`.execute(trx);
      const done = await trx.selectFrom('migration').select('name').where('name', '=', file).executeTakeFirst();
      if (done) return false;
      // A raw multi-statement script: the simple query protocol runs it as one batch.
      await sql.raw(text).execute(trx);
      await trx.insertInto('migration').values({ name: file }).execute();
      return true;
    });
    if (didRun) ran.push(file);
  }
  return ran;
}
