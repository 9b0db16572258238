import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import Grid from '@mui/material/Grid';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, useFormContext, useWatch, type FieldPath } from 'react-hook-form';
import { AmountInput } from '../../components/form/amount-input';
import { PersonPicker } from '../../components/form/person-picker';
import type { ProjectPage_LookupsQuery } from '../../generated/graphql';
import { formatDate, formatMoney, formatPercent } from '../../lib/format';
import { derivedFees, type ProjectDetail, type ProjectFormValues } from './project-form-values';

type Lookups = ProjectPage_LookupsQuery['lookups'];
type Option = { id: string; name: string };
const cell = { xs: 12, sm: 6, lg: 4 } as const;
const REQUIRED = 'This field is required.';

function Shown({ label, value }: { label: string; value: string }) {
  return (
    <Grid size={cell}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography>{value || '-'}</Typography>
    </Grid>
  );
}

function MultiSelect({
  name,
  label,
  options,
  required,
}: {
  name: 'projectTypeIds' | 'transactionTypeIds' | 'assetTypeIds';
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

function ProjectFields({ lookups }: { lookups: Lookups }) {
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
    </Grid>
  );
}

const names = (items: readonly { name: string }[]) => items.map((item) => item.name).join(', ');

function ProjectValues({ project }: { project: ProjectDetail }) {
  return (
    <Grid container spacing={2}>
      <Shown label="Project Name" value={project.name} />
      <Shown label="Client" value={project.client?.fullName ?? ''} />
      <Shown label="Status" value={project.status?.name ?? ''} />
      <Shown label="Project Type" value={names(project.projectTypes)} />
      <Shown label="Transaction Type" value={names(project.transactionTypes)} />
      <Shown label="Asset Types" value={names(project.assetTypes)} />
      <Shown label="Capital Required" value={formatMoney(project.capitalRequired)} />
      <Shown label="Recent Valuation" value={formatMoney(project.recentValuation)} />
      <Shown label="Term Sheet Fee" value={formatMoney(project.termSheetFee)} />
      <Shown label="Fees" value={formatPercent(project.fees)} />
      <Shown label="Success Fee" value={formatMoney(project.successFee)} />
      <Shown label="Total Fees" value={formatMoney(project.totalFees)} />
      <Shown label="Closing Date" value={formatDate(project.closingDate)} />
    </Grid>
  );
}

/** The Project Information card: the values, or the form while editing (spec part 2 section 2). */
export function ProjectInfoCard({
  project,
  editing,
  lookups,
}: {
  project: ProjectDetail | null;
  editing: boolean;
  lookups: Lookups | undefined;
}) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          Project Information
        </Typography>
        {editing && lookups ? <ProjectFields lookups={lookups} /> : project && <ProjectValues project={project} />}
      </CardContent>
    </Card>
  );
}
