import type { SortKey } from '../../../components/data-table/data-table-types';

/** Spec part 2 "Print screens" and part 1 section 9: a print loads up to 10000 rows. */
export const PRINT_LIMIT = 10_000;

/** `?ordering=-company,name`: the list's sort keys by column id, `-` for descending. */
export function toOrderingParam(sorting: readonly SortKey[]): string {
  return sorting.map((key) => `${key.desc ? '-' : ''}${key.id}`).join(',');
}

export function fromOrderingParam(ordering: string | null): SortKey[] {
  return (ordering ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => (part.startsWith('-') ? { id: part.slice(1), desc: true } : { id: part, desc: false }));
}

/** /print/contacts with the list's current query: its search, its ordering and the column it is grouped by. */
export function contactsPrintPath(
  search: string,
  sorting: readonly SortKey[],
  groupedBy: string | null = null,
): string {
  const params = new URLSearchParams();
  if (search) params.set('search', search);
  const ordering = toOrderingParam(sorting);
  if (ordering) params.set('ordering', ordering);
  if (groupedBy) params.set('group', groupedBy);
  const query = params.toString();
  return `/print/contacts${query ? `?${query}` : ''}`;
}
