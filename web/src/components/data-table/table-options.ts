import type { MRT_RowData, MRT_TableOptions, MRT_Updater } from 'material-react-table';

/** Spec part 1: rows are 48 px high. */
export const ROW_HEIGHT = 48;

/** Spec section 9: selecting 100 or more rows with none selected loads the next page as well. */
export const SELECT_MANY_LOADS_MORE = 100;

/**
 * The material-react-table features every list shares: the count, grouping, column choice and order live in our
 * own toolbar and panel (saved as column preferences), so MRT's own toolbars, menus and drag handles are off.
 */
export const SHARED_TABLE_OPTIONS = {
  enableRowSelection: true,
  enableMultiSort: true,
  manualSorting: true,
  // Spec part 2 section 9, 'Default sort direction ascending': a header's first click sorts ascending, numbers and
  // dates too (TanStack would start those descending).
  sortDescFirst: false,
  enableGrouping: true,
  groupedColumnMode: 'remove',
  enableExpandAll: false,
  enablePagination: false,
  // The body is our own (DataTableBody, virtualized); MRT draws the header and the totals row in its grid layout,
  // which the body's rows follow.
  layoutMode: 'grid',
  enableStickyHeader: true,
  enableTopToolbar: false,
  enableBottomToolbar: false,
  enableColumnActions: false,
  enableColumnDragging: false,
  enableColumnFilters: false,
  enableGlobalFilter: false,
  enableFilters: false,
  // MRT's own keyboard mode makes every cell a tab stop; rows are navigated with our roving tabindex instead.
  enableKeyboardShortcuts: false,
  enableHiding: false,
  enableDensityToggle: false,
  enableFullScreenToggle: false,
  positionToolbarAlertBanner: 'none',
  muiTablePaperProps: { elevation: 0, variant: 'outlined' },
  // Rows scroll under the sticky header and footer: MRT makes them 97% opaque, which lets the rows show through.
  muiTableHeadProps: { sx: { opacity: 1 } },
  muiTableHeadCellProps: { sx: { bgcolor: 'background.paper' } },
  muiTableFooterProps: { sx: { opacity: 1 } },
  muiTableFooterCellProps: { sx: { fontWeight: 600 } },
} as const satisfies Partial<MRT_TableOptions<MRT_RowData>>;

// MRT 3 still passes MUI 6's `inputProps`, which MUI 9 ignores: label the input through slotProps instead.
export const checkboxLabel = (label: string, input: { tabIndex?: number } = {}) => ({
  inputProps: undefined,
  slotProps: { input: { 'aria-label': label, ...input } },
});

export function resolveUpdater<T>(updater: MRT_Updater<T>, current: T): T {
  return typeof updater === 'function' ? (updater as (old: T) => T)(current) : updater;
}
