import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { PageSkeleton } from '../components/page-skeleton';
import { useCurrentUser, type CurrentUser } from '../lib/current-user';
import { loginPathFor, safeNextPath } from '../lib/safe-next';

type GuardProps = { children?: ReactNode };

/** Signed-out users go to /login, keeping the wanted path to return to after signing in. */
export function RequireAuth({ children }: GuardProps) {
  const { user, loading } = useCurrentUser();
  const location = useLocation();
  if (loading) return <PageSkeleton />;
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

export { isAdmin, isStaff as isStaffUser } from '../lib/current-user';
