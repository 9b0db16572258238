import { useEffect, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { useNotify } from '../components/notifications/notifications';
import { notifyGraphQLError } from '../components/notifications/notify-error';
import { PageSkeleton } from '../components/page-skeleton';
import { RetryAlert } from '../components/retry-alert';
import { useCurrentUser, type CurrentUser } from '../lib/current-user';
import { loginPathFor, safeNextPath } from '../lib/safe-next';

type GuardProps = { children?: ReactNode };

// Spec part 1 section 8, 'Profile refresh failed'.
export const PROFILE_LOAD_FAILED = 'Failed to refresh user profile.';

/**
 * Signed-out users go to /login, keeping the wanted path to return to after signing in. A failure to read the user
 * that is not 'signed out' (a 500, the network) keeps them where they are: told, with a retry.
 */
export function RequireAuth({ children }: GuardProps) {
  const { user, loading, error, retry } = useCurrentUser();
  const location = useLocation();
  const notify = useNotify();
  useEffect(() => {
    if (error) notifyGraphQLError(notify, error, PROFILE_LOAD_FAILED);
  }, [error, notify]);
  if (loading) return <PageSkeleton />;
  if (!user && error)
    return (
      <Box sx={{ p: 3 }}>
        <RetryAlert message={PROFILE_LOAD_FAILED} onRetry={() => retry?.()} />
      </Box>
    );
  if (!user) return <Navigate to={loginPathFor(location.pathname + location.search)} replace />;
  return children ?? <Outlet />;
}

/** Login and password pages: a signed-in user is sent home (or back where they were going). */
export function SignedOutOnly({ children }: GuardProps) {
  const { user, loading } = useCurrentUser();
  const [params] = useSearchParams();
  if (loading) return <PageSkeleton />;
  if (user) return <Navigate to={safeNextPath(params.get('next'))} replace />;
  return children ?? <Outlet />;
}

type RequireAccessProps = GuardProps & { allow: (user: CurrentUser) => boolean };

/** Routes limited by profile type send everyone else home (spec part 1 section 6). */
export function RequireAccess({ allow, children }: RequireAccessProps) {
  const { user } = useCurrentUser();
  if (!user || !allow(user)) return <Navigate to="/" replace />;
  return children ?? <Outlet />;
}

export { followsDeals, isAdmin, isStaff as isStaffUser } from '../lib/current-user';
