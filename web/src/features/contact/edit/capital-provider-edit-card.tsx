import { useMutation, useQuery } from '@apollo/client/react';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import InputAdornment from '@mui/material/InputAdornment';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import { useNotify } from '../../../components/notifications/notifications';
import { notifyGraphQLError } from '../../../components/notifications/notify-error';
import { CapitalProviderForm_SaveDocument, ContactForm_LookupsDocument } from '../../../generated/graphql';
import { applyUserErrors } from '../../../lib/apply-user-errors';
import { CapitalProviderCard } from '../capital-provider-card';
import type { ContactDetail } from '../contact-detail-types';
import { DetailSection } from '../detail-layout';
import {
  CP_FORM_FIELDS,
  formatNumberInput,
  NUMBER_FIELDS,
  parseNumberInput,
  toCapitalProviderInput,
  toCapitalProviderValues,
  type CapitalProviderFormValues,
  type NumberKind,
} from './capital-provider-values';

const ADORNMENT: Record<NumberKind, { start?: string; end?: string }> = {
  percent: { end: '%' },
  multiple: { end: 'x' },
  years: { end: 'years' },
  money: { start: '£' },
};
const REQUIRED = 'This field is required.';
type Option = { id: string; name: string };

function LookupPicker({
  control,
  name,
  label,
  options,
  required,
}: {
  control: Control<CapitalProviderFormValues>;
  name: 'cpSubcategoryTypes' | 'investmentClasses' | 'investingGeographies';
  label: string;
  options: readonly Option[];
  required?: boolean;
}) {
  return (
    <Controller
      name={name}
      control={control}
      rules={required ? { validate: (value) => (value.length > 0 ? true : REQUIRED) } : undefined}
      render={({ field, fieldState }) => (
        <Autocomplete
          multiple
          size="small"
          options={options}
          value={field.value
            .map((id) => options.find((option) => option.id === id))
            .filter((option): option is Option => Boolean(option))}
          getOptionLabel={(option) => option.name}
          isOptionEqualToValue={(option, value) => option.id === value.id}
          onChange={(_event, value) => field.onChange(value.map((option) => option.id))}
          renderInput={(params) => (
            <TextField
              {...params}
              label={label}
              required={required}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
            />
          )}
        />
      )}
    />
  );
}

