import { useCallback, useEffect, useRef, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { DataTable_SaveTableColumnPrefsDocument } from '../../generated/graphql';
import { useCurrentUser } from '../../lib/current-user';
import { useNotify } from '../notifications/notifications';
import { notifyGraphQLError } from '../notifications/notify-error';
import { mergeColumnPrefs, withSorting } from './column-prefs';
import type { ColumnPref, DataTableColumn, SortKey } from './data-table-types';

const SAVE_DEBOUNCE_MS = 1000;
/** Shown when saving fails: the columns changed on screen but would come back as before next time. */
export const PREFS_SAVE_FAILED = 'Column preferences could not be saved.';

/** The user's saved preferences for one table type, as JSON the client owns. */
export function useSavedTablePrefs(tableType: string | undefined): unknown {
  const { user } = useCurrentUser();
  return savedTablePrefs(user?.tableColumnPrefs, tableType);
}

/** One table type's entry of a user's `tableColumnPrefs`. */
export function savedTablePrefs(all: unknown, tableType: string | undefined): unknown {
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
  const notify = useNotify();
  const pending = useRef<{ timer: ReturnType<typeof setTimeout>; flush: () => void } | null>(null);

  const scheduleSave = useCallback(
    (next: readonly ColumnPref[], sorting: readonly SortKey[]) => {
      if (!tableType) return;
      if (pending.current) clearTimeout(pending.current.timer);
      const flush = () => {
        pending.current = null;
        // A failed save is told, not only logged: the user would otherwise find the old columns next time.
        save({ variables: { input: { tableType, columns: withSorting(next, sorting) } } })
          .then(({ data }) => {
            const userError = data?.saveTableColumnPrefs.userErrors[0];
            if (userError) notify(`${PREFS_SAVE_FAILED} ${userError.message}`, 'error');
          })
          .catch((error: unknown) => notifyGraphQLError(notify, error, PREFS_SAVE_FAILED));
      };
      pending.current = { timer: setTimeout(flush, SAVE_DEBOUNCE_MS), flush };
    },
    [notify, save, tableType],
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
