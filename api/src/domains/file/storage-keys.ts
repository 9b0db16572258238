import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

// The storage keys of what a delete takes with it, read in the delete's transaction once it holds the rows' locks: an
// upload to one of them that commits first is read here; one that comes later waits for the lock, then fails (its
// bytes are discarded). Read before the transaction, a file uploaded in between kept its bytes on disk for ever.

/** The storage keys of the files of these projects and of their tasks. */
export async function projectStorageKeys(db: Db, projects: number[]) {
  const { rows } = await sql<{ storage_key: string }>`
    SELECT storage_key FROM project_file WHERE project_id = any(${projects}::int[])
    UNION ALL
    SELECT f.storage_key FROM task_file f JOIN task t ON t.id = f.task_id WHERE t.project_id = any(${projects}::int[])`.execute(
    db,
  );
  return rows.map((row) => row.storage_key);
}

/** The storage keys of the files of these tasks. */
export async function taskStorageKeys(db: Db, tasks: number[]) {
  const { rows } = await sql<{ storage_key: string }>`
    SELECT storage_key FROM task_file WHERE task_id = any(${tasks}::int[])`.execute(db);
  return rows.map((row) => row.storage_key);
}
