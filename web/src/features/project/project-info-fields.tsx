import Checkbox from '@mui/material/Checkbox';
import Grid from '@mui/material/Grid';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, useFormContext, useWatch, type FieldPath } from 'react-hook-form';
import { AmountInput } from '../../components/form/amount-input';
import { PersonPicker } from '../../components/form/person-picker';
import { TagsController } from '../../components/form/tags-input';
import type { ProjectPage_LookupsQuery } from '../../generated/graphql';
import { formatMoney } from '../../lib/format';
import { derivedFees, type ProjectFormValues } from './project-form-values';
import { cell, Shown } from './project-info-values';
import { DealCriteriaFields } from './project-deal-fields';

export type Lookups = ProjectPage_LookupsQuery['lookups'];
type Option = { id: string; name: string };
const REQUIRED = 'This field is required.';

function MultiSelect({
  name,
  label,
  options,
  required,
}: {
  name: 'projectTypeIds' | 'transactionTypeIds' | 'transactionSubTypeIds' | 'assetTypeIds';
  label: string;
  options: readonly Option[];
  required?: boolean;
}) {
  const { control } = useFormContext<ProjectFormValues>();
  return (
    <Grid size={cell}>
      <Controller
        name={name}
        control={control}
        rules={required ? { validate: (ids) => ids.length > 0 || REQUIRED } : undefined}
        render={({ field, fieldState }) => (
          <TextField
            select
            fullWidth
            size="small"
            label={label}
            required={required}
            value={field.value}
            onChange={(event) => field.onChange(event.target.value)}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message}
            slotProps={{
              select: {
                multiple: true,
                renderValue: (ids) =>
                  options
                    .filter((option) => (ids as string[]).includes(option.id))
                    .map((option) => option.name)
                    .join(', '),
              },
            }}
          >
            {options.map((option) => (
              <MenuItem key={option.id} value={option.id}>
                <Checkbox size="small" checked={field.value.includes(option.id)} />
                <ListItemText primary={option.name} />
              </MenuItem>
            ))}
          </TextField>
        )}
      />
    </Grid>
  );
}

function Amount({ name, label, unit }: { name: FieldPath<ProjectFormValues>; label: string; unit: '£' | '%' }) {
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
            unit={unit}
            value={field.value as string}
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

/** The success fee and total fees, derived as the user types (read-only). */
function DerivedFees() {
  const [capitalRequired, fees, termSheetFee] = useWatch<
    ProjectFormValues,
    ['capitalRequired', 'fees', 'termSheetFee']
  >({
    name: ['capitalRequired', 'fees', 'termSheetFee'],
  });
  const derived = derivedFees({ capitalRequired, fees, termSheetFee });
  return (
    <>
      <Shown label="Success Fee" value={formatMoney(derived.successFee)} />
      <Shown label="Total Fees" value={formatMoney(derived.totalFees)} />
    </>
  );
}

/** The Project Information card while editing (and on /projects/new). */
export function ProjectFields({ lookups, knownTags }: { lookups: Lookups; knownTags: readonly string[] }) {
  const { control } = useFormContext<ProjectFormValues>();
  return (
    <Grid container spacing={2}>
      <Grid size={cell}>
        <Controller
          name="name"
          control={control}
          rules={{ validate: (name) => name.trim() !== '' || REQUIRED }}
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              fullWidth
              size="small"
              label="Project Name"
              required
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
            />
          )}
        />
      </Grid>
      <Grid size={cell}>
        <Controller
          name="client"
          control={control}
          rules={{ validate: (client) => client !== null || REQUIRED }}
          render={({ field, fieldState }) => (
            <PersonPicker
              label="Client"
              required
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
      </Grid>
      <Grid size={cell}>
        <Controller
          name="statusId"
          control={control}
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              select
              fullWidth
              size="small"
              label="Status"
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
            >
              {lookups.projectStatusTypes.map((status) => (
                <MenuItem key={status.id} value={status.id}>
                  {status.name}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      </Grid>
      <MultiSelect name="projectTypeIds" label="Project Type" options={lookups.projectTypes} required />
      <MultiSelect name="transactionTypeIds" label="Transaction Type" options={lookups.transactionTypes} />
      <MultiSelect name="transactionSubTypeIds" label="Transaction Sub Type" options={lookups.transactionSubTypes} />
      <MultiSelect name="assetTypeIds" label="Asset Types" options={lookups.assetTypes} />
      <Amount name="capitalRequired" label="Capital Required" unit="£" />
      <Amount name="recentValuation" label="Recent Valuation" unit="£" />
      <Amount name="termSheetFee" label="Term Sheet Fee" unit="£" />
      <Amount name="fees" label="Fees" unit="%" />
      <DerivedFees />
      <Grid size={cell}>
        <Controller
          name="closingDate"
          control={control}
          rules={{ validate: (date) => date !== '' || REQUIRED }}
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              type="date"
              fullWidth
              size="small"
              label="Closing Date"
              required
              slotProps={{ inputLabel: { shrink: true } }}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
            />
          )}
        />
      </Grid>
      <DealCriteriaFields lookups={lookups} />
      <Grid size={12}>
        <TagsController control={control} name="tags" knownTags={knownTags} />
      </Grid>
    </Grid>
  );
}
