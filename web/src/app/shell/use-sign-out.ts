import { useApolloClient, useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { forgetTables } from '../../components/data-table/table-memory';
import { isCancelled, notifyGraphQLError } from '../../components/notifications/notify-error';
import { useNotify } from '../../components/notifications/notifications';
import { CurrentUser_MeDocument, UserMenu_SignOutDocument } from '../../generated/graphql';

/** Signs out, forgets every cached record of the session, and shows the login page. */
export function useSignOut(): { signOut: () => Promise<void>; signingOut: boolean } {
  const client = useApolloClient();
  const notify = useNotify();
  const navigate = useNavigate();
  const [mutate, { loading }] = useMutation(UserMenu_SignOutDocument);

  const signOut = async () => {
    try {
      await mutate();
    } catch (error) {
      notifyGraphQLError(notify, error, 'Logout failed.');
      return;
    }
    // Forget the session's data at once, then let the active queries (`me` first) ask the server again.
    client.cache.writeQuery({ query: CurrentUser_MeDocument, data: { me: null } });
    forgetTables();
    await navigate('/login', { replace: true });
    await client.resetStore().catch((error: unknown) => {
      if (!isCancelled(error)) console.warn('Refetch after logout failed:', error);
    });
  };
  return { signOut, signingOut: loading };
}
