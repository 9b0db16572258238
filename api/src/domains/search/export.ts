import type { SearchType } from '@ft8/contract/search';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { exportColumns as peopleColumns, exportRows as peopleRows } from '../contact/export.js';
import { projectCsvRows } from '../project/export.js';
import { tasksByIds } from '../task/task-reads.js';

/**
 * The search exports (`POST search/{type}/export/{query}`): the CSV rows of the matching ids, read a batch at a time.
 * Contacts and projects are written by their lists' own exports (contact/export.ts, project/export.ts); tasks from
 * the rows their list answers (`tasksByIds`), lookups by name. The CSV writer (lib/csv.ts) makes every cell
 * formula-safe.
 */

/** The file names of spec part 2 section 9: ft8-contacts, ft8-projects, ft8-tasks plus the date YYYYMMDD and .csv. */
const fileWords: Record<SearchType, string> = { people: 'contacts', projects: 'projects', tasks: 'tasks' };
export const searchExportFileName = (type: SearchType, now = new Date()) =>
  `ft8-${fileWords[type]}${now.toISOString().slice(0, 10).replace(/-/g, '')}.csv`;

type Cell = string | number | boolean | null;

async function lookupNames(db: Kysely<Database>, kinds: string[]) {
  const rows = await db
    .selectFrom('lookup')
    .select(['kind', 'id', 'name'])
    .where('kind', '=', sql<string>`any(${kinds}::text[])`)
    .execute();
  const names = new Map(rows.map((row) => [`${row.kind}:${row.id}`, row.name]));
  return (kind: string, id: number) => names.get(`${kind}:${id}`) ?? String(id);
}

const taskColumns = ['id', 'title', 'project', 'column', 'state', 'due_date', 'assignees', 'created_by', 'created_at'];

async function* taskRows(db: Kysely<Database>, batches: AsyncIterable<number[]>): AsyncGenerator<Cell[]> {
  const name = await lookupNames(db, ['task_states']);
  yield taskColumns;
  for await (const ids of batches) {
    const tasks = await tasksByIds(db, ids);
    const columns = await db
      .selectFrom('project_column')
      .select(['id', 'name'])
      .where('id', '=', sql<number>`any(${[...new Set(tasks.map((task) => task.column))]}::int[])`)
      .execute();
    const columnName = new Map(columns.map((column) => [column.id, column.name]));
    for (const task of tasks) {
      yield [
        task.id,
        task.title,
        task.project_details.name,
        columnName.get(task.column) ?? null,
        name('task_states', task.state),
        task.due_date,
        task.assignees_details.map((person) => person.full_name).join('; '),
        task.created_by_details?.full_name ?? null,
        task.created_at,
      ];
    }
  }
}

/** Contacts through the contacts export, a batch of ids at a time (its header once). */
async function* contactRows(
  db: Kysely<Database>,
  batches: AsyncIterable<number[]>,
): AsyncGenerator<readonly unknown[]> {
  yield [...peopleColumns];
  for await (const ids of batches) {
    let header = true;
    for await (const row of peopleRows(db, ids)) {
      if (!header) yield row;
      header = false;
    }
  }
}

/** The CSV rows (header first) of the type for these batches of ids. */
export function searchExportRows(
  db: Kysely<Database>,
  type: SearchType,
  batches: AsyncIterable<number[]>,
): AsyncIterable<readonly unknown[]> {
  if (type === 'people') return contactRows(db, batches);
  if (type === 'projects') return projectCsvRows(db, batches);
  return taskRows(db, batches);
}
