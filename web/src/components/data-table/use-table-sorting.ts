import { useState } from 'react';
import type { CurrentUser } from '../../lib/current-user';
import { useCurrentUser } from '../../lib/current-user';
import { initialSorting } from './column-prefs';
import type { DataTableColumn, SortKey } from './data-table-types';
import { savedTablePrefs } from './use-column-prefs';

export type TableSortingOptions<Row> = {
  tableType?: string;
  columns: readonly DataTableColumn<Row>[];
  defaultSorting: SortKey[];
};

/** The sort keys a table starts with for this user: their saved column preferences, or the list's default. */
export function startingSorting<Row>(
  user: CurrentUser | null,
  { tableType, columns, defaultSorting }: TableSortingOptions<Row>,
): SortKey[] {
  return initialSorting(savedTablePrefs(user?.tableColumnPrefs, tableType), columns, defaultSorting);
}

/** Server-side sort keys, starting from the user's saved column preferences or the list's default. */
export function useTableSorting<Row>(options: TableSortingOptions<Row>) {
  const { user } = useCurrentUser();
  return useState<SortKey[]>(() => startingSorting(user, options));
}
