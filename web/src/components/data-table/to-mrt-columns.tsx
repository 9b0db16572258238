import type { MRT_ColumnDef, MRT_RowData, MRT_TableInstance } from 'material-react-table';
import { CellText } from './cell-text';
import { sumValues } from './column-prefs';
import type { CellValue, DataTableColumn } from './data-table-types';

function formatValue<Row>(column: DataTableColumn<Row>, value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' && column.format) return column.format(value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
}

/** The footer totals row: 'Total' under the first visible column, sums of all loaded rows under numeric ones. */
function footerFor<Row extends MRT_RowData>(column: DataTableColumn<Row>, table: MRT_TableInstance<Row>) {
  if (column.sum) {
    const total = sumValues(table.getCoreRowModel().rows.map((row) => column.value(row.original)));
    return formatValue(column, total);
  }
  const firstVisible = table.getVisibleLeafColumns().find((leaf) => !leaf.id.startsWith('mrt-'));
  return firstVisible?.id === column.id ? 'Total' : null;
}

const HEADER_CHAR_PX = 8;
const HEADER_CHROME_PX = 28;
const SORT_ICON_PX = 28;

function minWidthFor<Row>(column: DataTableColumn<Row>): number {
  return Math.ceil(column.label.length * HEADER_CHAR_PX) + HEADER_CHROME_PX + (column.sortable ? SORT_ICON_PX : 0);
}

export function toMrtColumns<Row extends MRT_RowData>(
  columns: readonly DataTableColumn<Row>[],
  withTotals: boolean,
): MRT_ColumnDef<Row, CellValue>[] {
  return columns.map((column) => ({
    id: column.id,
    header: column.label,
    accessorFn: (row) => column.value(row),
    enableSorting: column.sortable ?? false,
    enableGrouping: column.groupable ?? true,
    // Wide enough for the header's label and its sort arrow, so no header reads 'User T…'.
    size: Math.max(column.width ?? 150, minWidthFor(column)),
    Cell: ({ row }) =>
      column.render ? column.render(row.original) : <CellText text={formatValue(column, column.value(row.original))} />,
    // Group rows show the count (in the group cell) and the sums of numeric columns.
    aggregationFn: column.sum ? 'sum' : undefined,
    AggregatedCell: column.sum ? ({ cell }) => formatValue(column, cell.getValue()) : undefined,
    Footer: withTotals ? ({ table }) => footerFor(column, table) : undefined,
  }));
}
