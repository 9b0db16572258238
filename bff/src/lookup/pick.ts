import type { RestLookupItem } from '../mappers.js';

/** Lookup ids on a row -> the lookup entries, in the row's order. Ids the lookups no longer hold are left out. */
export function pickItems<T extends RestLookupItem>(items: readonly T[], ids: readonly number[]): T[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export function pickItem<T extends RestLookupItem>(items: readonly T[], id: number | null): T | null {
  if (id === null) return null;
  return items.find((item) => item.id === id) ?? null;
}
