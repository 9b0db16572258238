import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useNotify } from '../notifications/notifications';
import { notifyGraphQLError } from '../notifications/notify-error';
import { EditMultiple_PeopleDocument, ListActions_UpdatePeopleDocument } from '../../generated/graphql';
import { applyUserErrors } from '../../lib/apply-user-errors';
import { isAdmin, useCurrentUser } from '../../lib/current-user';
import { ADMINS_SELECTED } from './contact-selection-actions';
import { BulkContactRows, BulkMultiSelect, BulkRow, BulkSelect, BulkTags, BulkText } from './edit-multiple-fields';
import {
  CONTACT_DETAILS_TEXT,
  CONTACT_INFORMATION_TEXT,
  CP_FLAGS,
  CP_LISTS,
  CP_NUMBERS,
  EDIT_MULTIPLE_FIELDS,
  emptyEditMultipleForm,
  isNumeric,
  toUpdateInput,
  type EditMultipleForm,
} from './edit-multiple-values';

export const DISCARD = 'Are you sure you want to discard your changes?';
const UPDATE_FAILED = 'An error occured while updating contacts';
const RATINGS = [
  { id: '0', name: 'Not Rated' },
  { id: '1', name: '1 star' },
  { id: '2', name: '2 stars' },
  { id: '3', name: '3 stars' },
];
const FLAG_CHOICES = [
  { id: 'yes', name: 'Yes' },
  { id: 'no', name: 'No' },
];

/**
 * /edit-multiple-contacts?items=ids: the bulk edit modal (spec part 1 sections 2 and 5), from the contacts list; the
 * search's results open it as /search/contacts/editMultiple?items=ids over the search (`EditMultipleDialog`).
 */
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

type EditMultipleDialogProps = {
  ids: string[];
  /** Closes the dialog (cancel, or after saving); absent, goes back (or to /contacts). */
  onClose?: (saved: boolean) => void;
};

