import type { SortKey } from '../data-table/data-table-types';

/** Spec part 2 "Print screens" and section 9: a print loads up to 10000 rows. */
export const PRINT_LIMIT = 10_000;

/** `?ordering=-company,name`: a list's sort keys by column id, `-` for descending. */
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

/** `/print/{type}` with the given query parameters, those without a value left out. */
export function printPath(type: string, params: Record<string, string | null | undefined>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value) query.set(name, value);
  const text = query.toString();
  return `/print/${type}${text ? `?${text}` : ''}`;
}

/** 'Company (descending), Name': the sort keys as a description line reads them, by their columns' labels. */
export function sortedByText(sorting: readonly SortKey[], labelOf: (id: string) => string | undefined): string {
  return sorting
    .map((key) => {
      const label = labelOf(key.id) ?? key.id;
      return key.desc ? `${label} (descending)` : label;
    })
    .join(', ');
}

/** '3 contacts', or 'The first 10,000 of 12,345 contacts' when the print holds only part of the list. */
export function countLine(shown: number, total: number, noun: string): string {
  const format = (value: number) => value.toLocaleString('en-GB');
  return shown < total ? `The first ${format(shown)} of ${format(total)} ${noun}` : `${format(total)} ${noun}`;
}
