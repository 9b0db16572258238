import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableContainer from '@mui/material/TableContainer';
import { MRT_TableFooter, MRT_TableHead, useMaterialReactTable } from 'material-react-table';
import type { MRT_Row, MRT_RowData, MRT_TableInstance } from 'material-react-table';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useCurrentUser } from '../../lib/current-user';
import { DataTableBody, type BodyRowProps, type RowVirtualizer } from './data-table-body';
import { columnVisibility, dataColumnOrder, defaultColumnPrefs, groupByColumn, groupedColumns } from './column-prefs';
import { DataTableToolbar } from './data-table-toolbar';
import type { DataTableProps, RowOpenEvent } from './data-table-types';
import { EmptyState } from './empty-state';
import { GroupCell } from './group-cell';
import { ManageColumnsPanel } from './manage-columns-panel';
import { isRowChecked, setRowSelected } from './row-selection';
import { recallView, rememberView } from './table-memory';
import { toMrtColumns } from './to-mrt-columns';
import { useDataTableState } from './use-data-table-state';
import { useInfiniteLoad } from './use-infinite-load';
import { useRowKeyboard } from './use-row-keyboard';
import { checkboxLabel, resolveUpdater, SHARED_TABLE_OPTIONS } from './table-options';

/** MRT's name for a header's or column's width variable. */
const cssVarId = (id: string) => id.replace(/[^a-zA-Z0-9]/g, '_');

