import { useQuery } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useNotify } from '../../components/notifications/notifications';
import { errorStatus, notifyGraphQLError } from '../../components/notifications/notify-error';
import { ContactDetailPage_PersonDocument } from '../../generated/graphql';

const NOT_FOUND = 'User not found';

/** Loads one contact; a missing one shows 'User not found' and replaces the page with /not-found (spec section 8). */
export function useContactDetail(id: string) {
  const notify = useNotify();
  const navigate = useNavigate();
  const { data, loading, error } = useQuery(ContactDetailPage_PersonDocument, {
    variables: { id },
    // Shown at once from the cache, and read again: another user may have changed the contact since it was read.
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  const missing = !loading && ((data !== undefined && data.person === null) || errorStatus(error) === 404);
  // Strict mode runs effects twice: tell the user once.
  const reported = useRef<string | null>(null);

  useEffect(() => {
    if (reported.current === id) return;
    if (missing) {
      reported.current = id;
      // With the status, as every error notification (section 8), and as 'Project not found 404'.
      notify(NOT_FOUND, 'error', 404);
      void navigate('/not-found', { replace: true });
    } else if (error) {
      reported.current = id;
      notifyGraphQLError(notify, error, NOT_FOUND);
    }
  }, [error, id, missing, navigate, notify]);

  return { person: data?.person ?? null, loading: loading && !data };
}
