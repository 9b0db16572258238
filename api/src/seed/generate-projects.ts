import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/**
 * Adds `count` generated projects for benchmarks (`pnpm seed -- --projects 5000`), in a few set-based statements:
 * every status, type and closing date spread evenly, the universal owners and a client on each team, and the default
 * columns. About a second for 5,000.
 */
export async function addGeneratedProjects(
  db: Kysely<Database>,
  count: number,
): Promise<{ projects: number; ms: number }> {
  const started = performance.now();
  await db.transaction().execute((trx) => insertProjects(trx, count));
  return { projects: count, ms: Math.round(performance.now() - started) };
}

async function insertProjects(trx: Kysely<Database>, count: number): Promise<void> {
  const client = await trx
    .selectFrom('person')
    .select('id')
    .where('profile_type', '=', 3)
    .where('is_deleted', '=', false)
    .orderBy('id')
    .executeTakeFirst();
  const { rows } = await sql<{ id: number }>`
      INSERT INTO project (name, client_id, status, closing_date, capital_required, fees, term_sheet_fee, recent_valuation)
      SELECT 'Generated deal ' || lpad(n::text, 6, '0') || ' ' || (ARRAY['Wharf','Yard','Mills','Point','Gate','Quay'])[1 + n % 6],
        ${client?.id ?? null}, 1 + n % 6, (DATE '2026-01-01' + (n % 900)),
        (1 + n % 97) * 250000, 1 + (n % 3) * 0.5, 5000 * (n % 5), (2 + n % 50) * 500000
      FROM generate_series(1, ${count}) AS n
      RETURNING id`.execute(trx);
  const ids = rows.map((row) => row.id);
  await sql`
      INSERT INTO project_lookup (project_id, kind, lookup_id)
      SELECT g.id, k.kind, k.ids[1 + g.id % cardinality(k.ids)]
      FROM unnest(${ids}::int[]) AS g(id),
        (SELECT kind, array_agg(id ORDER BY id) AS ids FROM lookup
          WHERE kind IN ('project_types', 'transaction_types') GROUP BY kind) AS k`.execute(trx);
  await sql`
      INSERT INTO project_membership (project_id, person_id, state)
      SELECT g.id, p.id, 1 FROM unnest(${ids}::int[]) AS g(id), person p WHERE p.is_universal_owner
      UNION ALL SELECT g.id, ${client?.id ?? null}::int, 2 FROM unnest(${ids}::int[]) AS g(id)
        WHERE ${client?.id ?? null}::int IS NOT NULL`.execute(trx);
  await sql`
      INSERT INTO project_column (project_id, name, position)
      SELECT g.id, l.name, l.position FROM unnest(${ids}::int[]) AS g(id),
        (SELECT name, position FROM lookup WHERE kind = 'default_columns') AS l`.execute(trx);
}

/** Stages a firm adds after the default columns, for a board of more columns than the default five. */
const extraColumns = ['Legal Review', 'Drawdown', 'Post-Completion'];

/**
 * Adds a project whose board holds `tasks` tasks spread over `columns` columns (its default columns, then
 * `extraColumns`: issue 17's figures are for a board of 8 columns), each column numbered from 0 in the board order
 * (`pnpm seed -- --board 2000`), with every state and due date spread, a third of them assigned.
 */
export async function addLargeBoard(
  db: Kysely<Database>,
  tasks: number,
  columns = 8,
): Promise<{ projectId: number; ms: number }> {
  const started = performance.now();
  const projectId = await db.transaction().execute(async (trx) => {
    await insertProjects(trx, 1);
    const project = await trx.selectFrom('project').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
    await trx
      .updateTable('project')
      .set({ name: `Large board (${tasks.toLocaleString('en-GB')} tasks)` })
      .where('id', '=', project.id)
      .execute();
    // After the default columns (the `default_columns` lookup), as many of `extraColumns` as make up `columns`.
    await sql`INSERT INTO project_column (project_id, name, position)
      SELECT ${project.id}, extra.name, d.last + extra.n
      FROM (SELECT count(*)::int AS made, max(position) AS last FROM project_column WHERE project_id = ${project.id}) d,
        unnest(${extraColumns}::text[]) WITH ORDINALITY AS extra(name, n)
      WHERE extra.n <= ${columns} - d.made`.execute(trx);
    await sql`
      WITH cols AS (
        SELECT id, row_number() OVER (ORDER BY position, id) - 1 AS n, count(*) OVER () AS total
        FROM project_column WHERE project_id = ${project.id}
      ), made AS (
        INSERT INTO task (project_id, column_id, position, title, state, due_date)
        SELECT ${project.id}, c.id, (g.n / c.total)::int, 'Task ' || g.n, 1 + g.n % 3,
          now() + ((g.n % 120) - 30) * interval '1 day'
        FROM generate_series(0, ${tasks - 1}) AS g(n) JOIN cols c ON c.n = g.n % c.total
        RETURNING id
      )
      INSERT INTO task_assignee (task_id, person_id)
      SELECT made.id, m.person_id FROM made, project_membership m
      WHERE m.project_id = ${project.id} AND made.id % 3 = 0`.execute(trx);
    return project.id;
  });
  return { projectId, ms: Math.round(performance.now() - started) };
}

/**
 * Adds `count` generated tasks spread over every project's columns (`pnpm seed -- --tasks 50000`, after
 * `--projects`: the advanced search's figure is for 50,000 tasks across projects), with every state spread, a
 * seventh undated, the rest due within a year, made by and (a third of them) assigned to the project's owners.
 */
export async function addGeneratedTasks(db: Kysely<Database>, count: number): Promise<{ tasks: number; ms: number }> {
  const started = performance.now();
  await sql`
    WITH cols AS (
      SELECT c.id, c.project_id, row_number() OVER (ORDER BY c.project_id, c.position, c.id) - 1 AS n,
        count(*) OVER () AS total,
        (SELECT min(m.person_id) FROM project_membership m WHERE m.project_id = c.project_id AND m.state = 1) AS owner
      FROM project_column c
    ), made AS (
      INSERT INTO task (project_id, column_id, position, title, state, due_date, created_by)
      SELECT c.project_id, c.id, (g.n / c.total)::int,
        (ARRAY['Call', 'Send', 'Review', 'Chase', 'Draft', 'Sign'])[1 + g.n % 6] || ' ' ||
          (ARRAY['lender', 'valuation', 'term sheet', 'client', 'legal pack', 'fees'])[1 + (g.n / 6) % 6] ||
          ' ' || lpad(g.n::text, 6, '0'),
        1 + g.n % 3,
        CASE WHEN g.n % 7 = 0 THEN NULL ELSE TIMESTAMPTZ '2026-01-01' + (g.n % 365) * interval '1 day' END,
        c.owner
      FROM generate_series(0, ${count - 1}) AS g(n) JOIN cols c ON c.n = g.n % c.total
      RETURNING id, project_id
    )
    INSERT INTO task_assignee (task_id, person_id)
    SELECT made.id, m.person_id FROM made JOIN project_membership m ON m.project_id = made.project_id
    WHERE made.id % 3 = 0 AND m.state = 1`.execute(db);
  return { tasks: count, ms: Math.round(performance.now() - started) };
}
