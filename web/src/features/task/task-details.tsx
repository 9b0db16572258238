import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { TaskState } from '../../generated/graphql';
import { formatDate } from '../../lib/format';
import { taskStateLabel } from '../../components/task/task-progress';
import { AssigneePicker } from './assignee-picker';
import type { TaskErrors, TaskValues } from './task-values';

const stateColour = { TO_DO: 'default', SUBMITTED: 'warning', APPROVED: 'success' } as const;

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack spacing={0.5}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      {children}
    </Stack>
  );
}

type TaskDetailsProps = {
  projectId: string;
  values: TaskValues;
  onChange: (values: Partial<TaskValues>) => void;
  errors: TaskErrors;
  /** Assignees can be changed (edit access); the due date too while `editing`. */
  canEdit: boolean;
  editing: boolean;
  addedBy: string;
  /** Absent for a new task: its status is not shown. */
  state?: TaskState;
};

/** The right side: Assign To (Assigned To when read-only), Added By, Due Date, Status (spec part 2 section 2). */
export function TaskDetails({
  projectId,
  values,
  onChange,
  errors,
  canEdit,
  editing,
  addedBy,
  state,
}: TaskDetailsProps) {
  return (
    <Stack spacing={2.5}>
      {canEdit ? (
        <AssigneePicker
          projectId={projectId}
          value={values.assignees}
          onChange={(assignees) => onChange({ assignees })}
          error={errors.assigneeIds}
        />
      ) : (
        <Detail label="Assigned To">
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }} aria-label="Assigned To">
            {values.assignees.length === 0 && <Typography variant="body2">Nobody</Typography>}
            {values.assignees.map((person) => (
              <Chip key={person.id} size="small" label={person.fullName} />
            ))}
          </Stack>
        </Detail>
      )}
      <Detail label="Added By">
        <Typography variant="body2">{addedBy}</Typography>
      </Detail>
      {canEdit && editing ? (
        <TextField
          type="date"
          size="small"
          label="Due Date"
          value={values.dueDate}
          onChange={(event) => onChange({ dueDate: event.target.value })}
          error={Boolean(errors.dueDate)}
          helperText={errors.dueDate}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      ) : (
        <Detail label="Due Date">
          <Typography variant="body2" data-testid="task-due-date">
            {values.dueDate ? formatDate(values.dueDate) : 'No due date'}
          </Typography>
        </Detail>
      )}
      {state && (
        <Detail label="Status">
          <Chip
            size="small"
            label={taskStateLabel[state]}
            color={stateColour[state]}
            sx={{ alignSelf: 'flex-start' }}
            data-testid="task-status"
          />
        </Detail>
      )}
    </Stack>
  );
}
