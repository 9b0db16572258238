import type { ApolloClient } from '@apollo/client';
import { initialSorting } from '../../components/data-table/column-prefs';
import type { SortKey } from '../../components/data-table/data-table-types';
import { savedTablePrefs } from '../../components/data-table/use-column-prefs';
import { ContactsListPage_PeopleDocument, CurrentUser_MeDocument } from '../../generated/graphql';
import { PAGE_SEARCH_PARAM } from '../../lib/page-search';
import { CONTACT_COLUMNS, CONTACTS_TABLE_TYPE, DEFAULT_CONTACT_SORTING, toPersonOrder } from './contact-columns';

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

/**
 * /contacts's first page, asked for as the navigation starts (the route's `prefetch`) with the variables the page
 * will use: the URL's search and the user's saved sorting. The page's own query then joins the request in flight
 * (Apollo deduplicates identical ones) or reads the cache; a failure is the page's to show, so it is dropped here.
 */
export async function prefetchContactsList(client: ApolloClient, { url }: { url: URL }): Promise<void> {
  const me = client.cache.readQuery({ query: CurrentUser_MeDocument })?.me;
  const sorting = initialSorting(
    savedTablePrefs(me?.tableColumnPrefs, CONTACTS_TABLE_TYPE),
    CONTACT_COLUMNS,
    DEFAULT_CONTACT_SORTING,
  );
  const variables = contactsListVariables(url.searchParams.get(PAGE_SEARCH_PARAM) ?? '', sorting);
  await client.query({ query: ContactsListPage_PeopleDocument, variables }).catch(() => undefined);
}
