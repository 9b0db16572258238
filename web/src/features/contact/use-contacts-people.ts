import { NetworkStatus, type ApolloClient } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useMemo } from 'react';
import type { SortKey } from '../../components/data-table/data-table-types';
import { useNotify } from '../../components/notifications/notifications';
import { notifyGraphQLError } from '../../components/notifications/notify-error';
import { startingSorting } from '../../components/data-table/use-table-sorting';
import { ContactsListPage_PeopleDocument, CurrentUser_MeDocument } from '../../generated/graphql';
import { isStaff } from '../../lib/current-user';
import { PAGE_SEARCH_PARAM } from '../../lib/page-search';
import { CONTACT_SORTING, toPersonOrder, type ContactRow } from '../../components/lists/contact-columns';

const LOAD_ERROR = 'No contacts found';
/** Spec section 9: list pages are 200 rows. */
const CONTACTS_PAGE_SIZE = 200;

const orderOrDefault = (sorting: readonly SortKey[]) => {
  const orderBy = toPersonOrder(sorting);
  return orderBy.length ? orderBy : undefined;
};

/** The first page's variables: the page's query and the route's early fetch must ask alike to share a request. */
const firstPageVariables = (search: string, sorting: readonly SortKey[]) => ({
  first: CONTACTS_PAGE_SIZE,
  search: search || undefined,
  orderBy: orderOrDefault(sorting),
});

/** Runs `task` once the browser is idle again (after the render under way), or at once without idle callbacks. */
const afterRender = (task: () => void) =>
  typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(task, { timeout: 1000 }) : task();

/**
 * Per client (one per app): whether the list route was entered (its loader ran), and the first page fetched while
 * the browser was idle and not shown yet (its variables, and whether it arrived).
 */
type FirstPageState = { entered: boolean; idleFirstPage: { key: string; arrived: boolean } | null };
const firstPageStates = new WeakMap<ApolloClient, FirstPageState>();
const firstPageState = (client: ApolloClient) => {
  let state = firstPageStates.get(client);
  if (!state) firstPageStates.set(client, (state = { entered: false, idleFirstPage: null }));
  return state;
};

/**
 * The list route's early start (`prefetchOnEntry`): the first page as the page will ask for it, with the sort order
 * of the user's saved column preferences; only when the signed-in user is known and is staff.
 *
 * `idle`: fetched while the browser is idle after the first screen (the Contacts tab's `prefetchWhenIdle`), before
 * the user opens the list. Entering the list then shows that answer at once and asks again (stale while
 * revalidate): the newer answer replaces the rows if anything changed since.
 */
export function prefetchContactsPeople(
  client: ApolloClient,
  url: URL,
  { idle = false }: { idle?: boolean } = {},
): Promise<unknown> | undefined {
  const user = client.cache.readQuery({ query: CurrentUser_MeDocument })?.me ?? null;
  if (!isStaff(user)) return undefined;
  const search = url.searchParams.get(PAGE_SEARCH_PARAM) ?? '';
  const variables = firstPageVariables(search, startingSorting(user, CONTACT_SORTING));
  const key = JSON.stringify(variables);
  const ask = (fetchPolicy: 'cache-first' | 'network-only') =>
    client.query({ query: ContactsListPage_PeopleDocument, variables, fetchPolicy }).catch(() => undefined);
  const state = firstPageState(client);
  if (idle) {
    // The list was entered already (the idle moment came after the click, or the code arrived late): its rows, and
    // any later pages, stay as they are, and no later entry takes this for a first visit.
    if (state.entered || client.cache.readQuery({ query: ContactsListPage_PeopleDocument, variables }))
      return undefined;
    const entry = { key, arrived: false };
    state.idleFirstPage = entry;
    return ask('network-only').then((result) => (entry.arrived = Boolean(result?.data)));
  }
  state.entered = true;
  if (state.idleFirstPage?.key === key) {
    const { arrived } = state.idleFirstPage;
    state.idleFirstPage = null;
    // Still on its way (the user was quick): wait for it as for any first page.
    if (!arrived) return ask('network-only');
    // Ask for the latest once the rows are drawn: an answer landing mid-render cost the first row about 100 ms.
    afterRender(() => void ask('network-only'));
    return undefined;
  }
  return ask('cache-first');
}

/** The `people` connection for the list: first page, then `fetchMore` with `after` for each next page. */
export function useContactsPeople(search: string, sorting: readonly SortKey[]) {
  const notify = useNotify();
  const { data, loading, error, fetchMore, networkStatus } = useQuery(ContactsListPage_PeopleDocument, {
    variables: firstPageVariables(search, sorting),
    notifyOnNetworkStatusChange: true,
  });

  useEffect(() => {
    if (error) notifyGraphQLError(notify, error, LOAD_ERROR);
  }, [error, notify]);

  const people = data?.people;
  const endCursor = people?.pageInfo.endCursor ?? null;
  const loadMore = useCallback(() => {
    if (!endCursor) return;
    fetchMore({
      variables: { after: endCursor },
      updateQuery: (previous, { fetchMoreResult }) => ({
        people: { ...fetchMoreResult.people, nodes: [...previous.people.nodes, ...fetchMoreResult.people.nodes] },
      }),
    }).catch((fetchError: unknown) => notifyGraphQLError(notify, fetchError, LOAD_ERROR));
  }, [endCursor, fetchMore, notify]);

  // A contact created while paging can shift a later page by one: never show (or key) a row twice.
  const nodes = people?.nodes;
  const rows = useMemo<ContactRow[]>(() => {
    const seen = new Set<string>();
    return (nodes ?? []).filter((node) => !seen.has(node.id) && Boolean(seen.add(node.id)));
  }, [nodes]);

  const fetchingMore = networkStatus === NetworkStatus.fetchMore;
  return {
    rows,
    totalCount: people?.totalCount ?? 0,
    hasNextPage: people?.pageInfo.hasNextPage ?? false,
    loading: loading && !fetchingMore,
    fetchingMore,
    loadMore,
  };
}
