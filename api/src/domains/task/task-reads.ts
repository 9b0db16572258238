import type { Task } from '@ft8/contract/task';
import { sql, type Expression, type Kysely, type Transaction } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Static } from 'typebox';
import type { Database } from '../../db/schema.js';
import { personRef } from '../../lib/people.js';
import { searchPatterns } from '../../lib/search.js';

type TaskDto = Static<typeof Task>;
type Db = Kysely<Database> | Transaction<Database>;

export const idList = (ids: number[]) => sql<number>`any(${ids}::int[])`;

const orderings = {
  due_date: 't.due_date',
  title: 't.title',
  state: 't.state',
  created_at: 't.created_at',
  position: 't.position',
} as const;

export type TaskListQuery = {
  limit: number;
  offset: number;
  projects?: number[];
  assignees?: number[];
  dueFrom?: string;
  dueTo?: string;
  search?: string;
  columnName?: string;
  state?: number;
  ordering?: string;
  /** Not staff: only tasks of the projects this person is an owner or member of, or assigned to them. */
  visibleTo?: number;
};

/**
 * A timestamp as the api writes it (`Date.prototype.toISOString`: UTC, milliseconds), made by the database: the
 * board's 2,000 tasks have 6,000 of them, and parsing each into a Date only to write it out again was a tenth of the
 * list's time.
 */
