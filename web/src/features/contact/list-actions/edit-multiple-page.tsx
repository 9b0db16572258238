import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useNotify } from '../../../components/notifications/notifications';
import { notifyGraphQLError } from '../../../components/notifications/notify-error';
import {
  EditMultiple_PeopleDocument,
  ListActions_UpdatePeopleDocument,
  type ProfileType,
  type UpdatePeopleInput,
} from '../../../generated/graphql';
import { applyUserErrors } from '../../../lib/apply-user-errors';
import { useCurrentUser } from '../../../lib/current-user';

export const DISCARD = 'Are you sure you want to discard your changes?';

type Mode = 'overwrite' | 'add';
/** Text fields of the form, by section; their names are the GraphQL input's. */
const contactInformation = [
  ['company', 'Company'],
  ['jobTitle', 'Job Title'],
  ['department', 'Department'],
  ['website', 'Website'],
] as const;
const contactDetails = [
  ['street', 'Street'],
  ['city', 'City'],
  ['postcode', 'Postcode'],
  ['country', 'Country'],
] as const;
const capitalProvider = [
  ['maxLtv', 'Max LTV (%)'],
  ['maxLtc', 'Max LTC (%)'],
  ['minTerm', 'Min Term (years)'],
  ['maxTerm', 'Max Term (years)'],
  ['minSize', 'Min Size (£)'],
  ['maxSize', 'Max Size (£)'],
  ['description', 'Capital Provider Description'],
] as const;
type TextField = (typeof contactInformation)[number][0] | (typeof contactDetails)[number][0];
type CpField = (typeof capitalProvider)[number][0];

export type EditMultipleForm = Record<TextField | CpField, string> & {
  profileType: ProfileType | '';
  categories: string[];
  tags: string;
  modes: Record<string, Mode>;
};

const emptyForm: EditMultipleForm = {
  company: '',
  jobTitle: '',
  department: '',
  website: '',
  street: '',
  city: '',
  postcode: '',
  country: '',
  maxLtv: '',
  maxLtc: '',
  minTerm: '',
  maxTerm: '',
  minSize: '',
  maxSize: '',
  description: '',
  profileType: '',
  categories: [],
  tags: '',
  modes: { categories: 'add', tags: 'add' },
};

const numeric = /^\s*\d+(\.\d+)?\s*$/;

/** The input of `updatePeople`: fields with empty values are not sent (spec section 5). */
export function toUpdateInput(ids: string[], form: EditMultipleForm, showCp: boolean): UpdatePeopleInput {
  const input: UpdatePeopleInput = { ids };
  const add: string[] = [];
  const mode = (field: string) => form.modes[field] ?? 'overwrite';
  for (const [field] of [...contactInformation, ...contactDetails]) {
    const value = form[field].trim();
    if (!value) continue;
    input[field] = value;
    if (mode(field) === 'add') add.push(field);
  }
  if (form.profileType) input.profileType = form.profileType;
  if (form.categories.length) {
    input.categories = form.categories.map(Number);
    if (mode('categories') === 'add') add.push('categories');
  }
  const tags = form.tags
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
  if (tags.length) {
    input.tags = tags;
    if (mode('tags') === 'add') add.push('tags');
  }
  if (showCp) {
    const cp: Record<string, string> = {};
    for (const [field] of capitalProvider) {
      const value = form[field].trim();
      if (!value) continue;
      cp[field] = value;
      if (mode(`cpData.${field}`) === 'add') add.push(`cpData.${field}`);
    }
    if (Object.keys(cp).length) input.cpData = cp;
  }
  if (add.length) input.add = add;
  return input;
}

function ModeToggle({ control, name }: { control: Control<EditMultipleForm>; name: string }) {
  return (
    <Controller
      control={control}
      name={`modes.${name}` as 'modes'}
      render={({ field }) => (
        <ToggleButtonGroup
          size="small"
          exclusive
          value={field.value ?? 'overwrite'}
          onChange={(_event, value: Mode | null) => value && field.onChange(value)}
          aria-label={`${name} mode`}
          sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
        >
          <ToggleButton value="overwrite">Overwrite</ToggleButton>
          <ToggleButton value="add">Add data</ToggleButton>
        </ToggleButtonGroup>
      )}
    />
  );
}

/** /edit-multiple-contacts?items=ids: the bulk edit modal (spec part 1 sections 2 and 5). */
export function EditMultiplePage() {
  const [params] = useSearchParams();
  const ids = useMemo(
    () =>
      (params.get('items') ?? '')
        .split(',')
        .map((id) => id.trim())
        .filter((id) => /^\d+$/.test(id)),
    [params],
  );
  if (ids.length === 0) return <Navigate to="/contacts" replace />;
  return <EditMultipleDialog ids={ids} />;
}

