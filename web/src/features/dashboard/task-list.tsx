import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { Link as RouterLink } from 'react-router';
import type { Dashboard_TaskFragment } from '../../generated/graphql';
import { useBackLink } from '../../lib/back-link';
import { useIsMobile } from '../../lib/use-is-mobile';
import { dueTone, taskStateLabel } from '../../components/task/task-progress';
import { EmptyState } from './dashboard-section';

// 'DD MMM YYYY' as in the other lists (spec part 2 section 9), without the date library on the first screen.
const dueFormat = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: 'short', year: 'numeric' });
const toneColour = { past: 'error', soon: 'warning', later: 'default' } as const;

/**
 * Tasks on a dashboard: title, project, state, and a To Do task's due chip; approved ones struck through. A task opens
 * with the dashboard as its `back`, so closing it returns here rather than to the task's board.
 */
export function TaskList({ tasks, showProject }: { tasks: readonly Dashboard_TaskFragment[]; showProject?: boolean }) {
  const backLink = useBackLink();
  // A phone has the home route only (spec part 1 section 2): a task's page would send it straight back.
  const isMobile = useIsMobile();
  if (tasks.length === 0) return <EmptyState title="No tasks found" />;
  return (
    <List dense disablePadding data-testid="dashboard-tasks">
      {tasks.map((task) => {
        const tone = task.state === 'TO_DO' ? dueTone(task.dueDate) : null;
        const text = (
          <ListItemText
            primary={task.title}
            secondary={[showProject ? task.projectName : null, taskStateLabel[task.state]].filter(Boolean).join(' · ')}
            // Room for the due chip beside both lines (on a phone the subtitle ran under it).
            sx={{ pr: tone && task.dueDate ? 13 : 0 }}
            slotProps={{
              primary: { sx: { textDecoration: task.state === 'APPROVED' ? 'line-through' : 'none' } },
            }}
          />
        );
        return (
          <ListItem
            key={task.id}
            divider
            disableGutters
            secondaryAction={
              tone && task.dueDate ? (
                <Chip
                  size="small"
                  label={dueFormat.format(new Date(task.dueDate))}
                  color={toneColour[tone]}
                  variant={tone === 'later' ? 'outlined' : 'filled'}
                />
              ) : undefined
            }
          >
            {isMobile ? (
              text
            ) : (
              <ListItemButton component={RouterLink} to={backLink(`/task/${task.id}`)} sx={{ px: 0 }}>
                {text}
              </ListItemButton>
            )}
          </ListItem>
        );
      })}
    </List>
  );
}
