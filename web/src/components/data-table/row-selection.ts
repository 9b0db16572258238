import type { MRT_Row, MRT_RowData, MRT_RowSelectionState, MRT_TableInstance } from 'material-react-table';

// Ticking a group row's box makes MRT mark the group row itself selected as well as its rows. A group row is no
// record of the list: the selection a list sees, and its count, hold only the list's own rows (spec part 1:
// actions act on the selected contacts). A group's box still reads checked while all its rows are.

/** The selection reduced to the list's own rows, `rowIds` being the ids of the rows the list gave. */
export function selectionOfRows(selection: MRT_RowSelectionState, rowIds: ReadonlySet<string>): MRT_RowSelectionState {
  return Object.fromEntries(Object.entries(selection).filter(([id, selected]) => selected && rowIds.has(id)));
}

/** How many of the list's rows are selected. */
export function countSelectedRows(selection: MRT_RowSelectionState, rowIds: ReadonlySet<string>): number {
  return Object.keys(selectionOfRows(selection, rowIds)).length;
}

/**
 * Selects or clears a row. A group row's box selects or clears the rows in it: the group itself is never put in the
 * selection (its box reads checked while all its rows are).
 */
export function setRowSelected<Row extends MRT_RowData>(
  table: MRT_TableInstance<Row>,
  row: MRT_Row<Row>,
  value: boolean,
) {
  if (!row.getIsGrouped()) {
    row.toggleSelected(value);
    return;
  }
  const next = { ...table.getState().rowSelection };
  for (const leaf of row.getLeafRows()) {
    if (leaf.getIsGrouped() || !leaf.getCanSelect()) continue;
    if (value) next[leaf.id] = true;
    else delete next[leaf.id];
  }
  table.setRowSelection(next);
}

/** Whether a row reads selected: a group row when all its rows are. */
export const isRowChecked = <Row extends MRT_RowData>(row: MRT_Row<Row>) =>
  row.getIsGrouped() ? row.getIsAllSubRowsSelected() : row.getIsSelected();