function EditMultipleDialog({ ids }: { ids: string[] }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const { user } = useCurrentUser();
  const { data } = useQuery(EditMultiple_PeopleDocument, { variables: { ids } });
  const [updatePeople, { loading }] = useMutation(ListActions_UpdatePeopleDocument);
  const [confirmClose, setConfirmClose] = useState(false);
  const { control, handleSubmit, setError, formState } = useForm<EditMultipleForm>({ defaultValues: emptyForm });
  const chosen = useWatch({ control, name: 'categories' });
  const categories = data?.lookups.categories ?? [];
  const showCp =
    (data?.people.nodes ?? []).some((person) => person.isCapitalProvider) ||
    categories.some((category) => category.isCp && chosen.includes(category.id));

  const back = () => {
    if (window.history.state && (window.history.state as { idx?: number }).idx) void navigate(-1);
    else void navigate('/contacts');
  };
  // Read while rendering, so that react-hook-form tracks it.
  const { isDirty } = formState;
  const close = () => (isDirty ? setConfirmClose(true) : back());

  const submit = handleSubmit(async (form) => {
    for (const [field] of capitalProvider) {
      if (field !== 'description' && form[field].trim() && !numeric.test(form[field])) {
        setError(field, { type: 'validate', message: 'A valid number is required.' });
        return;
      }
    }
    try {
      const result = await updatePeople({ variables: { input: toUpdateInput(ids, form, showCp) } });
      const errors = result.data?.updatePeople.userErrors ?? [];
      if (errors.length) {
        applyUserErrors(
          errors,
          setError,
          [...contactInformation, ...contactDetails, ...capitalProvider].map(([field]) => field),
        );
        return;
      }
      notify('Success', 'success');
      back();
    } catch (error) {
      notifyGraphQLError(notify, error, 'An error occured while updating contacts');
    }
  });

  const textField = ([name, label]: readonly [TextField | CpField, string]) => (
    <Stack key={name} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Controller
        control={control}
        name={name}
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            size="small"
            label={label}
            fullWidth
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message}
          />
        )}
      />
      <ModeToggle
        control={control}
        name={capitalProvider.some(([field]) => field === name) ? `cpData.${name}` : name}
      />
    </Stack>
  );

  return (
    <Dialog open onClose={close} fullWidth maxWidth="sm" slotProps={{ paper: { sx: { maxWidth: 600 } } }}>
      <DialogTitle>Edit selected contacts ({ids.length})</DialogTitle>
      <DialogContent>
        <form id="edit-multiple" onSubmit={(event) => void submit(event)} noValidate>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {formState.errors.root?.serverError && (
              <Alert severity="error">{formState.errors.root.serverError.message}</Alert>
            )}
            <Typography variant="overline">Contact Information</Typography>
            {contactInformation.map(textField)}
            <Controller
              control={control}
              name="profileType"
              render={({ field }) => (
                <TextField {...field} select size="small" label="User Type">
                  <MenuItem value="">No change</MenuItem>
                  {user?.profileType === 'ADMIN' && <MenuItem value="ADMIN">Admin</MenuItem>}
                  <MenuItem value="USER">User</MenuItem>
                  <MenuItem value="CLIENT">Client</MenuItem>
                  <MenuItem value="GUEST">Guest</MenuItem>
                </TextField>
              )}
            />
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Controller
                control={control}
                name="categories"
                render={({ field }) => (
                  <TextField
                    select
                    size="small"
                    label="Contact Category"
                    fullWidth
                    value={field.value}
                    onChange={(event) => field.onChange(event.target.value)}
                    slotProps={{
                      select: {
                        multiple: true,
                        renderValue: (value) =>
                          categories
                            .filter((c) => (value as string[]).includes(c.id))
                            .map((c) => c.name)
                            .join(', '),
                      },
                    }}
                  >
                    {categories.map((category) => (
                      <MenuItem key={category.id} value={category.id}>
                        <Checkbox checked={field.value.includes(category.id)} size="small" />
                        <ListItemText primary={category.name} />
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
              <ModeToggle control={control} name="categories" />
            </Stack>
            <Typography variant="overline">Contact Details</Typography>
            {contactDetails.map(textField)}
            <Typography variant="overline">Tags</Typography>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Controller
                control={control}
                name="tags"
                render={({ field }) => <TextField {...field} size="small" label="Tags (comma-separated)" fullWidth />}
              />
              <ModeToggle control={control} name="tags" />
            </Stack>
            {showCp && (
              <>
                <Typography variant="overline">CAPITAL PROVIDER INFORMATION</Typography>
                {capitalProvider.map(textField)}
              </>
            )}
          </Stack>
        </form>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Close</Button>
        <Button type="submit" form="edit-multiple" variant="contained" disabled={loading}>
          Apply Changes
        </Button>
      </DialogActions>
      <Dialog open={confirmClose} onClose={() => setConfirmClose(false)}>
        <DialogContent>
          <DialogContentText>{DISCARD}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirmClose(false)}>Cancel</Button>
          <Button variant="contained" onClick={back}>
            YES
          </Button>
        </DialogActions>
      </Dialog>
    </Dialog>
  );
}
