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

const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/**
 * Where a table type's preferences sit in `tableColumnPrefs`: under its own key, or for `key/part` (the search results,
 * `archived-search/people`) under `part` of the one key `key` (spec: "per table type, plus a key for archived searches").
 */
const placeOf = (tableType: string) => {
  const [key = tableType, part] = tableType.split('/');
  return { key, part };
};

/** One table type's entry of a user's `tableColumnPrefs`. */
export function savedTablePrefs(all: unknown, tableType: string | undefined): unknown {
  if (!tableType) return undefined;
  const { key, part } = placeOf(tableType);
  const value = asRecord(all)[key];
  return part === undefined ? value : asRecord(value)[part];
}

/** The `saveTableColumnPrefs` input that stores `columns` as `tableType`'s, keeping the other parts of its key. */
export function tablePrefsInput(all: unknown, tableType: string, columns: unknown) {
  const { key, part } = placeOf(tableType);
  if (part === undefined) return { tableType: key, columns };
  return { tableType: key, columns: { ...asRecord(asRecord(all)[key]), [part]: columns } };
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
  const { user } = useCurrentUser();
  const saved = savedTablePrefs(user?.tableColumnPrefs, tableType);
  const allPrefs: unknown = user?.tableColumnPrefs;
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
        save({ variables: { input: tablePrefsInput(allPrefs, tableType, withSorting(next, sorting)) } })
          .then(({ data }) => {
            const userError = data?.saveTableColumnPrefs.userErrors[0];
            if (userError) notify(`${PREFS_SAVE_FAILED} ${userError.message}`, 'error');
          })
          .catch((error: unknown) => notifyGraphQLError(notify, error, PREFS_SAVE_FAILED));
      };
      pending.current = { timer: setTimeout(flush, SAVE_DEBOUNCE_MS), flush };
    },
    [allPrefs, notify, save, tableType],
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
