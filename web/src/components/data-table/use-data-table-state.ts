import type { MRT_ExpandedState, MRT_RowData, MRT_RowSelectionState } from 'material-react-table';
import { useState } from 'react';
import type { ColumnPref, DataTableProps, SortKey } from './data-table-types';
import { recallSelection, rememberSelection } from './table-memory';
import { SELECT_MANY_LOADS_MORE } from './table-options';
import { useColumnPrefs } from './use-column-prefs';

const countSelected = (selection: MRT_RowSelectionState) => Object.values(selection).filter(Boolean).length;

/** Column preferences, selection and expansion: controlled by the list when it passes them, else kept here. */
export function useDataTableState<Row extends MRT_RowData>(props: DataTableProps<Row>) {
  const { sorting = [], loading = false, fetchingMore = false } = props;
  const saved = useColumnPrefs({ tableType: props.tableType, columns: props.columns });
  const prefs = props.columnPrefs ?? saved.prefs;
  // Kept across a visit to a row's page and back (table-memory.ts).
  const [ownSelection, setOwnSelection] = useState<MRT_RowSelectionState>(() => recallSelection(props.tableType));
  const rowSelection = props.rowSelection ?? ownSelection;
  const [expanded, setExpanded] = useState<MRT_ExpandedState>(true);

  const handlePrefsChange = (next: ColumnPref[]) => {
    if (props.onColumnPrefsChange) props.onColumnPrefsChange(next);
    else saved.setPrefs(next);
    saved.scheduleSave(next, sorting);
  };

  const handleSortingChange = (next: SortKey[]) => {
    props.onSortingChange?.(next);
    saved.scheduleSave(prefs, next);
  };

  const handleSelectionChange = (next: MRT_RowSelectionState) => {
    if (props.onRowSelectionChange) props.onRowSelectionChange(next);
    else setOwnSelection(next);
    rememberSelection(props.tableType, next);
    // Spec section 9: selecting 100 or more rows with none selected also loads the next page.
    const selectedMany = countSelected(rowSelection) === 0 && countSelected(next) >= SELECT_MANY_LOADS_MORE;
    if (selectedMany && props.hasNextPage && !loading && !fetchingMore) props.onLoadMore?.();
  };

  return {
    prefs,
    rowSelection,
    selectedCount: countSelected(rowSelection),
    expanded,
    setExpanded,
    handlePrefsChange,
    handleSortingChange,
    handleSelectionChange,
  };
}
