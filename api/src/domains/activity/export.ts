import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { activityWhere, type ActivityFilterValues } from './filters.js';

const exportBatch = 1000;

export const activityExportColumns = [
  'id',
  'date',
  'type',
  'user',
  'document',
  'person',
  'people',
  'fields',
  'file',
  'created',
  'duplicate',
  'failed_lines',
] as const;

/** Spec part 2 section 9: the activity export is named from the date, YYYYMMDD. */
export const activityExportFileName = (now = new Date()) => `${now.toISOString().slice(0, 10).replace(/-/g, '')}.csv`;

type Args = {
  person?: number;
  people?: number[];
  fields?: string[];
  file?: { name: string };
  created?: number[];
  duplicate?: number;
  failed_lines?: { line: number; reason: string }[];
};

/**
 * The export's rows, newest first, 1,000 entries at a time (keyset on `(date, id)`), so that exporting a million
 * entries never holds them in memory: the selected entries, or every one the filters keep. Types and users by name.
 */
export async function* activityExportRows(
  db: Kysely<Database>,
  filters: ActivityFilterValues,
  selected: number[] | undefined,
) {
  const typeNames = new Map(
    (await db.selectFrom('lookup').select(['id', 'name']).where('kind', '=', 'activity_types').execute()).map((row) => [
      row.id,
      row.name,
    ]),
  );
  yield [...activityExportColumns];
  let after: { date: string; id: number } | undefined;
  for (;;) {
    let query = db
      .selectFrom('activity as a')
      .leftJoin('person as p', 'p.id', 'a.person_id')
      .select(['a.id', sql<string>`a.date::text`.as('date_key'), 'a.date', 'a.type', 'a.args', 'a.document'])
      .select('p.full_name')
      .where(activityWhere(filters))
      .orderBy('a.date', 'desc')
      .orderBy('a.id', 'desc')
      .limit(exportBatch);
    if (selected) query = query.where('a.id', '=', sql<number>`any(${selected}::int[])`);
    if (after) query = query.where(sql<boolean>`(a.date, a.id) < (${after.date}::timestamptz, ${after.id}::int)`);
    const rows = await query.execute();
    for (const row of rows) {
      const args = row.args as Args;
      yield [
        row.id,
        new Date(row.date).toISOString(),
        row.type === null ? 'Not Specified' : (typeNames.get(row.type) ?? 'Not Specified'),
        row.full_name ?? '',
        row.document ?? '',
        args.person ?? '',
        (args.people ?? []).join('; '),
        (args.fields ?? []).join('; '),
        args.file?.name ?? '',
        (args.created ?? []).join('; '),
        args.duplicate ?? '',
        (args.failed_lines ?? []).map((line) => `line ${line.line}: ${line.reason}`).join('; '),
      ];
    }
    if (rows.length < exportBatch) return;
    const last = rows.at(-1)!;
    after = { date: last.date_key, id: last.id };
    // Emptied once written. The query's result (pg's, whose `rows` array Kysely returns as it is) stays reachable for
    // V8's young-generation collections after the batch is done, so every row of every batch was promoted to the old
    // generation (500 MB for a million entries) and the heap grew to about four times its live size, the api's RSS by
    // 150 MB, before a full collection freed them (issue 53). Emptied, the rows die young.
    rows.length = 0;
  }
}
