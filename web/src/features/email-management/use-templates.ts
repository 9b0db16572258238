import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useMemo } from 'react';
import type { SortKey } from '../../components/data-table/data-table-types';
import { useNotify } from '../../components/notifications/notifications';
import { notifyGraphQLError } from '../../components/notifications/notify-error';
import { EmailManagement_TemplatesDocument } from '../../generated/graphql';
import { toTemplateOrder, type TemplateRow } from './template-columns';

/** Spec section 8: a failed list load falls back to 'Failed'. */
const LOAD_ERROR = 'Failed';
/** Spec section 9: list pages are 200 rows. */
const PAGE_SIZE = 200;

/** The `templates` connection: the first page, then `fetchMore` with `after` (the cache appends it). */
export function useTemplates(search: string, sorting: readonly SortKey[]) {
  const notify = useNotify();
  const orderBy = toTemplateOrder(sorting).slice(0, 1);
  const { data, loading, error, fetchMore, networkStatus, refetch } = useQuery(EmailManagement_TemplatesDocument, {
    variables: { first: PAGE_SIZE, search: search || undefined, orderBy: orderBy.length ? orderBy : undefined },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });

  useEffect(() => {
    if (error) notifyGraphQLError(notify, error, LOAD_ERROR);
  }, [error, notify]);

  const templates = data?.templates;
  const endCursor = templates?.pageInfo.endCursor ?? null;
  const loadMore = useCallback(() => {
    if (!endCursor) return;
    fetchMore({ variables: { after: endCursor } }).catch((fetchError: unknown) =>
      notifyGraphQLError(notify, fetchError, LOAD_ERROR),
    );
  }, [endCursor, fetchMore, notify]);

  const nodes = templates?.nodes;
  const rows = useMemo<TemplateRow[]>(() => [...(nodes ?? [])], [nodes]);
  const fetchingMore = networkStatus === NetworkStatus.fetchMore;
  return {
    rows,
    totalCount: templates?.totalCount ?? 0,
    hasNextPage: templates?.pageInfo.hasNextPage ?? false,
    loading: loading && !fetchingMore,
    fetchingMore,
    loadMore,
    refetch,
  };
}
