import { useState } from 'react';
import { initialSorting } from './column-prefs';
import type { DataTableColumn, SortKey } from './data-table-types';
import { useSavedTablePrefs } from './use-column-prefs';

type UseTableSortingOptions<Row> = {
  tableType?: string;
  columns: readonly DataTableColumn<Row>[];
  defaultSorting: SortKey[];
};

/** Server-side sort keys, starting from the user's saved column preferences or the list's default. */
export function useTableSorting<Row>({ tableType, columns, defaultSorting }: UseTableSortingOptions<Row>) {
  const saved = useSavedTablePrefs(tableType);
  return useState<SortKey[]>(() => initialSorting(saved, columns, defaultSorting));
}
