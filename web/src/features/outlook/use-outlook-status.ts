import { useApolloClient, useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import {
  OutlookStatusButton_ChangedDocument,
  OutlookStatusButton_RefreshDocument,
  OutlookStatusButton_StatusDocument,
  type OutlookStatusButton_FieldsFragment,
} from '../../generated/graphql';

export type OutlookStatusValue = OutlookStatusButton_FieldsFragment;

/** How long the status waits for the subscription's first push before it is read over HTTP. */
const SUBSCRIPTION_WAIT_MS = 5_000;

/**
 * The status from `outlookStatusChanged`, whose first push is the status as it is (then each change), and from
 * 'Refresh'. The app's frame asks nothing over HTTP for it (a page opens with its own one request, issue 17); only
 * if the subscription fails is `outlookStatus` read instead.
 */
export function useOutlookStatus() {
  const client = useApolloClient();
  const [overHttp, setOverHttp] = useState(false);
  // Written by the subscription and Refresh below; read over HTTP only once the subscription failed, or sent
  // nothing for a while (a socket that cannot connect is retried, not failed).
  const { data } = useQuery(OutlookStatusButton_StatusDocument, { fetchPolicy: 'cache-only' });
  const fallback = useQuery(OutlookStatusButton_StatusDocument, { skip: !overHttp, fetchPolicy: 'network-only' });
  const status = data?.outlookStatus ?? fallback.data?.outlookStatus ?? null;
  const waiting = !status && !overHttp;
  useEffect(() => {
    if (!waiting) return;
    const timer = window.setTimeout(() => setOverHttp(true), SUBSCRIPTION_WAIT_MS);
    return () => window.clearTimeout(timer);
  }, [waiting]);

  // OutlookStatus has no id, so each new value is written over the query's cached answer.
  const store = (outlookStatus: OutlookStatusValue | null | undefined) => {
    if (outlookStatus) client.cache.writeQuery({ query: OutlookStatusButton_StatusDocument, data: { outlookStatus } });
  };

  useSubscription(OutlookStatusButton_ChangedDocument, {
    onData: ({ data: live }) => store(live.data?.outlookStatusChanged),
    // Failures here are only logged (spec part 1 section 8).
    onError: (error) => {
      console.warn('Outlook status subscription failed:', error.message);
      setOverHttp(true);
    },
  });

  const [refresh, { loading: refreshing }] = useMutation(OutlookStatusButton_RefreshDocument, {
    update: (_cache, result) => store(result.data?.refreshOutlookStatus),
  });

  const handleRefresh = async () => {
    try {
      await refresh();
    } catch (error) {
      console.warn('Outlook status refresh failed:', error);
    }
  };

  // Loading until a status comes; a failed read shows as Not Connected, as before.
  const loading = !status && !fallback.error;
  return { status, loading, refresh: handleRefresh, refreshing };
}
