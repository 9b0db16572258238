import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, useFormContext } from 'react-hook-form';
import type { ProjectPage_LookupsQuery } from '../../generated/graphql';
import type { ProjectFormValues } from './project-form-values';
import { AmountInput } from '../../components/form/amount-input';
import { cell } from './project-info-values';

// Extension (lender matching): the deal's optional criteria, matched against capital providers' LTC, LTGDV, term,
// Sharia and investing geographies. Empty means not set (the criterion is not checked).

function Amount({ name, label }: { name: 'totalCost' | 'gdv'; label: string }) {
  const { control } = useFormContext<ProjectFormValues>();
  return (
    <Grid size={cell}>
      <Controller
        name={name}
        control={control}
        render={({ field, fieldState }) => (
          <AmountInput
            fullWidth
            size="small"
            label={label}
            unit="£"
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message}
          />
        )}
      />
    </Grid>
  );
}

const TERM_RANGE = 'Enter a whole number of months from 1 to 600.';

/** Total Cost, GDV, Term (months), Sharia and Location on the project form. */
export function DealCriteriaFields({ lookups }: { lookups: ProjectPage_LookupsQuery['lookups'] }) {
  const { control } = useFormContext<ProjectFormValues>();
  return (
    <>
      <Amount name="totalCost" label="Total Cost" />
      <Amount name="gdv" label="GDV" />
      <Grid size={cell}>
        <Controller
          name="term"
          control={control}
          rules={{
            validate: (term) =>
              term.trim() === '' ||
              (/^\d{1,3}$/.test(term.trim()) && Number(term) >= 1 && Number(term) <= 600) ||
              TERM_RANGE,
          }}
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              fullWidth
              size="small"
              label="Term (months)"
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
            />
          )}
        />
      </Grid>
      <Grid size={cell}>
        <Controller
          name="isSharia"
          control={control}
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              select
              fullWidth
              size="small"
              label="Sharia"
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
            >
              <MenuItem value="">Not set</MenuItem>
              <MenuItem value="yes">Yes</MenuItem>
              <MenuItem value="no">No</MenuItem>
            </TextField>
          )}
        />
      </Grid>
      <Grid size={cell}>
        <Controller
          name="locationId"
          control={control}
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              select
              fullWidth
              size="small"
              label="Location"
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
            >
              <MenuItem value="">Not set</MenuItem>
              {lookups.investingGeographyTypes.map((geography) => (
                <MenuItem key={geography.id} value={geography.id}>
                  {geography.name}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      </Grid>
    </>
  );
}
