import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TaskErrors, TaskValues } from './task-values';

type TaskTextProps = {
  values: TaskValues;
  onChange: (values: Partial<TaskValues>) => void;
  errors: TaskErrors;
  editing: boolean;
  isNew: boolean;
};

/** Task Name and Description: fields while editing, text otherwise ('No title given' for an empty title). */
export function TaskText({ values, onChange, errors, editing, isNew }: TaskTextProps) {
  if (editing)
    return (
      <Stack spacing={2}>
        <TextField
          label="Task Name"
          required={isNew}
          placeholder="Start typing title..."
          value={values.title}
          onChange={(event) => onChange({ title: event.target.value })}
          error={Boolean(errors.title)}
          helperText={errors.title}
          autoFocus
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          label="Description"
          multiline
          minRows={4}
          value={values.description}
          onChange={(event) => onChange({ description: event.target.value })}
          error={Boolean(errors.description)}
          helperText={errors.description}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Stack>
    );
  return (
    <Stack spacing={2}>
      <Stack spacing={0.5}>
        <Typography variant="caption" color="text.secondary">
          Task Name
        </Typography>
        <Typography
          variant="h2"
          data-testid="task-title"
          sx={{
            fontSize: 22,
            fontWeight: 500,
            overflowWrap: 'anywhere',
            color: values.title ? 'text.primary' : 'text.disabled',
          }}
        >
          {values.title || 'No title given'}
        </Typography>
      </Stack>
      <Stack spacing={0.5}>
        <Typography variant="caption" color="text.secondary">
          Description
        </Typography>
        <Typography
          variant="body2"
          data-testid="task-description"
          sx={{
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
            color: values.description ? 'text.primary' : 'text.disabled',
          }}
        >
          {values.description || 'No description'}
        </Typography>
      </Stack>
    </Stack>
  );
}
