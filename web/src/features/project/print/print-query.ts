import type { SortKey } from '../../../components/data-table/data-table-types';
import { printPath, toOrderingParam } from '../../../components/print/print-query';

/** /print/projects with the list's current query: its search, its status filter (none: all) and its ordering. */
export function projectsPrintPath(search: string, statusIds: readonly string[], sorting: readonly SortKey[]): string {
  return printPath('projects', { search, status: statusIds.join(','), ordering: toOrderingParam(sorting) });
}

/** `?status=1,4` or `?project=3,9`: the ids; anything else in it is left out. */
export function idsParam(value: string | null): string[] {
  return (value ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter((id) => /^\d{1,9}$/.test(id));
}
