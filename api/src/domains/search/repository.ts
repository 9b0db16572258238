import type { SearchTree, SearchType } from '@ft8/contract/search';
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { Database } from '../../db/schema.js';
import { parsePeopleOrdering } from '../contact/filters.js';
import { parseOrdering, type OrderingTerm } from '../../lib/paging.js';
import { compileSearch, resolveSearch, type SearchConstants } from './compile.js';
import { createSearchHistoryRepository } from './history-repository.js';

/** The type's table under the alias the compiled tree names, and the rows a search never shows. */
const tables = {
  people: { table: 'person', alias: 'p', current: sql<SqlBool>`p.is_deleted = false` },
  projects: { table: 'project', alias: 'pj', current: sql<SqlBool>`true` },
  tasks: { table: 'task', alias: 't', current: sql<SqlBool>`true` },
} as const;

// The orderings of the type's own list (`GET projects/`, `GET tasks/`); people's come from the contacts list itself.
const projectOrderings = ['name', 'status', 'closing_date', 'capital_required', 'created_at'] as const;
const taskOrderings = ['due_date', 'title', 'state', 'created_at', 'position'] as const;

function orderingOf(type: SearchType, ordering: string | undefined): OrderingTerm[] {
  if (type === 'people') return parsePeopleOrdering(ordering);
  if (type === 'projects') return parseOrdering(ordering, projectOrderings, [{ field: 'name', direction: 'asc' }]);
  // Tasks: by due date by default (spec part 2 section 9), undated last.
  return parseOrdering(ordering, taskOrderings, [{ field: 'due_date', direction: 'asc' }]);
}

export type SearchPageQuery = { ordering?: string; limit: number; offset: number };

const exportBatch = 1000;

export function createSearchRepository(db: Kysely<Database>) {
  /** `FROM <table> <alias> WHERE <tree>`: the table and alias are constants of `tables`, the values parameters. */
  // The constants (tag ids) are looked up first, so that the planner sees them (compile.ts, `resolveSearch`).
  const matching = (tree: SearchTree, constants: SearchConstants, extra: RawBuilder<SqlBool> = sql<SqlBool>`true`) => {
    const { table, alias, current } = tables[tree.type];
    const where = compileSearch(tree, { constants });
    return sql`FROM ${sql.table(table)} AS ${sql.id(alias)} WHERE ${current} AND ${where} AND ${extra}`;
  };
  const idOf = (type: SearchType) => sql.ref(`${tables[type].alias}.id`);

  return {
    /**
     * One page of the matching rows in the ordering asked (the list's own orderings), and their exact count. The page's
     * ids are read into rows by `rowsOf` while the count runs on its own connection.
     */
    async page<Row>(
      tree: SearchTree,
      query: SearchPageQuery,
      rowsOf: (ids: number[]) => Promise<Row[]>,
    ): Promise<{ count: number; rows: Row[] }> {
      const { alias } = tables[tree.type];
      // Empty values last either way, then the id, as the lists sort.
      const orderBy = sql.join([
        ...orderingOf(tree.type, query.ordering).map(
          (term) =>
            sql`${sql.ref(`${alias}.${term.field}`)} ${sql.raw(term.direction === 'desc' ? 'DESC' : 'ASC')} NULLS LAST`,
        ),
        idOf(tree.type),
      ]);
      const from = matching(tree, await resolveSearch(db, tree));
      const [rows, counted] = await Promise.all([
        sql<{ id: number }>`SELECT ${idOf(tree.type)} AS id ${from}
          ORDER BY ${orderBy} LIMIT ${query.limit} OFFSET ${query.offset}`
          .execute(db)
          .then((page) => rowsOf(page.rows.map((row) => row.id))),
        sql<{ count: number }>`SELECT count(*)::int AS count ${from}`.execute(db),
      ]);
      return { count: counted.rows[0]?.count ?? 0, rows };
    },

    /**
     * The matching ids (among `selected`, when given), by id, a batch at a time (keyset on id): an export of every
     * contact never holds them all at once.
     */
    async *matchingIds(tree: SearchTree, selected: number[] | undefined): AsyncGenerator<number[]> {
      const id = idOf(tree.type);
      const constants = await resolveSearch(db, tree);
      const read = async (extra: RawBuilder<SqlBool>) =>
        (
          await sql<{ id: number }>`SELECT ${id} AS id ${matching(tree, constants, extra)}
            ORDER BY ${id} LIMIT ${exportBatch}`.execute(db)
        ).rows.map((row) => row.id);
      if (selected) {
        // The selection a batch at a time: each query names only its own ids.
        const sorted = [...new Set(selected)].sort((a, b) => a - b);
        for (let start = 0; start < sorted.length; start += exportBatch) {
          const ids = await read(sql<SqlBool>`${id} = any(${sorted.slice(start, start + exportBatch)}::int[])`);
          if (ids.length > 0) yield ids;
        }
        return;
      }
      let after = 0;
      for (;;) {
        const ids = await read(sql<SqlBool>`${id} > ${after}`);
        if (ids.length === 0) return;
        yield ids;
        after = ids[ids.length - 1]!;
      }
    },

    history: createSearchHistoryRepository(db),
  };
}