/** The Capital Provider Information card: read-only with Edit, or its form (spec part 1 sections 3, 5 and 9). */
export function CapitalProviderEditCard({ person }: { person: ContactDetail }) {
  const cp = person.capitalProvider;
  const [editing, setEditing] = useState(false);
  const notify = useNotify();
  const lookups = useQuery(ContactForm_LookupsDocument, { skip: !editing });
  const form = useForm<CapitalProviderFormValues>({ defaultValues: toCapitalProviderValues(cp), mode: 'onTouched' });
  const [save, saving] = useMutation(CapitalProviderForm_SaveDocument, {
    refetchQueries: cp ? [] : ['ContactDetailPage_Person'],
  });
  const [isDebt, isEquity] = useWatch({ control: form.control, name: ['isDebt', 'isEquity'] });
  // Read while drawing: react-hook-form keeps up to date only the parts of its state a render reads. Read in the save
  // alone, the criteria a user edited were found unchanged: the save sent nothing and said Success.
  const { dirtyFields } = form.formState;
  const failure = cp ? "Couldn't update capital provider" : "Couldn't create capital provider";

  const handleSave = form.handleSubmit(async (values) => {
    const fields = toCapitalProviderInput(values, cp ? dirtyFields : undefined);
    try {
      const { data } = await save({
        variables: { input: cp ? { id: cp.id, ...fields } : { personId: person.id, ...fields } },
      });
      const payload = data?.saveCapitalProvider;
      if (!payload?.capitalProvider) {
        applyUserErrors(payload?.userErrors, form.setError, CP_FORM_FIELDS);
        notify(failure, 'error');
        return;
      }
      form.reset(toCapitalProviderValues(payload.capitalProvider));
      setEditing(false);
      notify('Success', 'success');
    } catch (error) {
      notifyGraphQLError(notify, error, failure);
    }
  });

  if (!editing) {
    return (
      <CapitalProviderCard
        capitalProvider={cp}
        action={
          <Button size="small" onClick={() => setEditing(true)}>
            {cp ? 'Edit' : 'Add'}
          </Button>
        }
      />
    );
  }
  const { control } = form;
  const serverError = form.formState.errors.root?.serverError?.message;
  const debtError = form.formState.errors.isDebt?.message;
  return (
    <DetailSection title="Capital Provider Information">
      {!lookups.data ? (
        <Skeleton variant="rounded" height={240} />
      ) : (
        <Stack
          component="form"
          spacing={2}
          noValidate
          aria-label="Capital Provider Information form"
          onSubmit={(event) => void handleSave(event)}
        >
          <LookupPicker
            control={control}
            name="cpSubcategoryTypes"
            label="Capital Type"
            options={lookups.data.lookups.cpSubcategories}
            required
          />
          <LookupPicker
            control={control}
            name="investmentClasses"
            label="Investment Class"
            options={lookups.data.lookups.investmentClassTypes}
            required
          />
          <LookupPicker
            control={control}
            name="investingGeographies"
            label="Investing Geographies"
            options={lookups.data.lookups.investingGeographyTypes}
          />
          {NUMBER_FIELDS.map(({ name, label, kind }) => (
            <Controller
              key={name}
              name={name}
              control={control}
              rules={{
                validate: (value) => {
                  const number = parseNumberInput(value as string);
                  return Number.isFinite(number) && number >= 0 ? true : 'A valid number is required.';
                },
              }}
              render={({ field, fieldState }) => (
                <TextField
                  {...field}
                  value={field.value}
                  label={label}
                  size="small"
                  inputMode="decimal"
                  // Shown as the spec formats it once the field is left: 2 decimals for %, commas for £.
                  onBlur={() => {
                    const number = parseNumberInput(field.value as string);
                    if (Number.isFinite(number)) field.onChange(formatNumberInput(number, kind));
                    field.onBlur();
                  }}
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message}
                  slotProps={{
                    input: {
                      startAdornment: ADORNMENT[kind].start && (
                        <InputAdornment position="start">{ADORNMENT[kind].start}</InputAdornment>
                      ),
                      endAdornment: ADORNMENT[kind].end && (
                        <InputAdornment position="end">{ADORNMENT[kind].end}</InputAdornment>
                      ),
                    },
                  }}
                />
              )}
            />
          ))}
          <FormGroup row>
            {(['isDebt', 'isEquity', 'isSharia', 'isDevelopment', 'isLand', 'isPrs'] as const).map((name) => (
              <Controller
                key={name}
                name={name}
                control={control}
                render={({ field }) => (
                  <FormControlLabel
                    label={
                      {
                        isDebt: 'Debt',
                        isEquity: 'Equity',
                        isSharia: 'Sharia',
                        isDevelopment: 'Development',
                        isLand: 'Land',
                        isPrs: 'PRS',
                      }[name]
                    }
                    control={
                      <Checkbox
                        checked={field.value}
                        // At least one of debt or equity stays selected (spec section 5).
                        disabled={
                          (name === 'isDebt' && isDebt && !isEquity) || (name === 'isEquity' && isEquity && !isDebt)
                        }
                        onChange={(event) => field.onChange(event.target.checked)}
                      />
                    }
                  />
                )}
              />
            ))}
            {debtError && <FormHelperText error>{debtError}</FormHelperText>}
          </FormGroup>
          <Controller
            name="description"
            control={control}
            rules={{ validate: (value) => (value.trim() === '' ? REQUIRED : true) }}
            render={({ field, fieldState }) => (
              <TextField
                {...field}
                label="Capital Provider Description"
                required
                multiline
                minRows={3}
                size="small"
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
              />
            )}
          />
          {serverError && <FormHelperText error>{serverError}</FormHelperText>}
          <Stack direction="row" spacing={1}>
            <Button type="submit" variant="contained" disabled={saving.loading}>
              Save
            </Button>
            <Button
              onClick={() => {
                form.reset(toCapitalProviderValues(cp));
                setEditing(false);
              }}
            >
              Cancel
            </Button>
          </Stack>
        </Stack>
      )}
    </DetailSection>
  );
}
