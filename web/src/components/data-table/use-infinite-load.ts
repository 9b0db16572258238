import { useCallback, useEffect, useRef } from 'react';
import type { RefObject } from 'react';
import type { RowVirtualizer } from './data-table-body';

/** Spec section 9: load more when the row 101 from the end nears the viewport, or within ~500 px of the bottom. */
export const LOAD_MORE_ROWS_FROM_END = 101;
export const LOAD_MORE_PX_FROM_BOTTOM = 500;

type UseInfiniteLoadOptions = {
  /** The loaded rows: a new array means a page landed (or the list restarted), so another request may go. */
  rows: readonly unknown[];
  totalCount: number;
  hasNextPage: boolean;
  busy: boolean;
  onLoadMore?: () => void;
  containerRef: RefObject<HTMLDivElement | null>;
  virtualizerRef: RefObject<RowVirtualizer | null>;
};

export function shouldLoadMore(
  container: Pick<HTMLElement, 'scrollHeight' | 'scrollTop' | 'clientHeight'>,
  lastRenderedIndex: number,
  loadedCount: number,
): boolean {
  const nearBottom = container.scrollHeight - container.scrollTop - container.clientHeight < LOAD_MORE_PX_FROM_BOTTOM;
  const triggerRowNear = lastRenderedIndex >= loadedCount - LOAD_MORE_ROWS_FROM_END;
  return nearBottom || triggerRowNear;
}

/** Returns the container's scroll handler; also checks after each page lands, in case the rows do not fill it. */
export function useInfiniteLoad(options: UseInfiniteLoadOptions) {
  const { rows, totalCount, hasNextPage, busy, onLoadMore, containerRef, virtualizerRef } = options;
  const loadedCount = rows.length;
  // One request per loaded set of rows: scroll events keep firing before the parent reports it is fetching,
  // and a failed page must not be retried in a loop.
  const requested = useRef(false);

  const check = useCallback(() => {
    const container = containerRef.current;
    if (!container || !onLoadMore || busy || !hasNextPage || totalCount <= loadedCount) return;
    if (requested.current) return;
    const lastRenderedIndex = virtualizerRef.current?.getVirtualItems().at(-1)?.index ?? -1;
    if (!shouldLoadMore(container, lastRenderedIndex, loadedCount)) return;
    requested.current = true;
    onLoadMore();
  }, [busy, containerRef, hasNextPage, loadedCount, onLoadMore, totalCount, virtualizerRef]);

  useEffect(() => {
    requested.current = false;
  }, [rows]);

  // A short page (or a tall screen) gives no scroll event: check once the rows are rendered.
  useEffect(() => {
    const frame = requestAnimationFrame(check);
    return () => cancelAnimationFrame(frame);
  }, [check]);

  return check;
}
