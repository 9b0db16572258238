import type { SortKey } from '../../../components/data-table/data-table-types';
import { printPath, toOrderingParam } from '../../../components/print/print-query';

export { fromOrderingParam, PRINT_LIMIT } from '../../../components/print/print-query';

/** /print/contacts with the list's current query: its search, its ordering and the column it is grouped by. */
export function contactsPrintPath(
  search: string,
  sorting: readonly SortKey[],
  groupedBy: string | null = null,
): string {
  return printPath('contacts', { search, ordering: toOrderingParam(sorting), group: groupedBy });
}
