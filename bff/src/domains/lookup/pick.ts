import type { LookupItemModel } from './models.js';

// One id index per lookup list and operation (the lists are the objects of one checked REST answer).
const indexes = new WeakMap<readonly LookupItemModel[], Map<number, LookupItemModel>>();

function indexOf<T extends LookupItemModel>(items: readonly T[]): Map<number, T> {
  let index = indexes.get(items);
  if (!index) {
    index = new Map(items.map((item) => [item.id, item]));
    indexes.set(items, index);
  }
  return index as Map<number, T>;
}

/** Lookup ids on a row -> the lookup entries, in the row's order. Ids the lookups no longer hold are left out. */
export function pickItems<T extends LookupItemModel>(items: readonly T[], ids: readonly number[]): T[] {
  if (ids.length === 0) return [];
  const index = indexOf(items);
  return ids.flatMap((id) => index.get(id) ?? []);
}

export function pickItem<T extends LookupItemModel>(items: readonly T[], id: number | null): T | null {
  if (id === null) return null;
  return indexOf(items).get(id) ?? null;
}
