import { emailLabels, emailPattern, invalidEmail, phoneLabels } from '@ft8/contract/rules';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/Delete';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Controller, useFieldArray, useFormContext } from 'react-hook-form';
import { DetailSection, FieldGrid } from '../detail-layout';
import { PHONE_LABEL_NAMES, REQUIRED, type ContactFormValues } from './contact-form-values';
import { FormText } from './form-controls';

/** Emails in label order (the first, Work, required), then phones (two rows always shown), then the addresses. */
export function ContactDetailsFields() {
  const { control, formState } = useFormContext<ContactFormValues>();
  const emails = useFieldArray({ control, name: 'emails' });
  const phones = useFieldArray({ control, name: 'phones' });
  const nextEmailLabel = emailLabels.find((label) => !emails.fields.some((row) => row.label === label));
  const emailsError = formState.errors.emails?.message ?? formState.errors.emails?.root?.message;
  return (
    <DetailSection title="Contact Details">
      <Stack spacing={2}>
        <Stack spacing={1.5}>
          {emails.fields.map((row, index) => (
            <Stack key={row.id} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <Controller
                name={`emails.${index}.email`}
                control={control}
                rules={{
                  validate: (value) => {
                    const email = value.trim().toLowerCase();
                    if (index === 0 && email === '') return REQUIRED;
                    return email === '' || emailPattern.test(email) ? true : invalidEmail;
                  },
                }}
                render={({ field, fieldState }) => (
                  <TextField
                    {...field}
                    // Emails are lowercased as typed (spec section 5).
                    onChange={(event) => field.onChange(event.target.value.toLowerCase())}
                    label={`${row.label} Email`}
                    required={index === 0}
                    size="small"
                    fullWidth
                    error={Boolean(fieldState.error)}
                    helperText={fieldState.error?.message}
                  />
                )}
              />
              {index > 0 && (
                <IconButton aria-label={`Remove ${row.label} Email`} onClick={() => emails.remove(index)}>
                  <DeleteOutlineIcon />
                </IconButton>
              )}
            </Stack>
          ))}
          {emailsError && <FormHelperText error>{emailsError}</FormHelperText>}
          {nextEmailLabel && (
            <Button
              size="small"
              startIcon={<AddIcon />}
              sx={{ alignSelf: 'flex-start' }}
              onClick={() => emails.append({ email: '', label: nextEmailLabel })}
            >
              Add email
            </Button>
          )}
        </Stack>
        <Stack spacing={1.5}>
          {phones.fields.map((row, index) => (
            <Stack key={row.id} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <Controller
                name={`phones.${index}.label`}
                control={control}
                render={({ field }) => (
                  <TextField {...field} select size="small" label="Phone label" sx={{ minWidth: 180 }}>
                    {phoneLabels.map((label) => (
                      <MenuItem key={label} value={label}>
                        {PHONE_LABEL_NAMES[label] ?? label}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
              <Controller
                name={`phones.${index}.number`}
                control={control}
                render={({ field }) => <TextField {...field} label={`${row.label} Phone`} size="small" fullWidth />}
              />
              {index > 1 && (
                <IconButton aria-label={`Remove ${row.label} Phone`} onClick={() => phones.remove(index)}>
                  <DeleteOutlineIcon />
                </IconButton>
              )}
            </Stack>
          ))}
          {phones.fields.length < phoneLabels.length && (
            <Button
              size="small"
              startIcon={<AddIcon />}
              sx={{ alignSelf: 'flex-start' }}
              onClick={() =>
                phones.append({
                  number: '',
                  label: phoneLabels.find((label) => !phones.fields.some((row) => row.label === label)) ?? 'Other',
                })
              }
            >
              Add phone
            </Button>
          )}
        </Stack>
        <FieldGrid>
          <FormText name="street" label="Street" />
          <FormText name="city" label="City" />
          <FormText name="postcode" label="Postcode" />
          <FormText name="country" label="Country" />
          <Grid size={12} />
          <FormText name="homeStreet" label="Home Street" />
          <FormText name="homeCity" label="Home City" />
          <FormText name="homePostcode" label="Home Postcode" />
          <FormText name="homeCountry" label="Home Country" />
        </FieldGrid>
      </Stack>
    </DetailSection>
  );
}
