import type { DataTableColumn } from './data-table-types';

/** One group as a paged list's server counts it: the value as the column shows it (null for none) and its size. */
export type ServerGroupCount = { value: string | null; count: number };

/**
 * The server's groups as the table's `groupCounts`, keyed by the value as the column shows it ('' for none, as the
 * group rows are keyed). Groups the column shows alike add up: a lookup the server counts by id but the row no
 * longer names shows with the rows without one.
 */
export function groupCountsByShownValue(
  groups: readonly ServerGroupCount[],
  shown: (value: string) => string = (value) => value,
): ReadonlyMap<string, number> {
  const counts = new Map<string, number>();
  for (const group of groups) {
    const key = group.value === null ? '' : shown(group.value);
    counts.set(key, (counts.get(key) ?? 0) + group.count);
  }
  return counts;
}

/**
 * Grouped, the groups read in order of their value as shown (blank last): the table lists groups in the order of
 * their first row, which in a paged list is wherever the loaded pages put it.
 */
export function rowsInGroupOrder<Row>(rows: readonly Row[], column: DataTableColumn<Row> | undefined): readonly Row[] {
  if (!column) return rows;
  const keyOf = (row: Row) => {
    const value = column.value(row);
    return value === null || value === undefined ? '' : String(value);
  };
  const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });
  // Array.prototype.sort is stable: within a group the list's own order stays.
  return [...rows].sort((a, b) => {
    const [x, y] = [keyOf(a), keyOf(b)];
    if (x === '' || y === '') return x === y ? 0 : x === '' ? 1 : -1;
    return collator.compare(x, y);
  });
}
