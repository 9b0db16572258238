import Autocomplete from '@mui/material/Autocomplete';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, useFormContext, type FieldPath, type RegisterOptions } from 'react-hook-form';
import type { ContactFormValues } from './contact-form-values';

type Field = FieldPath<ContactFormValues>;
type Option = { id: string; name: string };

const cell = (wide?: boolean) => (wide ? 12 : { xs: 12, sm: 6, lg: 4 });

/** A text field bound to the form, with its error under it. */
export function FormText({
  name,
  label,
  rules,
  wide,
  multiline,
  type,
  required,
}: {
  name: Field;
  label: string;
  rules?: RegisterOptions<ContactFormValues, Field>;
  wide?: boolean;
  multiline?: boolean;
  type?: string;
  required?: boolean;
}) {
  const { control } = useFormContext<ContactFormValues>();
  return (
    <Grid size={cell(wide)}>
      <Controller
        name={name}
        control={control}
        rules={rules}
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            value={field.value ?? ''}
            label={label}
            required={required}
            fullWidth
            size="small"
            multiline={multiline}
            minRows={multiline ? 3 : undefined}
            type={type}
            slotProps={type === 'date' ? { inputLabel: { shrink: true } } : undefined}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message}
          />
        )}
      />
    </Grid>
  );
}

/** One choice of a lookup list, or none. */
export function FormSelect({
  name,
  label,
  options,
  required,
  rules,
}: {
  name: Field;
  label: string;
  options: readonly Option[];
  required?: boolean;
  rules?: RegisterOptions<ContactFormValues, Field>;
}) {
  const { control } = useFormContext<ContactFormValues>();
  return (
    <Grid size={cell()}>
      <Controller
        name={name}
        control={control}
        rules={rules}
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            value={field.value ?? ''}
            select
            label={label}
            required={required}
            fullWidth
            size="small"
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message}
          >
            {!required && (
              <MenuItem value="">
                <em>None</em>
              </MenuItem>
            )}
            {options.map((option) => (
              <MenuItem key={option.id} value={option.id}>
                {option.name}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
    </Grid>
  );
}

/** Several choices of a lookup list, by id. */
export function FormMultiSelect({ name, label, options }: { name: Field; label: string; options: readonly Option[] }) {
  const { control } = useFormContext<ContactFormValues>();
  return (
    <Grid size={cell()}>
      <Controller
        name={name}
        control={control}
        render={({ field, fieldState }) => {
          const selected = (field.value as string[])
            .map((id) => options.find((option) => option.id === id))
            .filter((option): option is Option => Boolean(option));
          return (
            <Autocomplete
              multiple
              size="small"
              options={options}
              value={selected}
              getOptionLabel={(option) => option.name}
              isOptionEqualToValue={(option, value) => option.id === value.id}
              onChange={(_event, value) => field.onChange(value.map((option) => option.id))}
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
          );
        }}
      />
    </Grid>
  );
}
