import Skeleton from '@mui/material/Skeleton';
import { alpha, darken, lighten, styled } from '@mui/material/styles';
import { useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import type { MRT_Cell, MRT_Column, MRT_Row, MRT_RowData, MRT_TableInstance } from 'material-react-table';
import type { CSSProperties, HTMLAttributes, MouseEvent, ReactNode, RefObject } from 'react';
import { CELL_TEXT_CLASS } from './cell-text';
import { isRowChecked, setRowSelected } from './row-selection';
import { ROW_HEIGHT } from './table-options';

/** Rows drawn above and below the visible ones, so a scroll shows drawn rows while the next ones render. */
const OVERSCAN = 10;
/** Skeleton rows while the first page loads: about one screen. */
const SKELETON_ROWS = 10;

/**
 * The table body: plain rows and cells under one stylesheet, laid out like material-react-table's grid mode so that
 * they line up with its header (the same `--col-{id}-size` widths). MRT's own body draws each cell as a MUI
 * TableCell with its own computed styles: about 8 ms per row in Chromium on this machine, most of the contacts list's
 * first frame. This body draws a row in a fraction of that, with the same row model, cells and behaviour.
 */
const Body = styled('tbody')(({ theme }) => {
  const border = `1px solid ${lighten(alpha(theme.palette.divider, 1), 0.88)}`;
  const base = theme.palette.background.default;
  return {
    display: 'grid',
    position: 'relative',
    '& > tr': {
      display: 'flex',
      position: 'absolute',
      top: 0,
      left: 0,
      width: '100%',
      height: ROW_HEIGHT,
      boxSizing: 'border-box',
      backgroundColor: base,
      outline: 0,
    },
    '& > tr.ft8-clickable': { cursor: 'pointer' },
    '& > tr:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
    '& > tr > td': {
      ...theme.typography.body2,
      color: theme.palette.text.primary,
      display: 'flex',
      alignItems: 'center',
      boxSizing: 'border-box',
      position: 'relative',
      overflow: 'hidden',
      whiteSpace: 'nowrap',
      textOverflow: 'ellipsis',
      padding: '0 0.5rem',
      borderBottom: border,
    },
    '& > tr:hover > td': { backgroundColor: alpha(darken(base, 0.3), 0.3) },
    '& > tr[data-selected] > td': { backgroundColor: alpha(theme.palette.primary.main, 0.2) },
    [`& .${CELL_TEXT_CLASS}`]: {
      display: 'inline-block',
      maxWidth: '100%',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
      verticalAlign: 'middle',
    },
    '& a': { color: 'inherit', textDecoration: 'none' },
    '& a:hover': { textDecoration: 'underline' },
    '& .ft8-check': {
      position: 'relative',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      width: '1.75rem',
      height: '1.75rem',
      borderRadius: '50%',
      color: theme.palette.action.active,
      '&[data-checked]': { color: theme.palette.primary.main },
      '&:hover': { backgroundColor: alpha(theme.palette.action.active, theme.palette.action.hoverOpacity) },
      '&:has(input:focus-visible)': { outline: `2px solid ${theme.palette.primary.main}` },
      '& input': { position: 'absolute', inset: 0, margin: 0, opacity: 0, cursor: 'pointer' },
      '& svg': { width: '1.25rem', height: '1.25rem', fill: 'currentColor' },
    },
    '& > tr.ft8-empty': { position: 'static', height: 'auto', display: 'grid' },
    '& > tr.ft8-empty > td': { display: 'grid', borderBottom: 0, whiteSpace: 'normal' },
  };
});

/** MRT's name for a column's width variable (`--col-{id}-size`, set on the table from its column sizes). */
const cssVarId = (id: string) => id.replace(/[^a-zA-Z0-9]/g, '_');

function cellStyle<Row extends MRT_RowData>(column: MRT_Column<Row>): CSSProperties {
  const size = `var(--col-${cssVarId(column.id)}-size)`;
  return {
    width: `calc(${size} * 1px)`,
    minWidth: `max(calc(${size} * 1px), ${column.columnDef.minSize ?? 30}px)`,
    flex: `${size} 0 auto`,
  };
}

// Material's check box icons, as MUI's Checkbox draws them.
const BOX_PATHS = {
  blank: 'M19 5v14H5V5h14m0-2H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2z',
  checked:
    'M19 3H5c-1.11 0-2 .9-2 2v14c0 1.1.89 2 2 2h14c1.11 0 2-.9 2-2V5c0-1.1-.89-2-2-2zm-9 14l-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8l-9 9z',
  some: 'M19 3H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2zm-2 10H7v-2h10v2z',
};

type SelectBoxProps = {
  checked: boolean;
  indeterminate: boolean;
  onToggle: (event: MouseEvent<HTMLInputElement>) => void;
};

/**
 * A row's selection box: a native check box under MUI's icon, looking as MUI's small Checkbox does beside the
 * header's. MRT's own wraps each in a Tooltip and a MUI Checkbox, a large part of a row's cost. Not a tab stop: rows
 * are reached with the arrow keys and selected with Space.
 */
function SelectBox({ checked, indeterminate, onToggle }: SelectBoxProps) {
  const path = indeterminate ? BOX_PATHS.some : checked ? BOX_PATHS.checked : BOX_PATHS.blank;
  return (
    <span className="ft8-check" data-checked={checked || indeterminate || undefined}>
      <input
        type="checkbox"
        aria-label="Select row"
        tabIndex={-1}
        checked={checked}
        ref={(input) => {
          if (input) input.indeterminate = indeterminate;
        }}
        onChange={() => undefined}
        onClick={(event) => {
          event.stopPropagation();
          onToggle(event);
        }}
      />
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={path} />
      </svg>
    </span>
  );
}

type OwnCellArgs<Row extends MRT_RowData> = {
  row: MRT_Row<Row>;
  staticRowIndex: number;
  table: MRT_TableInstance<Row>;
};

/** MRT's own display columns whose cells this body draws itself, lighter than MRT's, by column id. */
const OWN_DISPLAY_CELLS: Record<string, <Row extends MRT_RowData>(args: OwnCellArgs<Row>) => ReactNode> = {
  'mrt-row-select': ({ row, staticRowIndex, table }) => {
    const grouped = row.getIsGrouped();
    const checked = isRowChecked(row);
    return (
      <SelectBox
        checked={checked}
        indeterminate={!checked && grouped && row.getIsSomeSelected()}
        onToggle={(event) => selectRow(table, row, staticRowIndex, !checked, event.shiftKey)}
      />
    );
  },
};

function cellContent<Row extends MRT_RowData>(
  cell: MRT_Cell<Row>,
  row: MRT_Row<Row>,
  staticRowIndex: number,
  table: MRT_TableInstance<Row>,
): ReactNode {
  const { column } = cell;
  const { columnDef } = column;
  const ownCell = OWN_DISPLAY_CELLS[column.id];
  if (ownCell) return ownCell({ row, staticRowIndex, table });
  const renderCell = () =>
    columnDef.Cell?.({ cell, column, row, table, staticRowIndex, renderedCellValue: cell.getValue() as ReactNode });
  // The group column (GroupCell) draws itself on every row.
  if (columnDef.columnDefType === 'display') return renderCell() ?? null;
  if (cell.getIsPlaceholder()) return null;
  if (cell.getIsAggregated()) {
    return columnDef.AggregatedCell?.({ cell, column, row, table, staticRowIndex }) ?? null;
  }
  // Group rows show only the group cell, the selection box and the sums.
  if (row.getIsGrouped() && columnDef.columnDefType === 'data') return null;
  return columnDef.Cell ? renderCell() : (cell.getValue() as ReactNode);
}

/** The row last toggled by its box, per table: a shift-click selects or clears every row from it to the clicked one. */
const lastToggled = new WeakMap<object, number>();

function selectRow<Row extends MRT_RowData>(
  table: MRT_TableInstance<Row>,
  row: MRT_Row<Row>,
  staticRowIndex: number,
  value: boolean,
  range: boolean,
) {
  const from = lastToggled.get(table);
  lastToggled.set(table, staticRowIndex);
  if (!range || from === undefined || row.getIsGrouped()) {
    setRowSelected(table, row, value);
    return;
  }
  const rows = table.getRowModel().rows;
  const [start, end] = from < staticRowIndex ? [from, staticRowIndex] : [staticRowIndex, from];
  const next = { ...table.getState().rowSelection };
  for (const each of rows.slice(start, end + 1)) {
    if (each.getIsGrouped() || !each.getCanSelect()) continue;
    if (value) next[each.id] = true;
    else delete next[each.id];
  }
  table.setRowSelection(next);
}

export type BodyRowProps = HTMLAttributes<HTMLTableRowElement>;

/** The body's row virtualizer, which the keyboard and the infinite load also use. */
export type RowVirtualizer = Virtualizer<HTMLDivElement, HTMLTableRowElement>;

type DataTableBodyProps<Row extends MRT_RowData> = {
  table: MRT_TableInstance<Row>;
  containerRef: RefObject<HTMLDivElement | null>;
  virtualizerRef: RefObject<RowVirtualizer | null>;
  /** Where the list was scrolled to when the user left it. */
  initialOffset: number;
  showSkeletons: boolean;
  /** Clickable rows get the pointer. */
  clickable: (row: MRT_Row<Row>) => boolean;
  rowProps: (row: MRT_Row<Row>, staticRowIndex: number) => BodyRowProps;
  emptyState: ReactNode;
};

export function DataTableBody<Row extends MRT_RowData>(props: DataTableBodyProps<Row>) {
  const { table, containerRef, virtualizerRef, showSkeletons } = props;
  const rows = table.getRowModel().rows;
  const columns = table.getVisibleLeafColumns() as MRT_Column<Row>[];
  const styles = columns.map((column) => cellStyle(column));
  // The app does not use the React Compiler, which is what this rule guards: the body re-renders on each change.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer<HTMLDivElement, HTMLTableRowElement>({
    count: showSkeletons ? SKELETON_ROWS : rows.length,
    getScrollElement: () => containerRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: OVERSCAN,
    initialOffset: props.initialOffset,
  });
  virtualizerRef.current = virtualizer;

  if (!showSkeletons && rows.length === 0) {
    return (
      <Body style={{ minHeight: 100 }}>
        <tr className="ft8-empty">
          <td colSpan={columns.length}>{props.emptyState}</td>
        </tr>
      </Body>
    );
  }

  return (
    <Body style={{ height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((item) => {
        const transform = `translateY(${item.start}px)`;
        if (showSkeletons) {
          return (
            <tr key={item.key} data-index={item.index} style={{ transform }}>
              {columns.map((column, index) => (
                <td key={column.id} style={styles[index]}>
                  <Skeleton animation="wave" height={20} width="100%" />
                </td>
              ))}
            </tr>
          );
        }
        const row = rows[item.index]!;
        const selected = row.getIsSelected();
        const cells = row.getVisibleCells();
        return (
          <tr
            key={row.id}
            data-index={item.index}
            data-selected={selected || undefined}
            className={props.clickable(row) ? 'ft8-clickable' : undefined}
            style={{ transform }}
            {...props.rowProps(row, item.index)}
          >
            {cells.map((cell, index) => (
              <td key={cell.id} style={styles[index]}>
                {cellContent(cell, row, item.index, table)}
              </td>
            ))}
          </tr>
        );
      })}
    </Body>
  );
}
