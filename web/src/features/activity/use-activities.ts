import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useCallback, useEffect } from 'react';
import { ActivityPage_ActivitiesDocument } from '../../generated/graphql';
import { filterVariables, type ActivityFilters } from './activity-filters-model';

/** Spec section 9: list pages are 200 rows. */
const PAGE_SIZE = 200;

/**
 * The `activities` connection, newest first: the first page, then `fetchMore` with `after` (the cache appends it).
 * A failed load is only logged (spec section 8: "activity fetch" errors go to the console).
 */
export function useActivities(filters: ActivityFilters) {
  const { data, loading, error, fetchMore, networkStatus } = useQuery(ActivityPage_ActivitiesDocument, {
    variables: { first: PAGE_SIZE, ...filterVariables(filters) },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });

  useEffect(() => {
    if (error) console.error('Contact Activity could not be loaded', error);
  }, [error]);

  const activities = data?.activities;
  const endCursor = activities?.pageInfo.endCursor ?? null;
  const loadMore = useCallback(() => {
    if (!endCursor) return;
    fetchMore({ variables: { after: endCursor } }).catch((fetchError: unknown) =>
      console.error('More Contact Activity could not be loaded', fetchError),
    );
  }, [endCursor, fetchMore]);

  const fetchingMore = networkStatus === NetworkStatus.fetchMore;
  return {
    rows: activities?.nodes ?? [],
    totalCount: activities?.totalCount ?? 0,
    hasNextPage: activities?.pageInfo.hasNextPage ?? false,
    loading: loading && !fetchingMore,
    fetchingMore,
    loadMore,
  };
}
