import type { CellValue, ColumnPref, DataTableColumn, SortKey } from './data-table-types';

type ColumnBase = Pick<DataTableColumn<unknown>, 'id' | 'label' | 'defaultActive'>;

export function defaultColumnPrefs(columns: readonly ColumnBase[]): ColumnPref[] {
  return columns.map((column, order) => ({
    type: column.id,
    label: column.label,
    active: column.defaultActive ?? true,
    order,
    sortOrder: null,
    sortDirection: null,
    group: false,
    hidden: false,
    search: null,
  }));
}

function fromSaved(fallback: ColumnPref, pref: Partial<ColumnPref>): ColumnPref {
  return {
    ...fallback,
    active: typeof pref.active === 'boolean' ? pref.active : fallback.active,
    order: typeof pref.order === 'number' ? pref.order : fallback.order,
    sortOrder: typeof pref.sortOrder === 'number' ? pref.sortOrder : null,
    sortDirection: pref.sortDirection === 'asc' || pref.sortDirection === 'desc' ? pref.sortDirection : null,
    group: pref.group === true,
    hidden: pref.hidden === true,
    search: typeof pref.search === 'string' ? pref.search : null,
  };
}

function isColumnPref(value: unknown): value is Partial<ColumnPref> & { type: string } {
  return typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';
}

/**
 * Saved preferences are JSON the user's browser wrote, perhaps for an older set of columns: keep what still
 * matches a column, add new columns at the end, and never end up with no active column.
 */
export function mergeColumnPrefs(saved: unknown, columns: readonly ColumnBase[]): ColumnPref[] {
  const defaults = defaultColumnPrefs(columns);
  if (!Array.isArray(saved)) return defaults;
  const savedByType = new Map(saved.filter(isColumnPref).map((pref) => [pref.type, pref]));
  const known = defaults
    .filter((fallback) => savedByType.has(fallback.type))
    .map((fallback) => fromSaved(fallback, savedByType.get(fallback.type) ?? {}))
    .sort((a, b) => a.order - b.order);
  const added = defaults.filter((fallback) => !savedByType.has(fallback.type));
  const merged = [...known, ...added].map((pref, order) => ({ ...pref, order }));
  if (!merged.some((pref) => pref.active && !pref.hidden)) {
    const first = merged.find((pref) => !pref.hidden);
    if (first) first.active = true;
  }
  return merged;
}

export function isLastActiveColumn(prefs: readonly ColumnPref[], type: string): boolean {
  const active = prefs.filter((pref) => pref.active && !pref.hidden);
  return active.length === 1 && active[0]?.type === type;
}

/** Spec section 5: the last active column cannot be switched off. */
export function toggleColumnActive(prefs: readonly ColumnPref[], type: string): ColumnPref[] {
  if (isLastActiveColumn(prefs, type)) return [...prefs];
  return prefs.map((pref) => (pref.type === type ? { ...pref, active: !pref.active } : pref));
}

/** Moves a column past its next visible neighbour (hidden columns are not in the panel). */
export function moveColumn(prefs: readonly ColumnPref[], type: string, offset: -1 | 1): ColumnPref[] {
  const ordered = [...prefs].sort((a, b) => a.order - b.order);
  const from = ordered.findIndex((pref) => pref.type === type);
  let to = from + offset;
  while (ordered[to]?.hidden) to += offset;
  const moved = ordered[from];
  const other = ordered[to];
  if (from < 0 || !moved || !other) return ordered;
  ordered[from] = other;
  ordered[to] = moved;
  return ordered.map((pref, order) => ({ ...pref, order }));
}

/** One grouping column at a time (the group rows then carry its value and count). */
export function groupByColumn(prefs: readonly ColumnPref[], type: string | null): ColumnPref[] {
  return prefs.map((pref) => ({ ...pref, group: pref.type === type }));
}

export function withSorting(prefs: readonly ColumnPref[], sorting: readonly SortKey[]): ColumnPref[] {
  return prefs.map((pref) => {
    const sortOrder = sorting.findIndex((key) => key.id === pref.type);
    const key = sorting[sortOrder];
    return key
      ? { ...pref, sortOrder, sortDirection: key.desc ? 'desc' : 'asc' }
      : { ...pref, sortOrder: null, sortDirection: null };
  });
}

/** The saved sort keys, or null when the user never sorted this table. */
export function sortingFromPrefs(prefs: readonly ColumnPref[]): SortKey[] | null {
  const sorted = prefs
    .filter((pref) => pref.sortOrder !== null && pref.sortDirection !== null)
    .sort((a, b) => (a.sortOrder ?? 0) - (b.sortOrder ?? 0))
    .map((pref) => ({ id: pref.type, desc: pref.sortDirection === 'desc' }));
  return sorted.length ? sorted : null;
}

export function columnVisibility(prefs: readonly ColumnPref[]): Record<string, boolean> {
  return Object.fromEntries(prefs.map((pref) => [pref.type, pref.active && !pref.hidden]));
}

export function dataColumnOrder(prefs: readonly ColumnPref[]): string[] {
  return [...prefs].sort((a, b) => a.order - b.order).map((pref) => pref.type);
}

export function groupedColumns(prefs: readonly ColumnPref[]): string[] {
  return prefs.filter((pref) => pref.group && !pref.hidden).map((pref) => pref.type);
}

export function sumValues(values: readonly CellValue[]): number {
  return values.reduce<number>((total, value) => total + (typeof value === 'number' ? value : 0), 0);
}

/** The sorting a table starts with: the user's saved one (`saved`: their prefs for this table type) or the default. */
export function initialSorting(saved: unknown, columns: readonly ColumnBase[], defaultSorting: SortKey[]): SortKey[] {
  return sortingFromPrefs(mergeColumnPrefs(saved, columns)) ?? defaultSorting;
}
