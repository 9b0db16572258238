import { useState } from 'react';
import type { KeyboardEvent, RefObject } from 'react';
import type { MRT_Row, MRT_RowData } from 'material-react-table';
import type { RowVirtualizer } from './data-table-body';

type UseRowKeyboardOptions<Row extends MRT_RowData> = {
  /** Rows as shown, group rows included; read when a key is pressed, as the table is built after this hook. */
  getRowCount: () => number;
  initialIndex: number;
  containerRef: RefObject<HTMLDivElement | null>;
  virtualizerRef: RefObject<RowVirtualizer | null>;
  onActiveChange: (index: number) => void;
  onOpen: (row: MRT_Row<Row>, event: KeyboardEvent<HTMLElement>) => void;
  /** Space: selects or clears the row (a group row: the rows in it). */
  onToggleSelect: (row: MRT_Row<Row>) => void;
};

const PAGE_ROWS = 10;

/**
 * The body of the table is one tab stop (roving tabindex): the focused row has tabIndex 0, the others -1; arrows,
 * Home/End and PageUp/PageDown move between rows, Enter opens the row, Space selects it. Rows are virtualized, so
 * moving scrolls the target into the DOM first and focuses it once rendered.
 */
export function useRowKeyboard<Row extends MRT_RowData>(options: UseRowKeyboardOptions<Row>) {
  const { getRowCount, containerRef, virtualizerRef } = options;
  const [activeIndex, setActiveIndex] = useState(options.initialIndex);

  const activate = (index: number) => {
    setActiveIndex(index);
    options.onActiveChange(index);
  };

  const focusRow = (index: number) => {
    activate(index);
    virtualizerRef.current?.scrollToIndex(index, { align: 'auto' });
    let attempts = 0;
    const attempt = () => {
      const row = containerRef.current?.querySelector<HTMLElement>(`tbody tr[data-index="${index}"]`);
      if (row) row.focus({ preventScroll: true });
      else if (attempts++ < 30) requestAnimationFrame(attempt);
    };
    // At once when the row is rendered (a neighbour always is): a key pressed right after, such as Space after
    // ArrowDown, must reach the new row, not the one the focus has not left yet.
    attempt();
  };

  /** The row that takes Tab: the active one, or the first rendered one when the active row is scrolled away. */
  const tabStopIndex = () => {
    const active = Math.max(0, Math.min(activeIndex, getRowCount() - 1));
    const rendered = virtualizerRef.current?.getVirtualItems() ?? [];
    if (!rendered.length || rendered.some((item) => item.index === active)) return active;
    return rendered[0]!.index;
  };

  const rowProps = (row: MRT_Row<Row>, index: number) => ({
    tabIndex: index === tabStopIndex() ? 0 : -1,
    onFocus: (event: { target: EventTarget; currentTarget: EventTarget }) => {
      if (event.target === event.currentTarget && index !== activeIndex) activate(index);
    },
    onKeyDown: (event: KeyboardEvent<HTMLTableRowElement>) => {
      if (event.target !== event.currentTarget) return;
      const rowCount = getRowCount();
      const moves: Record<string, number> = {
        ArrowDown: index + 1,
        ArrowUp: index - 1,
        Home: 0,
        End: rowCount - 1,
        PageDown: index + PAGE_ROWS,
        PageUp: index - PAGE_ROWS,
      };
      const target = moves[event.key];
      if (target !== undefined) {
        event.preventDefault();
        focusRow(Math.max(0, Math.min(target, rowCount - 1)));
      } else if (event.key === 'Enter') {
        event.preventDefault();
        options.onOpen(row, event);
      } else if (event.key === ' ') {
        event.preventDefault();
        if (row.getCanSelect()) options.onToggleSelect(row);
      }
    },
  });

  return { rowProps };
}
