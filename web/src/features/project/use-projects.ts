import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useMemo } from 'react';
import type { SortKey } from '../../components/data-table/data-table-types';
import { useNotify } from '../../components/notifications/notifications';
import { notifyGraphQLError } from '../../components/notifications/notify-error';
import { ProjectsListPage_ProjectsDocument } from '../../generated/graphql';
import { toProjectOrder, type ProjectRow } from '../../components/lists/project-columns';

/** Spec section 8: the projects list's load error. */
const LOAD_ERROR = 'No projects found';
/** Spec section 9: list pages are 200 rows. */
const PAGE_SIZE = 200;

/** The `projects` connection for the list: the first page, then `fetchMore` with `after` (the cache appends it). */
export function useProjects(search: string, statusIds: readonly string[], sorting: readonly SortKey[]) {
  const notify = useNotify();
  const orderBy = toProjectOrder(sorting);
  const { data, loading, error, fetchMore, networkStatus } = useQuery(ProjectsListPage_ProjectsDocument, {
    variables: {
      first: PAGE_SIZE,
      search: search || undefined,
      statusIds: statusIds.length ? [...statusIds] : undefined,
      orderBy: orderBy.length ? orderBy : undefined,
    },
    notifyOnNetworkStatusChange: true,
    // Shown from the cache, and read again on each visit: others change projects meanwhile (a row kept from the last
    // visit showed the old status, client and amounts until a reload).
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });

  useEffect(() => {
    if (error) notifyGraphQLError(notify, error, LOAD_ERROR);
  }, [error, notify]);

  const projects = data?.projects;
  const endCursor = projects?.pageInfo.endCursor ?? null;
  const loadMore = useCallback(() => {
    if (!endCursor) return;
    fetchMore({ variables: { after: endCursor } }).catch((fetchError: unknown) =>
      notifyGraphQLError(notify, fetchError, LOAD_ERROR),
    );
  }, [endCursor, fetchMore, notify]);

  const nodes = projects?.nodes;
  const rows = useMemo<ProjectRow[]>(() => [...(nodes ?? [])], [nodes]);
  const fetchingMore = networkStatus === NetworkStatus.fetchMore;
  return {
    rows,
    totalCount: projects?.totalCount ?? 0,
    hasNextPage: projects?.pageInfo.hasNextPage ?? false,
    // Read again with rows on screen: they stay (no loading state) until the answer replaces them.
    loading: loading && !fetchingMore && !data,
    fetchingMore,
    loadMore,
  };
}
