import type { MRT_ExpandedState, MRT_RowData, MRT_RowSelectionState, MRT_Updater } from 'material-react-table';
import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import type { ColumnPref, DataTableProps, SortKey } from './data-table-types';
import { countSelectedRows, selectionOfRows } from './row-selection';
import { recallSelection, rememberSelection } from './table-memory';
import { resolveUpdater, SELECT_MANY_LOADS_MORE } from './table-options';
import { useColumnPrefs } from './use-column-prefs';

/** Column preferences, selection and expansion: controlled by the list when it passes them, else kept here. */
export function useDataTableState<Row extends MRT_RowData>(props: DataTableProps<Row>) {
  const { rows, getRowId, sorting = [], loading = false, fetchingMore = false } = props;
  const saved = useColumnPrefs({ tableType: props.tableType, columns: props.columns });
  const prefs = props.columnPrefs ?? saved.prefs;
  // Kept across a visit to a row's page and back (table-memory.ts).
  const [ownSelection, setOwnSelection] = useState<MRT_RowSelectionState>(() => recallSelection(props.tableType));
  const rowSelection = props.rowSelection ?? ownSelection;
  const [expanded, setExpanded] = useState<MRT_ExpandedState>(true);
  const rowIds = useMemo(() => new Set(rows.map(getRowId)), [rows, getRowId]);

  const handlePrefsChange = (next: ColumnPref[]) => {
    if (props.onColumnPrefsChange) props.onColumnPrefsChange(next);
    else saved.setPrefs(next);
    saved.scheduleSave(next, sorting);
  };

  const handleSortingChange = (next: SortKey[]) => {
    props.onSortingChange?.(next);
    saved.scheduleSave(prefs, next);
  };

  const setSelection = (next: MRT_RowSelectionState) => {
    if (props.onRowSelectionChange) props.onRowSelectionChange(next);
    else setOwnSelection(next);
    rememberSelection(props.tableType, next);
  };

  const handleSelectionChange = (updater: MRT_Updater<MRT_RowSelectionState>) => {
    const next = selectionOfRows(resolveUpdater(updater, rowSelection), rowIds);
    setSelection(next);
    // Spec section 9: selecting 100 or more rows with none selected also loads the next page.
    const selectedMany =
      countSelectedRows(rowSelection, rowIds) === 0 && countSelectedRows(next, rowIds) >= SELECT_MANY_LOADS_MORE;
    if (selectedMany && props.hasNextPage && !loading && !fetchingMore) props.onLoadMore?.();
  };

  // A new search or sort loads other rows, which the actions could not reach: the selection (the count and the
  // header box with it) starts again empty. Coming back to the list with the same query keeps it.
  const queryKey = JSON.stringify([props.search ?? '', sorting]);
  const selectionQuery = useRef(queryKey);
  const clearSelection = useEffectEvent(() => {
    if (Object.values(rowSelection).some(Boolean)) setSelection({});
  });
  useEffect(() => {
    if (selectionQuery.current === queryKey) return;
    selectionQuery.current = queryKey;
    clearSelection();
  }, [queryKey]);

  return {
    prefs,
    rowSelection,
    selectedCount: props.selectedCount ?? countSelectedRows(rowSelection, rowIds),
    expanded,
    setExpanded,
    handlePrefsChange,
    handleSortingChange,
    handleSelectionChange,
  };
}
