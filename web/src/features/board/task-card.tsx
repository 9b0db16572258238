import { memo } from 'react';
import Avatar from '@mui/material/Avatar';
import AvatarGroup from '@mui/material/AvatarGroup';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { avatarsOf, dueTone, initials, type BoardTask } from './board-model';

const dueFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const toneColour = { past: 'error', soon: 'warning', later: 'default' } as const;
const stateLabel = { TO_DO: 'To Do', SUBMITTED: 'Waiting for Approval', APPROVED: 'Approved' } as const;

/**
 * A task on the board (spec part 2 section 2): its title, a To Do task's due date (orange within 24 hours, red when
 * past), Submitted and Approved cards greyed as done, at most three assignees then '+N'.
 */
export const TaskCard = memo(function TaskCard({ task, dragging }: { task: BoardTask; dragging?: boolean }) {
  const done = task.state !== 'TO_DO';
  const tone = task.state === 'TO_DO' ? dueTone(task.dueDate) : null;
  const { shown, more } = avatarsOf(task.assignees);
  return (
    <Paper
      variant="outlined"
      data-testid="task-card"
      data-task-id={task.id}
      sx={{
        p: 1.25,
        mb: 1,
        bgcolor: done ? 'action.hover' : 'background.paper',
        color: done ? 'text.secondary' : 'text.primary',
        boxShadow: dragging ? 4 : 0,
      }}
    >
      <Typography
        variant="body2"
        sx={{
          fontWeight: 500,
          textDecoration: task.state === 'APPROVED' ? 'line-through' : 'none',
          overflowWrap: 'anywhere',
        }}
      >
        {task.title}
      </Typography>
      <Box
        sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mt: 1, gap: 1, minHeight: 28 }}
      >
        {tone && task.dueDate ? (
          <Chip
            size="small"
            label={dueFormat.format(new Date(task.dueDate))}
            color={toneColour[tone]}
            variant={tone === 'later' ? 'outlined' : 'filled'}
            data-testid="due-chip"
            data-tone={tone}
          />
        ) : (
          <Typography variant="caption" color="text.secondary">
            {stateLabel[task.state]}
          </Typography>
        )}
        <AvatarGroup
          max={4}
          sx={{ '& .MuiAvatar-root': { width: 26, height: 26, fontSize: 12 } }}
          renderSurplus={() => <span>+{more}</span>}
          total={shown.length + (more > 0 ? more : 0)}
        >
          {/* The browser's own tooltip: a board draws hundreds of avatars, MUI's Tooltip doubled a card's cost. */}
          {shown.map((person) => (
            <Avatar key={person.id} alt={person.fullName} title={person.fullName}>
              {initials(person.fullName)}
            </Avatar>
          ))}
        </AvatarGroup>
      </Box>
    </Paper>
  );
}, sameCard);

/**
 * A card is drawn again only when what it shows changed: a move renumbers the tasks after it (a new object with
 * another position), which the card does not show.
 */
function sameCard(a: { task: BoardTask; dragging?: boolean }, b: { task: BoardTask; dragging?: boolean }) {
  return (
    a.dragging === b.dragging &&
    (a.task === b.task ||
      (a.task.id === b.task.id &&
        a.task.title === b.task.title &&
        a.task.state === b.task.state &&
        a.task.dueDate === b.task.dueDate &&
        a.task.assignees === b.task.assignees))
  );
}
