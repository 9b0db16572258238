import { useQuery } from '@apollo/client/react';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { GuestDashboard_TasksDocument } from '../../generated/graphql';
import { DashboardSection } from './dashboard-section';
import { TaskList } from './task-list';

/** Guests see only their own tasks (spec part 1 section 2). */
export function GuestDashboard() {
  const { data, loading } = useQuery(GuestDashboard_TasksDocument);
  return (
    <>
      <Typography variant="h1" sx={{ mb: 3 }}>
        My Dashboard
      </Typography>
      <DashboardSection title="My Tasks">
        {loading && !data ? (
          <Skeleton variant="rounded" height={120} />
        ) : (
          <TaskList tasks={data?.myTasks ?? []} showProject />
        )}
      </DashboardSection>
    </>
  );
}