export function EditMultipleDialog({ ids, onClose }: EditMultipleDialogProps) {
  const navigate = useNavigate();
  const notify = useNotify();
  const { user } = useCurrentUser();
  const { data } = useQuery(EditMultiple_PeopleDocument, { variables: { ids, first: Math.min(ids.length, 10000) } });
  const [updatePeople, { loading }] = useMutation(ListActions_UpdatePeopleDocument);
  const [confirmClose, setConfirmClose] = useState(false);
  const defaultValues = useMemo(() => emptyEditMultipleForm(), []);
  const { control, handleSubmit, setError, formState } = useForm<EditMultipleForm>({ defaultValues });
  const chosenCategories = useWatch({ control, name: 'categories' });
  const lookups = data?.lookups;
  const people = data?.people.nodes ?? [];
  // Sections 2 and 5: the criteria show when a selected contact is a capital provider or a chosen category is one.
  const showCp =
    people.some((person) => person.isCapitalProvider) ||
    (lookups?.categories ?? []).some((category) => category.isCp && chosenCategories.includes(category.id));
  // Section 6: managing admins is for admins only.
  const adminsSelected = !isAdmin(user) && people.some((person) => person.profileType === 'ADMIN');

  const back = (saved = false) => {
    if (onClose) onClose(saved);
    else if (window.history.state && (window.history.state as { idx?: number }).idx) void navigate(-1);
    else void navigate('/contacts');
  };
  // Read while rendering, so that react-hook-form tracks it.
  const { isDirty } = formState;
  const close = () => (isDirty ? setConfirmClose(true) : back());

  const submit = handleSubmit(async (form) => {
    if (showCp) {
      const wrong = CP_NUMBERS.filter(([field]) => form.cpData[field].trim() && !isNumeric(form.cpData[field]));
      for (const [field] of wrong)
        setError(`cpData.${field}`, { type: 'validate', message: 'A valid number is required.' });
      if (wrong.length) return;
    }
    try {
      const result = await updatePeople({ variables: { input: toUpdateInput(ids, form, showCp) } });
      const errors = result.data?.updatePeople.userErrors ?? [];
      if (errors.length) {
        applyUserErrors(errors, setError, EDIT_MULTIPLE_FIELDS);
        notify(UPDATE_FAILED, 'error');
        return;
      }
      notify('Success', 'success');
      back(true);
    } catch (error) {
      notifyGraphQLError(notify, error, UPDATE_FAILED);
    }
  });

  const row = (label: string, mode: string | undefined, field: React.ReactNode) => (
    <BulkRow key={label} control={control} mode={mode} modeLabel={label}>
      {field}
    </BulkRow>
  );
  const text = ([name, label]: (typeof CONTACT_INFORMATION_TEXT | typeof CONTACT_DETAILS_TEXT)[number]) =>
    row(label, `modes.${name}`, <BulkText control={control} name={name} label={label} multiline={name === 'bio'} />);
  const options = (list: readonly { id: string; name: string }[] | undefined) => list ?? [];
  const capitalTypes = options(lookups?.cpSubcategories);

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
            {row(
              'Title',
              'modes.title',
              <BulkSelect control={control} name="title" label="Title" options={options(lookups?.titles)} />,
            )}
            {CONTACT_INFORMATION_TEXT.slice(0, 2).map(text)}
            {row(
              'User Type',
              undefined,
              <Controller
                control={control}
                name="profileType"
                render={({ field }) => (
                  <TextField {...field} select size="small" label="User Type" fullWidth>
                    <MenuItem value="">
                      <em>No change</em>
                    </MenuItem>
                    {isAdmin(user) && <MenuItem value="ADMIN">Admin</MenuItem>}
                    <MenuItem value="USER">User</MenuItem>
                    <MenuItem value="CLIENT">Client</MenuItem>
                    <MenuItem value="GUEST">Guest</MenuItem>
                  </TextField>
                )}
              />,
            )}
            {row(
              'Contact Category',
              'modes.categories',
              <BulkMultiSelect
                control={control}
                name="categories"
                label="Contact Category"
                options={options(lookups?.categories)}
              />,
            )}
            {row(
              'Subcategory',
              'modes.subcategories',
              <BulkMultiSelect
                control={control}
                name="subcategories"
                label="Subcategory"
                options={options(lookups?.subcategories)}
              />,
            )}
            {row(
              'Client Class',
              'modes.clientClass',
              <BulkSelect
                control={control}
                name="clientClass"
                label="Client Class"
                options={options(lookups?.clientClasses)}
              />,
            )}
            {row(
              'Use Class',
              'modes.useClasses',
              <BulkMultiSelect
                control={control}
                name="useClasses"
                label="Use Class"
                options={options(lookups?.useClassTypes)}
              />,
            )}
            {row(
              'Locations',
              'modes.locations',
              <BulkMultiSelect
                control={control}
                name="locations"
                label="Locations"
                options={options(lookups?.locationTypes)}
              />,
            )}
            {CONTACT_INFORMATION_TEXT.slice(2).map(text)}
            {row(
              'Rating',
              'modes.rating',
              <BulkSelect control={control} name="rating" label="Rating" options={RATINGS} emptyable={false} />,
            )}
            {row(
              'Legal Status',
              'modes.legalStatus',
              <BulkSelect
                control={control}
                name="legalStatus"
                label="Legal Status"
                options={options(lookups?.legalStatuses)}
              />,
            )}
            <Typography variant="overline">Contact Details</Typography>
            {row('Emails', 'modes.emails', <BulkContactRows control={control} kind="emails" />)}
            {row('Phones', 'modes.phones', <BulkContactRows control={control} kind="phones" />)}
            {CONTACT_DETAILS_TEXT.map(text)}
            <Typography variant="overline">Tags</Typography>
            {row('Tags', 'modes.tags', <BulkTags control={control} knownTags={data?.tags ?? []} />)}
            {showCp && (
              <>
                <Typography variant="overline">CAPITAL PROVIDER INFORMATION</Typography>
                {CP_LISTS.map(([name, label]) =>
                  row(
                    label,
                    `cpModes.${name}`,
                    <BulkMultiSelect
                      control={control}
                      name={`cpData.${name}`}
                      label={label}
                      options={
                        name === 'cpSubcategories'
                          ? capitalTypes
                          : options(
                              name === 'investmentClassTypes'
                                ? lookups?.investmentClassTypes
                                : lookups?.investingGeographyTypes,
                            )
                      }
                    />,
                  ),
                )}
                {CP_NUMBERS.map(([name, label]) =>
                  row(label, `cpModes.${name}`, <BulkText control={control} name={`cpData.${name}`} label={label} />),
                )}
                {CP_FLAGS.map(([name, label]) =>
                  row(
                    label,
                    undefined,
                    <BulkSelect
                      control={control}
                      name={`cpData.${name}`}
                      label={label}
                      options={FLAG_CHOICES}
                      emptyable={false}
                    />,
                  ),
                )}
                {row(
                  'Capital Provider Description',
                  'cpModes.description',
                  <BulkText
                    control={control}
                    name="cpData.description"
                    label="Capital Provider Description"
                    multiline
                  />,
                )}
              </>
            )}
          </Stack>
        </form>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Close</Button>
        {/* A disabled button keeps its popover: the tooltip sits on a wrapper. */}
        <Tooltip title={adminsSelected ? ADMINS_SELECTED : ''}>
          <span>
            <Button
              type="submit"
              form="edit-multiple"
              variant="contained"
              disabled={loading || adminsSelected || !data}
            >
              Apply Changes
            </Button>
          </span>
        </Tooltip>
      </DialogActions>
      <Dialog open={confirmClose} onClose={() => setConfirmClose(false)}>
        <DialogContent>
          <DialogContentText>{DISCARD}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirmClose(false)}>Cancel</Button>
          <Button variant="contained" onClick={() => back()}>
            YES
          </Button>
        </DialogActions>
      </Dialog>
    </Dialog>
  );
}
