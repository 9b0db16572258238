import type { SortKey } from '../../components/data-table/data-table-types';
import { toPersonOrder } from './contact-columns';

/** Spec section 9: list pages are 200 rows. */
export const CONTACTS_PAGE_SIZE = 200;

/** The variables of the list's first page, for a search and a sorting. */
export function contactsListVariables(search: string, sorting: readonly SortKey[]) {
  const orderBy = toPersonOrder(sorting);
  return {
    first: CONTACTS_PAGE_SIZE,
    search: search || undefined,
    orderBy: orderBy.length ? orderBy : undefined,
  };
}