const isoTime = <T extends string | null = string>(column: 't.due_date' | 't.created_at' | 't.updated_at') =>
  sql<T>`to_char(${sql.ref(column)} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The rows of `query`, in its order, read as one JSON array (`jsonArrayFrom`). */
async function jsonRows<Row>(from: Db, query: Expression<Row>): Promise<Row[]> {
  const { rows } = await from.selectNoFrom(jsonArrayFrom(query).as('rows')).executeTakeFirstOrThrow();
  return rows as Row[];
}

/** Tasks by id, whole (their project's name, creator and assignees), in the order given. */
export async function tasksByIds(from: Db, ids: number[]): Promise<TaskDto[]> {
  if (ids.length === 0) return [];
  // Each list as one JSON value (one row, one column): PGlite's protocol reader copies and decodes every field of
  // every row in JavaScript, which for the board's 2,000 tasks of 14 columns was most of the list's time.
  const [rows, assignees] = await Promise.all([
    jsonRows(
      from,
      from
        .selectFrom('task as t')
        .innerJoin('project as p', 'p.id', 't.project_id')
        .leftJoin('person as c', 'c.id', 't.created_by')
        .select([
          't.id',
          't.title',
          't.description',
          't.project_id',
          'p.name as project_name',
          't.column_id',
          't.position',
          't.state',
          isoTime<string | null>('t.due_date').as('due_date'),
          't.created_by',
          'c.full_name',
          'c.is_deleted',
          isoTime('t.created_at').as('created_at'),
          isoTime('t.updated_at').as('updated_at'),
        ])
        .where('t.id', '=', idList(ids)),
    ),
    jsonRows(
      from,
      from
        .selectFrom('task_assignee as a')
        .innerJoin('person as p', 'p.id', 'a.person_id')
        .select(['a.task_id', 'p.id', 'p.full_name', 'p.is_deleted'])
        .where('a.task_id', '=', idList(ids))
        .orderBy('p.full_name')
        .orderBy('p.id'),
    ),
  ]);
  const byId = new Map(
    rows.map((row): [number, TaskDto] => [
      row.id,
      {
        id: row.id,
        title: row.title,
        description: row.description,
        project: row.project_id,
        project_details: { id: row.project_id, name: row.project_name },
        column: row.column_id,
        position: row.position,
        state: row.state,
        due_date: row.due_date,
        assignees: [],
        assignees_details: [],
        created_by: row.created_by,
        created_by_details: personRef(row.created_by, row),
        created_at: row.created_at,
        updated_at: row.updated_at,
      },
    ]),
  );
  for (const assignee of assignees) {
    const task = byId.get(assignee.task_id);
    task?.assignees.push(assignee.id);
    // A deleted assignee stays assigned, flagged (spec part 2 section 8).
    task?.assignees_details.push({
      id: assignee.id,
      full_name: assignee.full_name ?? '',
      is_deleted: assignee.is_deleted,
    });
  }
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** A page of tasks and their count; `from` a transaction to read them under its snapshot. */
export async function listTasks(from: Db, query: TaskListQuery) {
  let filtered = from.selectFrom('task as t');
  if (query.projects) filtered = filtered.where('t.project_id', '=', idList(query.projects));
  if (query.assignees) {
    const people = query.assignees;
    filtered = filtered.where((eb) =>
      eb.exists(
        eb
          .selectFrom('task_assignee as a')
          .select('a.task_id')
          .whereRef('a.task_id', '=', 't.id')
          .where('a.person_id', '=', idList(people)),
      ),
    );
  }
  // A day ('YYYY-MM-DD') counts whole: from its first moment, to its last (UTC, as due dates are stored).
  const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);
  if (query.dueFrom) filtered = filtered.where('t.due_date', '>=', new Date(query.dueFrom));
  if (query.dueTo)
    filtered = filtered.where(
      't.due_date',
      '<=',
      new Date(isDay(query.dueTo) ? `${query.dueTo}T23:59:59.999Z` : query.dueTo),
    );
  for (const pattern of searchPatterns(query.search)) filtered = filtered.where('t.title', 'ilike', pattern);
  if (query.state) filtered = filtered.where('t.state', '=', query.state);
  if (query.columnName) {
    const name = query.columnName;
    filtered = filtered.where((eb) =>
      eb.exists(
        eb
          .selectFrom('project_column as c')
          .select('c.id')
          .whereRef('c.id', '=', 't.column_id')
          .where(sql<string>`lower(c.name)`, '=', name.toLowerCase()),
      ),
    );
  }
  if (query.visibleTo !== undefined) {
    const person = query.visibleTo;
    filtered = filtered.where((eb) =>
      eb.or([
        eb.exists(
          eb
            .selectFrom('project_membership as m')
            .select('m.id')
            .whereRef('m.project_id', '=', 't.project_id')
            .where('m.person_id', '=', person)
            .where('m.state', '<>', 4),
        ),
        // A guest's own tasks; one assigned who has left the team no longer sees the task (as taskFor).
        eb.and([
          eb.exists(
            eb
              .selectFrom('task_assignee as a')
              .select('a.task_id')
              .whereRef('a.task_id', '=', 't.id')
              .where('a.person_id', '=', person),
          ),
          eb.exists(
            eb
              .selectFrom('project_membership as m')
              .select('m.id')
              .whereRef('m.project_id', '=', 't.project_id')
              .where('m.person_id', '=', person),
          ),
        ]),
      ]),
    );
  }
  let page = filtered.select('t.id');
  if (query.ordering) {
    for (const part of query.ordering.split(',')) {
      const column = orderings[part.trim().replace(/^-/, '') as keyof typeof orderings];
      if (column)
        page = page.orderBy(
          sql`${sql.ref(column)} ${sql.raw(part.trim().startsWith('-') ? 'DESC' : 'ASC')} NULLS LAST`,
        );
    }
  } else {
    page = page.orderBy('t.column_id').orderBy('t.position');
  }
  const rows = await page.orderBy('t.id').limit(query.limit).offset(query.offset).execute();
  // A page that is not full tells the count (the board's whole list does not count its tasks again), unless it
  // is empty past the end.
  const count =
    rows.length < query.limit && (rows.length > 0 || query.offset === 0)
      ? query.offset + rows.length
      : (await filtered.select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow()).count;
  return {
    count,
    results: await tasksByIds(
      from,
      rows.map((row) => row.id),
    ),
  };
}
