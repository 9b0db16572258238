import { useCallback, useEffect, useRef, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { DataTable_SaveTableColumnPrefsDocument } from '../../generated/graphql';
import { useCurrentUser } from '../../lib/current-user';
import { mergeColumnPrefs, withSorting } from './column-prefs';
import type { ColumnPref, DataTableColumn, SortKey } from './data-table-types';

const SAVE_DEBOUNCE_MS = 1000;

/** The user's saved preferences for one table type, as JSON the client owns. */
export function useSavedTablePrefs(tableType: string | undefined): unknown {
  const { user } = useCurrentUser();
  const all = user?.tableColumnPrefs;
  if (!tableType || typeof all !== 'object' || all === null) return undefined;
  return (all as Record<string, unknown>)[tableType];
}

type UseColumnPrefsOptions<Row> = {
  tableType?: string;
  columns: readonly DataTableColumn<Row>[];
};

/**
 * Column preferences of one table: read from the current user, kept locally, and saved per user and table
 * type through `saveTableColumnPrefs`, debounced so that a burst of clicks is one request.
 */
export function useColumnPrefs<Row>({ tableType, columns }: UseColumnPrefsOptions<Row>) {
  const saved = useSavedTablePrefs(tableType);
  const [prefs, setPrefs] = useState<ColumnPref[]>(() => mergeColumnPrefs(saved, columns));
  const [save] = useMutation(DataTable_SaveTableColumnPrefsDocument);
  const pending = useRef<{ timer: ReturnType<typeof setTimeout>; flush: () => void } | null>(null);

  const scheduleSave = useCallback(
    (next: readonly ColumnPref[], sorting: readonly SortKey[]) => {
      if (!tableType) return;
      if (pending.current) clearTimeout(pending.current.timer);
      const flush = () => {
        pending.current = null;
        // Preferences are a convenience: a failed save is logged, not shown (spec section 8 lists no message).
        save({ variables: { input: { tableType, columns: withSorting(next, sorting) } } }).catch(
          (error: unknown) => console.error('Saving column preferences failed', error),
        );
      };
      pending.current = { timer: setTimeout(flush, SAVE_DEBOUNCE_MS), flush };
    },
    [save, tableType],
  );

  // Leaving the page must not lose the last change.
  useEffect(
    () => () => {
      if (!pending.current) return;
      clearTimeout(pending.current.timer);
      pending.current.flush();
    },
    [],
  );

  return { prefs, setPrefs, scheduleSave };
}
