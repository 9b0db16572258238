import { memo } from 'react';
import GlobalStyles from '@mui/material/GlobalStyles';
import type { Theme } from '@mui/material/styles';
import { formatBoardDate } from '../../../lib/format';
import { taskStateLabel } from '../../../components/task/task-progress';
import { avatarsOf, dueTone, initials, type BoardTask } from './board-model';

/**
 * The cards' look, once for the whole board: the card is plain elements with these classes, not MUI components with
 * `sx`. A board opens with about a hundred cards in view, and styling each card's seven components at render time
 * (emotion serialising their `sx`) was the largest part of drawing the board's first cards.
 */
const cardStyles = (theme: Theme) => ({
  '.board-card': {
    boxSizing: 'border-box' as const,
    padding: theme.spacing(1.25),
    marginBottom: theme.spacing(1),
    border: `1px solid ${theme.palette.divider}`,
    borderRadius: theme.shape.borderRadius,
    backgroundColor: theme.palette.background.paper,
    color: theme.palette.text.primary,
    fontFamily: theme.typography.fontFamily,
  },
  '.board-card[data-done]': { backgroundColor: theme.palette.action.hover, color: theme.palette.text.secondary },
  '.board-card[data-dragging]': { boxShadow: theme.shadows[4] },
  '.board-card-title': {
    ...theme.typography.body2,
    margin: 0,
    fontWeight: 500,
    overflowWrap: 'anywhere' as const,
  },
  '.board-card-title[data-approved]': { textDecoration: 'line-through' },
  '.board-card-foot': {
    display: 'flex',
    // A long due date and four avatars do not fit 260 px: the avatars go to a line of their own, at the right.
    flexWrap: 'wrap' as const,
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: theme.spacing(0.5, 1),
    marginTop: theme.spacing(1),
    minHeight: 28,
  },
  '.board-card-state': { ...theme.typography.caption, color: theme.palette.text.secondary },
  '.board-card-due': {
    display: 'inline-flex',
    alignItems: 'center',
    height: 24,
    padding: '0 8px',
    borderRadius: 12,
    fontSize: theme.typography.pxToRem(13),
    whiteSpace: 'nowrap' as const,
    border: `1px solid ${theme.palette.grey[400]}`,
    color: theme.palette.text.primary,
  },
  '.board-card-due[data-tone="soon"]': {
    border: 0,
    backgroundColor: theme.palette.warning.main,
    color: theme.palette.warning.contrastText,
  },
  '.board-card-due[data-tone="past"]': {
    border: 0,
    backgroundColor: theme.palette.error.main,
    color: theme.palette.error.contrastText,
  },
  '.board-card-people': { display: 'flex', flexShrink: 0, marginLeft: 'auto' },
  '.board-card-person': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 26,
    height: 26,
    marginLeft: -6,
    borderRadius: '50%',
    border: `2px solid ${theme.palette.background.paper}`,
    // White on grey 600: 4.6:1 (grey 400 was 1.9:1, hard to read).
    backgroundColor: theme.palette.grey[600],
    color: theme.palette.common.white,
    fontSize: 12,
    fontFamily: theme.typography.fontFamily,
    boxSizing: 'content-box' as const,
  },
  '.board-card-person:first-of-type': { marginLeft: 0 },
});

/** The task cards' stylesheet, drawn once by the board (memoised: the board's renders do not style it again). */
export const TaskCardStyles = memo(function TaskCardStyles() {
  return <GlobalStyles styles={cardStyles} />;
});

/**
 * A task on the board (spec part 2 section 2): its title, a To Do task's due date (orange within 24 hours, red when
 * past), Submitted and Approved cards greyed as done, at most three assignees then '+N'.
 */
export const TaskCard = memo(function TaskCard({ task, dragging }: { task: BoardTask; dragging?: boolean }) {
  const tone = task.state === 'TO_DO' ? dueTone(task.dueDate) : null;
  const { shown, more } = avatarsOf(task.assignees);
  return (
    <div
      className="board-card"
      data-testid="task-card"
      data-task-id={task.id}
      data-done={task.state !== 'TO_DO' || undefined}
      data-dragging={dragging || undefined}
    >
      <p className="board-card-title" data-approved={task.state === 'APPROVED' || undefined}>
        {task.title}
      </p>
      <div className="board-card-foot">
        {tone && task.dueDate ? (
          <span className="board-card-due" data-testid="due-chip" data-tone={tone}>
            {formatBoardDate(task.dueDate)}
          </span>
        ) : (
          <span className="board-card-state">{taskStateLabel[task.state]}</span>
        )}
        <span className="board-card-people">
          {/* The browser's own tooltip: a board draws hundreds of avatars, MUI's Tooltip doubled a card's cost. */}
          {shown.map((person) => (
            <span key={person.id} className="board-card-person" title={person.fullName}>
              {initials(person.fullName)}
            </span>
          ))}
          {more > 0 && <span className="board-card-person">+{more}</span>}
        </span>
      </div>
    </div>
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
