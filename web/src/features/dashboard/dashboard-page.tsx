import { PageSkeleton } from '../../components/page-skeleton';
import { useCurrentUser } from '../../lib/current-user';
import { ClientDashboard } from './client-dashboard';
import { GuestDashboard } from './guest-dashboard';
import { StaffDashboard } from './staff-dashboard';

/** Home: each profile type has its own dashboard (spec part 1 section 2). */
export function DashboardPage() {
  const { user, loading } = useCurrentUser();
  if (loading || !user) return <PageSkeleton />;
  if (user.profileType === 'CLIENT') return <ClientDashboard />;
  if (user.profileType === 'GUEST') return <GuestDashboard />;
  return <StaffDashboard user={user} />;
}
