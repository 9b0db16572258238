import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useMemo } from 'react';
import type { SortKey } from '../../components/data-table/data-table-types';
import { useNotify } from '../../components/notifications/notifications';
import { notifyGraphQLError } from '../../components/notifications/notify-error';
import { ContactsListPage_PeopleDocument } from '../../generated/graphql';
import { toPersonOrder, type ContactRow } from './contact-columns';

const LOAD_ERROR = 'No contacts found';
/** Spec section 9: list pages are 200 rows. */
const CONTACTS_PAGE_SIZE = 200;

const orderOrDefault = (sorting: readonly SortKey[]) => {
  const orderBy = toPersonOrder(sorting);
  return orderBy.length ? orderBy : undefined;
};

/** The `people` connection for the list: first page, then `fetchMore` with `after` for each next page. */
export function useContactsPeople(search: string, sorting: readonly SortKey[]) {
  const notify = useNotify();
  const { data, loading, error, fetchMore, networkStatus } = useQuery(ContactsListPage_PeopleDocument, {
    variables: { first: CONTACTS_PAGE_SIZE, search: search || undefined, orderBy: orderOrDefault(sorting) },
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
