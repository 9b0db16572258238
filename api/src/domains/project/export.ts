import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { membershipStates } from '@ft8/contract/project';
import { filteredProjects, type ProjectFilters } from './filters.js';
import { projectsByIds } from './project-reads.js';

/** The export file name of spec part 2 section 9: ft8-projects plus the date YYYYMMDD and .csv. */
export const projectExportFileName = (now = new Date()) =>
  `ft8-projects${now.toISOString().slice(0, 10).replace(/-/g, '')}.csv`;

export const projectExportColumns = [
  'id',
  'name',
  'status',
  'project_types',
  'asset_types',
  'transaction_types',
  'transaction_sub_types',
  'capital_required',
  'recent_valuation',
  'fees',
  'term_sheet_fee',
  'success_fee',
  'total_fees',
  'closing_date',
  'currency',
  'client',
  'tags',
  'created_at',
] as const;

/** How many projects a batch reads: each is read whole (lookups, team), as the list answers it. */
const batchSize = 500;

/** Which projects: the selected ids, or those matching the list's filters; `ownedBy` keeps only those a person owns. */
export type ProjectExportScope = { ids: number[] } | { filters: ProjectFilters };

/**
 * The ids in the scope, a batch at a time in id order (keyset on id), so that exporting every project never holds
 * them all in memory.
 */
async function* idBatches(db: Kysely<Database>, scope: ProjectExportScope, ownedBy: number | undefined) {
  let after = 0;
  for (;;) {
    let query = ('ids' in scope ? db.selectFrom('project as p') : filteredProjects(db, scope.filters))
      .select('p.id')
      .where('p.id', '>', after)
      .orderBy('p.id')
      .limit(batchSize);
    if ('ids' in scope) query = query.where('p.id', '=', sql<number>`any(${scope.ids}::int[])`);
    if (ownedBy !== undefined)
      query = query.where((eb) =>
        eb.exists(
          eb
            .selectFrom('project_membership as m')
            .select('m.id')
            .whereRef('m.project_id', '=', 'p.id')
            .where('m.person_id', '=', ownedBy)
            .where('m.state', '=', membershipStates.owner),
        ),
      );
    const ids = (await query.execute()).map((row) => row.id);
    if (ids.length === 0) return;
    yield ids;
    after = ids[ids.length - 1]!;
  }
}

/**
 * The export's rows, header first: the projects of the scope as the list reads them, lookups by name, lists joined
 * with '; '. The CSV writer (lib/csv.ts) makes every cell formula-safe.
 */
export const projectExportRows = (
  db: Kysely<Database>,
  scope: ProjectExportScope,
  ownedBy?: number,
): AsyncGenerator<readonly unknown[]> => projectCsvRows(db, idBatches(db, scope, ownedBy));

/** The CSV rows of projects, header first, for batches of ids (this list's export, the advanced search's). */
export async function* projectCsvRows(
  db: Kysely<Database>,
  batches: AsyncIterable<number[]>,
): AsyncGenerator<readonly unknown[]> {
  const lookups = await db
    .selectFrom('lookup')
    .select(['kind', 'id', 'name'])
    .where('kind', 'in', [
      'project_status_types',
      'project_types',
      'asset_types',
      'transaction_types',
      'transaction_sub_types',
    ])
    .execute();
  const names = new Map(lookups.map((row) => [`${row.kind}:${row.id}`, row.name]));
  const name = (kind: string, id: number | null) => (id === null ? null : (names.get(`${kind}:${id}`) ?? String(id)));
  const joined = (kind: string, ids: number[]) => ids.map((id) => name(kind, id)).join('; ');
  yield [...projectExportColumns];
  for await (const ids of batches) {
    for (const project of await projectsByIds(db, ids)) {
      yield [
        project.id,
        project.name,
        name('project_status_types', project.status),
        joined('project_types', project.project_types),
        joined('asset_types', project.asset_types),
        joined('transaction_types', project.transaction_types),
        joined('transaction_sub_types', project.transaction_sub_types),
        project.capital_required,
        project.recent_valuation,
        project.fees,
        project.term_sheet_fee,
        project.success_fee,
        project.total_fees,
        project.closing_date,
        project.currency,
        project.client_details?.full_name ?? null,
        project.tags.join('; '),
        project.created_at,
      ];
    }
  }
}

/** What deleting each project takes with it: its tasks, and the files of the project and of its tasks. */
export async function deletionSummaries(db: Kysely<Database>, ids: number[]) {
  const { rows } = await sql<{ id: number; name: string; tasks: string | number; files: string | number }>`
    SELECT p.id, p.name,
      (SELECT count(*) FROM task t WHERE t.project_id = p.id) AS tasks,
      (SELECT count(*) FROM project_file f WHERE f.project_id = p.id)
        + (SELECT count(*) FROM task_file f JOIN task t ON t.id = f.task_id WHERE t.project_id = p.id) AS files
    FROM project p WHERE p.id = any(${ids}::int[]) ORDER BY p.name, p.id`.execute(db);
  return rows.map((row) => ({ id: row.id, name: row.name, tasks: Number(row.tasks), files: Number(row.files) }));
}
