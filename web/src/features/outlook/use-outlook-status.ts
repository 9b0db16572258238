import { useApolloClient, useMutation, useQuery, useSubscription } from '@apollo/client/react';
import {
  OutlookStatusButton_ChangedDocument,
  OutlookStatusButton_RefreshDocument,
  OutlookStatusButton_StatusDocument,
  type OutlookStatusButton_FieldsFragment,
} from '../../generated/graphql';

export type OutlookStatusValue = OutlookStatusButton_FieldsFragment;

/** The initial status from `outlookStatus`, then live values from `outlookStatusChanged` and 'Refresh'. */
export function useOutlookStatus() {
  const client = useApolloClient();
  const { data, loading } = useQuery(OutlookStatusButton_StatusDocument);

  // OutlookStatus has no id, so each new value is written over the query's cached answer.
  const store = (outlookStatus: OutlookStatusValue | null | undefined) => {
    if (outlookStatus) client.cache.writeQuery({ query: OutlookStatusButton_StatusDocument, data: { outlookStatus } });
  };

  useSubscription(OutlookStatusButton_ChangedDocument, {
    onData: ({ data: live }) => store(live.data?.outlookStatusChanged),
    // Failures here are only logged (spec part 1 section 8).
    onError: (error) => console.warn('Outlook status subscription failed:', error.message),
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

  return { status: data?.outlookStatus ?? null, loading, refresh: handleRefresh, refreshing };
}
