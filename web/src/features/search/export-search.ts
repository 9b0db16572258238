import type { SearchType } from '@ft8/contract/search-fields';
import { downloadBlob } from '../../lib/csv-files';

export const EXPORT_FAILED = 'An error occured while exporting search';

const FALLBACK_NAMES: Record<SearchType, string> = {
  people: 'ft8-contacts.csv',
  projects: 'ft8-projects.csv',
  tasks: 'ft8-tasks.csv',
};

/**
 * The bff's export route (admins only, spec part 2 section 6): the results of `query` as CSV, the selected ids or
 * all of them (none selected), downloaded under the server's file name (ft8-contactsYYYYMMDD.csv, ...).
 */
export async function exportSearch(type: SearchType, query: string, selected: readonly string[]): Promise<void> {
  const response = await fetch(`/files/search/${type}/export`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
    body: JSON.stringify({ query, selected: selected.map(Number) }),
  });
  if (!response.ok) throw Object.assign(new Error('export failed'), { status: response.status });
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? FALLBACK_NAMES[type];
  downloadBlob(await response.blob(), name);
}
