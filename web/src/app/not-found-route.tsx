import { PageSkeleton } from '../components/page-skeleton';
import { PublicLayout } from '../components/layout/public-layout';
import { useCurrentUser } from '../lib/current-user';
import { AppShell, NotFoundPage } from './pages';

export function NotFoundRoute() {
  const { user, loading } = useCurrentUser();
  if (loading) return <PageSkeleton />;
  if (user) {
    return (
      <AppShell>
        <NotFoundPage />
      </AppShell>
    );
  }
  return (
    <PublicLayout>
      <NotFoundPage />
    </PublicLayout>
  );
}
