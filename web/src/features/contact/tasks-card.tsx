import { useQuery } from '@apollo/client/react';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { TasksCard_TasksDocument, type TaskState } from '../../generated/graphql';
import { formatDate } from '../../lib/format';
import { useBackLink } from '../../lib/back-link';
import { DetailSection, EmptyCardText } from './detail-layout';

// Spec part 1 section 2 and part 2 "Task grouping": three groups, approved struck through.
const TASK_GROUPS: readonly { state: TaskState; label: string }[] = [
  { state: 'TO_DO', label: 'To Do' },
  { state: 'SUBMITTED', label: 'Submitted' },
  { state: 'APPROVED', label: 'Approved' },
];

/** The tasks assigned to the contact, soonest due first, in their state's group; each links to /task/{id}. */
export function TasksCard({ personId }: { personId: string }) {
  const backLink = useBackLink();
  const { data } = useQuery(TasksCard_TasksDocument, { variables: { id: personId }, fetchPolicy: 'cache-and-network' });
  const tasks = data?.person?.tasks;

  return (
    <DetailSection title="Tasks">
      <Stack spacing={1.5}>
        {TASK_GROUPS.map((group) => {
          const inGroup = tasks?.filter((task) => task.state === group.state);
          return (
            <section key={group.state} aria-label={group.label}>
              <Typography variant="subtitle2" component="h3">
                {group.label}
              </Typography>
              {!inGroup && <Skeleton role="status" aria-label={`Loading ${group.label} tasks`} />}
              {inGroup?.length === 0 && <EmptyCardText>No tasks currently in this state.</EmptyCardText>}
              <Stack spacing={0.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {inGroup?.map((task) => (
                  <Stack component="li" key={task.id}>
                    <Link
                      component={RouterLink}
                      to={backLink(`/task/${task.id}`)}
                      sx={{
                        overflowWrap: 'anywhere',
                        textDecoration: group.state === 'APPROVED' ? 'line-through' : undefined,
                      }}
                    >
                      {task.title}
                    </Link>
                    <Typography variant="caption" color="text.secondary">
                      {[task.projectName, task.dueDate ? `Due ${formatDate(task.dueDate)}` : null]
                        .filter(Boolean)
                        .join(' · ')}
                    </Typography>
                  </Stack>
                ))}
              </Stack>
            </section>
          );
        })}
      </Stack>
    </DetailSection>
  );
}
