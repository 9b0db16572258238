import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DetailSection, EmptyCardText } from './detail-layout';

// Spec part 1 section 2: three groups. Tasks arrive with the tasks issue; until then every group is empty.
const TASK_GROUPS = ['To Do', 'Submitted', 'Approved'] as const;

export function TasksCard() {
  return (
    <DetailSection title="Tasks">
      <Stack spacing={1.5}>
        {TASK_GROUPS.map((group) => (
          <section key={group} aria-label={group}>
            <Typography variant="subtitle2" component="h3">
              {group}
            </Typography>
            <EmptyCardText>No tasks currently in this state.</EmptyCardText>
          </section>
        ))}
      </Stack>
    </DetailSection>
  );
}
