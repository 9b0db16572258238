import { useApolloClient } from '@apollo/client/react';
import { TaskPage_TaskDocument } from '../../generated/graphql';

/**
 * After a task action failed (submit, approve, reject, save): the task read again, so that the dialog shows what the
 * server holds when someone else changed it meanwhile. A failed read is only logged (spec part 2 section 8).
 */
export function useReloadTask(): (id: string) => void {
  const client = useApolloClient();
  return (id) =>
    void client
      .query({ query: TaskPage_TaskDocument, variables: { id }, fetchPolicy: 'network-only', errorPolicy: 'all' })
      .catch((error: unknown) => console.error('Task load failed', error));
}
