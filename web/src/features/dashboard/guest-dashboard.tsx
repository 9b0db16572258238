import { useQuery } from '@apollo/client/react';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useNotify } from '../../components/notifications/notifications';
import { notifyGraphQLError } from '../../components/notifications/notify-error';
import { GuestDashboard_TasksDocument } from '../../generated/graphql';
import { RetryAlert } from '../../components/retry-alert';
import { DashboardSection } from './dashboard-section';
import { TaskList } from './task-list';

// The spec names no message for this load; worded as its other load failures are ('Couldn't ...').
const TASKS_LOAD_FAILED = "Couldn't load your tasks";

/** Guests see only their own tasks (spec part 1 section 2). */
export function GuestDashboard() {
  const notify = useNotify();
  const { data, loading, error, refetch } = useQuery(GuestDashboard_TasksDocument, {
    // Shown from the cache and read again on each visit: tasks are assigned and changed by others meanwhile.
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  useEffect(() => {
    if (error) notifyGraphQLError(notify, error, TASKS_LOAD_FAILED);
  }, [error, notify]);
  return (
    <>
      <Typography variant="h1" sx={{ mb: 3 }}>
        My Dashboard
      </Typography>
      <DashboardSection title="My Tasks">
        {error && !data ? (
          <RetryAlert message={`${TASKS_LOAD_FAILED}.`} onRetry={() => void refetch()} />
        ) : loading && !data ? (
          <Skeleton variant="rounded" height={120} />
        ) : (
          <TaskList tasks={data?.myTasks ?? []} showProject />
        )}
      </DashboardSection>
    </>
  );
}
