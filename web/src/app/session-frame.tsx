import { Outlet } from 'react-router';
import { PageSkeleton } from '../components/page-skeleton';
import { PublicLayout } from '../components/layout/public-layout';
import { useCurrentUser } from '../lib/current-user';
import { AppShell } from './shell/app-shell';

/** For routes anyone may open (not-found): inside the shell when signed in, on the public frame otherwise. */
export function SessionFrame() {
  const { user, loading } = useCurrentUser();
  if (loading) return <PageSkeleton />;
  if (user) return <AppShell />;
  return (
    <PublicLayout>
      <Outlet />
    </PublicLayout>
  );
}
