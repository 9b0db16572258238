import { emailLabels, emailPattern, invalidEmail, phoneLabels } from '@ft8/contract/rules';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { ReactNode } from 'react';
import { Controller, useFieldArray, type Control, type FieldPath } from 'react-hook-form';
import { PHONE_LABEL_NAMES } from './phone-labels';
import { TagsController } from '../form/tags-input';
import { EMPTY_ID, type EditMultipleForm, type Mode } from './edit-multiple-values';

type FormControl = Control<EditMultipleForm>;
type Option = { id: string; name: string };
/** The choice that empties a lookup on every selected contact (sent as -1). */
const EMPTY_OPTION: Option = { id: EMPTY_ID, name: 'None (empty the field)' };

/** Add data versus overwrite, per field (spec part 1 section 2). */
function ModeToggle({ control, name, label }: { control: FormControl; name: string; label: string }) {
  return (
    <Controller
      control={control}
      name={name as 'modes'}
      render={({ field }) => (
        <ToggleButtonGroup
          size="small"
          exclusive
          value={field.value ?? 'overwrite'}
          onChange={(_event, value: Mode | null) => value && field.onChange(value)}
          aria-label={`${label} mode`}
          sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
        >
          <ToggleButton value="overwrite">Overwrite</ToggleButton>
          <ToggleButton value="add">Add data</ToggleButton>
        </ToggleButtonGroup>
      )}
    />
  );
}

/** A field with its mode toggle beside it; `mode` is the toggle's key (`modes.x` or `cpModes.x`). */
export function BulkRow({
  control,
  mode,
  modeLabel,
  children,
}: {
  control: FormControl;
  mode?: string;
  modeLabel: string;
  children: ReactNode;
}) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      {children}
      {mode && <ModeToggle control={control} name={mode} label={modeLabel} />}
    </Stack>
  );
}

type StringPath = Exclude<FieldPath<EditMultipleForm>, `modes.${string}` | `cpModes.${string}`>;

export function BulkText({
  control,
  name,
  label,
  multiline,
}: {
  control: FormControl;
  name: StringPath;
  label: string;
  multiline?: boolean;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          value={field.value}
          size="small"
          label={label}
          fullWidth
          multiline={multiline}
          minRows={multiline ? 2 : undefined}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
        />
      )}
    />
  );
}

/** One choice of a list, 'No change' (left as each contact has it) or, with `emptyable`, none. */
export function BulkSelect({
  control,
  name,
  label,
  options,
  emptyable = true,
}: {
  control: FormControl;
  name: StringPath;
  label: string;
  options: readonly Option[];
  emptyable?: boolean;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          value={field.value}
          select
          size="small"
          label={label}
          fullWidth
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
        >
          <MenuItem value="">
            <em>No change</em>
          </MenuItem>
          {emptyable && <MenuItem value={EMPTY_ID}>{EMPTY_OPTION.name}</MenuItem>}
          {options.map((option) => (
            <MenuItem key={option.id} value={option.id}>
              {option.name}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

/** Several choices of a lookup list by id; "None" alone empties the list. */
export function BulkMultiSelect({
  control,
  name,
  label,
  options,
}: {
  control: FormControl;
  name: StringPath;
  label: string;
  options: readonly Option[];
}) {
  const all = [EMPTY_OPTION, ...options];
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Autocomplete
          multiple
          size="small"
          fullWidth
          options={all}
          value={(field.value as string[])
            .map((id) => all.find((option) => option.id === id))
            .filter((option): option is Option => Boolean(option))}
          getOptionLabel={(option) => option.name}
          isOptionEqualToValue={(option, value) => option.id === value.id}
          // "None" and values exclude each other: the last one picked wins.
          onChange={(_event, value) => {
            const last = value.at(-1);
            field.onChange(
              last?.id === EMPTY_ID ? [EMPTY_ID] : value.filter((o) => o.id !== EMPTY_ID).map((o) => o.id),
            );
          }}
          onBlur={field.onBlur}
          slotProps={{ listbox: { sx: { maxHeight: 200 } } }}
          renderInput={(params) => (
            <TextField
              {...params}
              label={label}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
            />
          )}
        />
      )}
    />
  );
}

/** The tags to add to (or to replace) every contact's tags, as chips; known tags are offered. */
export function BulkTags({ control, knownTags }: { control: FormControl; knownTags: readonly string[] }) {
  return <TagsController control={control} name="tags" knownTags={knownTags} />;
}

/** Emails or phones to add to (or to replace) every contact's list, each with its label. */
export function BulkContactRows({ control, kind }: { control: FormControl; kind: 'emails' | 'phones' }) {
  const { fields, append, remove } = useFieldArray({ control, name: kind });
  const labels: readonly string[] = kind === 'emails' ? emailLabels : phoneLabels;
  const noun = kind === 'emails' ? 'Email' : 'Phone';
  const valueKey = kind === 'emails' ? 'email' : 'number';
  return (
    <Stack spacing={1} sx={{ flex: 1 }} role="group" aria-label={`${noun}s`}>
      {fields.map((row, index) => (
        <Stack key={row.id} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Controller
            control={control}
            name={`${kind}.${index}.label`}
            render={({ field }) => (
              <TextField {...field} select size="small" label="Label" sx={{ width: 150, flexShrink: 0 }}>
                {labels.map((label) => (
                  <MenuItem key={label} value={label}>
                    {PHONE_LABEL_NAMES[label] ?? label}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <Controller
            control={control}
            name={`${kind}.${index}.${valueKey}` as `emails.${number}.email`}
            rules={
              kind === 'emails'
                ? {
                    validate: (value: string) =>
                      !value.trim() || emailPattern.test(value.trim().toLowerCase()) ? true : invalidEmail,
                  }
                : undefined
            }
            render={({ field, fieldState }) => (
              <TextField
                {...field}
                size="small"
                fullWidth
                label={`${noun} ${index + 1}`}
                onChange={(event) =>
                  field.onChange(kind === 'emails' ? event.target.value.toLowerCase() : event.target.value)
                }
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
              />
            )}
          />
          <IconButton aria-label={`Remove ${noun.toLowerCase()} ${index + 1}`} onClick={() => remove(index)}>
            <DeleteOutlinedIcon fontSize="small" />
          </IconButton>
        </Stack>
      ))}
      {fields.length < labels.length && (
        <Button
          size="small"
          startIcon={<AddIcon />}
          sx={{ alignSelf: 'flex-start' }}
          onClick={() =>
            append(
              kind === 'emails'
                ? { email: '', label: labels[fields.length] ?? labels[0]! }
                : { number: '', label: labels[fields.length] ?? labels[0]! },
            )
          }
        >
          Add {noun.toLowerCase()}
        </Button>
      )}
    </Stack>
  );
}