/** The shared list table (spec part 1, 'Shared list table behaviour', and section 9). */
export function DataTable<Row extends MRT_RowData>(props: DataTableProps<Row>) {
  const { columns, rows, label, loading = false, fetchingMore = false, sorting = [] } = props;
  const state = useDataTableState(props);
  const { prefs, rowSelection, expanded, setExpanded, handlePrefsChange } = state;
  const [panelOpen, setPanelOpen] = useState(false);
  // Spec part 2 section 6: the table's actions (selection, manage columns, ...) need full access; clients and guests
  // see the rows only. Only a user known to lack it loses them (every list is under a signed-in user).
  const fullAccess = useCurrentUser().user?.hasFullAccess !== false;
  const containerRef = useRef<HTMLDivElement | null>(null);
  const virtualizerRef = useRef<RowVirtualizer | null>(null);

  const grouping = groupedColumns(prefs);
  const groupedBy = grouping[0] ?? null;
  const { onGroupingChange } = props;
  useEffect(() => {
    onGroupingChange?.(groupedBy);
  }, [groupedBy, onGroupingChange]);
  const groupLabel = prefs.find((pref) => pref.type === grouping[0])?.label ?? '';
  const visibility = columnVisibility(prefs);
  // The footer totals row appears when a shown column is numeric.
  const hasTotals = columns.some((column) => column.sum && visibility[column.id]);
  const mrtColumns = useMemo(() => toMrtColumns(columns, hasTotals), [columns, hasTotals]);
  const data = useMemo(() => [...rows], [rows]);
  const firstLoad = loading && rows.length === 0;
  const { tableType } = props;
  const viewKey = JSON.stringify([props.search ?? '', sorting]);
  const [initialView] = useState(() => recallView(tableType, viewKey));

  // The scroll container's ref is set after the body's virtualizer looked for it (a parent's ref is set after its
  // children's layout effects). Rows from the cache cause no later render, so the virtualizer would never find the
  // container and would show no rows: hand it over once it exists (a no-op when it already has it).
  useLayoutEffect(() => {
    virtualizerRef.current?._willUpdate();
  });

  const checkLoadMore = useInfiniteLoad({
    rows,
    totalCount: props.totalCount,
    hasNextPage: props.hasNextPage ?? false,
    busy: loading || fetchingMore,
    onLoadMore: props.onLoadMore,
    containerRef,
    virtualizerRef,
  });
  const handleScroll = () => {
    rememberView(tableType, viewKey, { scrollTop: containerRef.current?.scrollTop ?? 0 });
    checkLoadMore();
  };

  const handleOpen = (row: MRT_Row<Row>, event: RowOpenEvent) => {
    if (row.getIsGrouped()) row.toggleExpanded();
    else if (!firstLoad) props.onRowClick?.(row.original, event);
  };
  const keyboard = useRowKeyboard<Row>({
    getRowCount: (): number => (firstLoad ? 0 : table.getRowModel().rows.length),
    initialIndex: initialView.activeIndex,
    containerRef,
    virtualizerRef,
    onActiveChange: (activeIndex) => rememberView(tableType, viewKey, { activeIndex }),
    onOpen: handleOpen,
    onToggleSelect: (row) => setRowSelected(table, row, !isRowChecked(row)),
  });

  const table: MRT_TableInstance<Row> = useMaterialReactTable<Row>({
    columns: mrtColumns,
    data,
    ...SHARED_TABLE_OPTIONS,
    enableRowSelection: fullAccess,
    getRowId: (row) => props.getRowId(row),
    enableStickyFooter: hasTotals,
    enableTableFooter: hasTotals,
    state: {
      sorting,
      rowSelection,
      grouping,
      expanded,
      columnVisibility: visibility,
      columnOrder: [
        ...(grouping.length ? ['mrt-row-expand'] : []),
        ...(fullAccess ? ['mrt-row-select'] : []),
        ...dataColumnOrder(prefs),
      ],
      density: 'compact',
    },
    onSortingChange: (updater) => state.handleSortingChange(resolveUpdater(updater, sorting)),
    onRowSelectionChange: state.handleSelectionChange,
    onExpandedChange: (updater) => setExpanded((current) => resolveUpdater(updater, current)),
    onColumnOrderChange: () => undefined,
    onGroupingChange: () => undefined,
    displayColumnDefOptions: {
      'mrt-row-expand': {
        size: 280,
        header: groupLabel,
        Header: () => groupLabel,
        Cell: ({ row }) => <GroupCell row={row} groupCounts={props.groupCounts} />,
      },
    },
    // Rows are reached with the arrow keys and selected with Space: their checkboxes are not tab stops.
    muiSelectCheckboxProps: checkboxLabel('Select row', { tabIndex: -1 }),
    muiSelectAllCheckboxProps: checkboxLabel('Select all loaded rows'),
  });

  const rowProps = (row: MRT_Row<Row>, staticRowIndex: number): BodyRowProps => ({
    ...keyboard.rowProps(row, staticRowIndex),
    onClick: (event) => {
      // A link in the row (the name) navigates itself, so ctrl-click and middle-click behave as links do.
      if (event.target instanceof Element && event.target.closest('a[href]')) return;
      handleOpen(row, event);
    },
  });
  // The widths of MRT's grid layout, which its header cells and our body's cells read (as MRT_Table sets them).
  const columnSizeVars: Record<string, number> = {};
  for (const header of table.getFlatHeaders()) {
    columnSizeVars[`--header-${cssVarId(header.id)}-size`] = header.getSize();
    columnSizeVars[`--col-${cssVarId(header.column.id)}-size`] = header.getSize();
  }

  return (
    <Stack>
      <DataTableToolbar
        totalCount={props.totalCount}
        label={label}
        loading={firstLoad}
        selectedCount={state.selectedCount}
        groupable={prefs.filter(
          (pref) => !pref.hidden && columns.find((column) => column.id === pref.type)?.groupable !== false,
        )}
        groupedBy={grouping[0] ?? null}
        onGroupByChange={(type) => {
          setExpanded(true);
          handlePrefsChange(groupByColumn(prefs, type));
        }}
        onExpandAll={(open) => setExpanded(open ? true : {})}
        onManageColumns={fullAccess ? () => setPanelOpen(true) : undefined}
        actions={fullAccess ? props.actions : undefined}
      />
      <Paper elevation={0} variant="outlined" sx={{ overflow: 'hidden' }}>
        <TableContainer
          ref={containerRef}
          onScroll={handleScroll}
          sx={{ maxHeight: props.maxHeight ?? 'calc(100vh - 300px)', position: 'relative' }}
        >
          <Table stickyHeader style={columnSizeVars} sx={{ display: 'grid', borderCollapse: 'separate' }}>
            <MRT_TableHead table={table} />
            <DataTableBody
              table={table}
              containerRef={containerRef}
              virtualizerRef={virtualizerRef}
              initialOffset={initialView.scrollTop}
              showSkeletons={firstLoad}
              clickable={(row) => Boolean(props.onRowClick) || row.getIsGrouped()}
              rowProps={rowProps}
              emptyState={
                props.emptyContent ?? (
                  <EmptyState label={label} search={props.search} emptyMessage={props.emptyMessage} />
                )
              }
            />
            {hasTotals && <MRT_TableFooter table={table} />}
          </Table>
        </TableContainer>
        {fetchingMore && <LinearProgress aria-label="Loading more rows" />}
      </Paper>
      <ManageColumnsPanel
        open={fullAccess && panelOpen}
        prefs={prefs}
        onChange={handlePrefsChange}
        onReset={() => handlePrefsChange(defaultColumnPrefs(columns))}
        onClose={() => setPanelOpen(false)}
      />
    </Stack>
  );
}
