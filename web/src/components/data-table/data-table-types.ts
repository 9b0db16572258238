import type { MRT_RowData, MRT_RowSelectionState } from 'material-react-table';
import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';

/** A cell value the table can group, sort and sum on the client. */
export type CellValue = string | number | boolean | null | undefined;

/**
 * The server's rows per group value (the whole list, not only the loaded pages), keyed by the grouped value as
 * shown (`String(value)`, '' for blank); 'pending' while it has not answered, when the groups show no count.
 */
export type GroupCounts = ReadonlyMap<string, number> | 'pending';

/** One column of a DataTable, described once by the list that owns it. */
export type DataTableColumn<Row> = {
  /** Stable key; also the `type` of the column's saved preference. */
  id: string;
  label: string;
  /** The plain value: grouped on, summed, and shown when there is no `render`. */
  value: (row: Row) => CellValue;
  render?: (row: Row) => ReactNode;
  /** The server can sort on it (sorting is manual: the list re-queries). */
  sortable?: boolean;
  /** Numeric column summed in group rows and the footer totals row. */
  sum?: boolean;
  /** Formats a sum (and the plain value when there is no `render`). */
  format?: (value: number) => string;
  /** Shown until the user changes their column preferences; default true. */
  defaultActive?: boolean;
  /** Offered in 'Group by'; default true. */
  groupable?: boolean;
  width?: number;
};

/** The spec's column preference (section 3, Current user), saved per user and table type. */
export type ColumnPref = {
  type: string;
  label: string;
  active: boolean;
  order: number;
  sortOrder: number | null;
  sortDirection: 'asc' | 'desc' | null;
  group: boolean;
  hidden: boolean;
  search: string | null;
};

/** One server-side sort key, highest priority first (TanStack's shape). */
export type SortKey = { id: string; desc: boolean };

/** A click on the row, or Enter on the focused row: both carry the modifier keys (ctrl opens a new tab). */
export type RowOpenEvent = MouseEvent<HTMLElement> | KeyboardEvent<HTMLElement>;

export type RowClickHandler<Row> = (row: Row, event: RowOpenEvent) => void;

export type DataTableProps<Row extends MRT_RowData> = {
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  getRowId: (row: Row) => string;
  totalCount: number;
  /** Plural noun for the count and the default empty state, e.g. 'contacts'. */
  label: string;
  loading?: boolean;
  fetchingMore?: boolean;
  hasNextPage?: boolean;
  onLoadMore?: () => void;
  sorting?: SortKey[];
  onSortingChange?: (sorting: SortKey[]) => void;
  search?: string;
  emptyMessage?: string;
  /** Replaces the whole empty state (a list whose spec words differ while searching, e.g. templates). */
  emptyContent?: ReactNode;
  /** Key of the saved column preferences, e.g. 'people'. */
  tableType?: string;
  columnPrefs?: ColumnPref[];
  onColumnPrefsChange?: (prefs: ColumnPref[]) => void;
  onRowClick?: RowClickHandler<Row>;
  rowSelection?: MRT_RowSelectionState;
  /** Called with the list's own rows only: a group row's id never appears in it. */
  onRowSelectionChange?: (selection: MRT_RowSelectionState) => void;
  /**
   * The count beside 'selected' when one record shows in several rows (a contact in each of its categories);
   * otherwise the selected rows are counted.
   */
  selectedCount?: number;
  /** Bulk actions beside the count. */
  actions?: ReactNode;
  /**
   * Where the group rows' counts come from; absent, each group counts its loaded rows. A paged list gives the
   * server's counts, or 'pending' until they answer for the current grouping and search.
   */
  groupCounts?: GroupCounts;
  /** The column the user groups by (null when ungrouped), so the page can fetch that column's `groupCounts`. */
  onGroupingChange?: (columnId: string | null) => void;
  /** Height of the scrolling area; virtualization needs a bounded one. */
  maxHeight?: string | number;
};
