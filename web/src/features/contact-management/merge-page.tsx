import { emailLabels, phoneLabels } from '@ft8/contract/rules';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import Select from '@mui/material/Select';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import { useNotify } from '../../components/notifications/notifications';
import { notifyGraphQLError } from '../../components/notifications/notify-error';
import {
  ContactManagement_MergeImportedDocument,
  ContactManagement_MergeImportedDuplicateDocument,
  ContactManagement_MergePossibleDocument,
  ContactManagement_MergePossibleDuplicatesDocument,
  type ContactManagement_MergePersonFragment,
} from '../../generated/graphql';
import { applyUserErrors } from '../../lib/apply-user-errors';
import { BASE } from './paths';
import {
  allContactRows,
  changedFields,
  countErrors,
  differingFields,
  integerIds,
  MERGE_FIELDS,
  type MergeColumn,
  type MergeField,
} from './merge-model';
import { EMPTY_VALUE } from '../../lib/format';

const columnOf = (person: ContactManagement_MergePersonFragment, title: string): MergeColumn => ({
  id: person.id,
  title,
  values: Object.fromEntries(MERGE_FIELDS.map(([field]) => [field, person[field] ?? null])),
  emails: person.emails.map(({ email, label }) => ({ email, label })),
  phones: person.phones.map(({ number, label }) => ({ number, label })),
  capitalProvider: person.isCapitalProvider && Boolean(person.capitalProvider),
});

/** {base}/merge/{id} (an imported duplicate) and {base}/possible-duplicates/merge?items=1,2 (possible duplicates). */
export function MergePage() {
  const { id } = useParams();
  const [search] = useSearchParams();
  if (id !== undefined) {
    if (!/^\d{1,9}$/.test(id)) return <Navigate to={BASE} replace />;
    return <ImportedMerge id={id} />;
  }
  const ids = integerIds(search.get('items'));
  if (ids.length < 2) return <Navigate to={`${BASE}/possible-duplicates`} replace />;
  return <PossibleMerge ids={ids} />;
}

function ImportedMerge({ id }: { id: string }) {
  const { data, loading, error } = useQuery(ContactManagement_MergeImportedDocument, {
    variables: { id },
    fetchPolicy: 'network-only',
  });
  const [merge] = useMutation(ContactManagement_MergeImportedDuplicateDocument);
  const row = data?.importedDuplicate;
  const columns = useMemo(
    () =>
      row
        ? [
            columnOf(row.duplicateOf, 'Original'),
            {
              id: row.id,
              title: 'Imported',
              capitalProvider: false,
              values: {
                firstName: row.firstName,
                lastName: row.lastName,
                company: row.company,
                jobTitle: row.jobTitle ?? null,
              },
              emails: row.emails.map(({ email, label }) => ({ email, label })),
              phones: row.phones.map(({ number, label }) => ({ number, label })),
            } satisfies MergeColumn,
          ]
        : undefined,
    [row],
  );
  if (!loading && !error && data && !row) return <Navigate to={BASE} replace />;
  return (
    <MergeScreen
      back={BASE}
      columns={columns}
      loadError={error}
      success="Duplicate successfully merged."
      onMerge={async (fields) => {
        const result = await merge({ variables: { input: { id, person: row!.duplicateOf.id, fields } } });
        return result.data?.mergeImportedDuplicate.userErrors ?? [];
      }}
    />
  );
}

function PossibleMerge({ ids }: { ids: string[] }) {
  const { data, error } = useQuery(ContactManagement_MergePossibleDocument, {
    variables: { ids },
    fetchPolicy: 'network-only',
  });
  const [merge] = useMutation(ContactManagement_MergePossibleDuplicatesDocument);
  const people = data?.possibleDuplicates[0]?.people;
  const columns = useMemo(
    () => people?.map((person, index) => columnOf(person, index === 0 ? 'Original' : `Duplicate ${index}`)),
    [people],
  );
  if (data && (!people || people.length < 2)) return <Navigate to={`${BASE}/possible-duplicates`} replace />;
  return (
    <MergeScreen
      back={`${BASE}/possible-duplicates`}
      columns={columns}
      loadError={error}
      success="Duplicates successfully merged."
      onMerge={async (fields, capitalProvider) => {
        const result = await merge({
          variables: {
            input: {
              survivor: columns![0]!.id,
              people: columns!.slice(1).map((column) => column.id),
              fields,
              capitalProvider,
            },
          },
        });
        return result.data?.mergePossibleDuplicates.userErrors ?? [];
      }}
    />
  );
}

type Fields = Record<string, unknown>;
type FormValues = { emails: string; phones: string };

function MergeScreen({
  back,
  columns,
  loadError,
  success,
  onMerge,
}: {
  back: string;
  columns: MergeColumn[] | undefined;
  loadError: unknown;
  success: string;
  onMerge: (
    fields: Fields,
    capitalProvider: string | null,
  ) => Promise<readonly { field?: string | null; message: string }[]>;
}) {
  const navigate = useNavigate();
  const notify = useNotify();
  const { handleSubmit, setError, clearErrors, formState } = useForm<FormValues>();
  const [choice, setChoice] = useState<Partial<Record<MergeField, number>>>({});
  const [emails, setEmails] = useState<{ email: string; label: string }[]>([]);
  const [phones, setPhones] = useState<{ number: string; label: string }[]>([]);
  const [cpView, setCpView] = useState<'original' | 'merge'>('original');
  const [cpFrom, setCpFrom] = useState<string | null>(null);

  // The editable rows start from the contacts once they arrive (and again if they change); the user edits them after.
  /* eslint-disable react-hooks/set-state-in-effect */
  useEffect(() => {
    if (!columns) return;
    const rows = allContactRows(columns);
    setEmails(rows.emails);
    setPhones(rows.phones);
    // Each differing field starts on the first column that has a value.
    setChoice(
      Object.fromEntries(
        differingFields(columns).map((field) => [
          field,
          Math.max(
            0,
            columns.findIndex((column) => column.values[field]),
          ),
        ]),
      ),
    );
  }, [columns]);
  /* eslint-enable react-hooks/set-state-in-effect */

  useEffect(() => {
    if (loadError) {
      notifyGraphQLError(notify, loadError, 'An error occured while getting a possible duplicate.');
      void navigate(back, { replace: true });
    }
  }, [loadError, back, navigate, notify]);

  if (!columns) {
    return (
      <Stack spacing={2} sx={{ p: 3 }} role="status" aria-busy="true" aria-label="Loading">
        {[0, 1, 2, 3].map((key) => (
          <Skeleton key={key} variant="rectangular" height={40} />
        ))}
      </Stack>
    );
  }
  const differing = differingFields(columns);
  const cpColumns = columns.filter((column) => column.capitalProvider);

  const submit = handleSubmit(async () => {
    clearErrors();
    const errors = countErrors(columns, emails, phones);
    if (errors.emails) setError('emails', { message: errors.emails });
    if (errors.phones) setError('phones', { message: errors.phones });
    if (errors.emails || errors.phones) return;
    const fields: Fields = { ...changedFields(columns[0]!, columns, choice) };
    const sameList = <T,>(a: T[], b: T[]) => JSON.stringify(a) === JSON.stringify(b);
    if (!sameList(emails, columns[0]!.emails)) fields.emails = emails;
    if (!sameList(phones, columns[0]!.phones)) fields.phones = phones;
    try {
      const userErrors = await onMerge(fields, cpView === 'merge' ? cpFrom : null);
      if (userErrors.length > 0) {
        applyUserErrors(userErrors, setError, ['emails', 'phones']);
        return;
      }
      notify(success, 'success');
      void navigate(back);
    } catch (error) {
      notifyGraphQLError(notify, error, 'Error');
    }
  });

  return (
    <Stack spacing={3} sx={{ p: 3 }} component="form" onSubmit={(event) => void submit(event)} noValidate>
      <Link component={RouterLink} to={back}>
        Back
      </Link>
      <div>
        <Typography variant="h5" component="h1">
          Merge Details
        </Typography>
        <Typography color="text.secondary">
          Please select the correct personal details to save for this contact. Duplicate details will be deleted.
        </Typography>
      </div>
      {formState.errors.root?.serverError && (
        <Alert severity="error">{formState.errors.root.serverError.message}</Alert>
      )}
      <Paper variant="outlined">
        <Table size="small" aria-label="Merge details">
          <TableHead>
            <TableRow>
              <TableCell>Field</TableCell>
              {columns.map((column) => (
                <TableCell key={column.id}>{column.title}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {MERGE_FIELDS.filter(([field]) => columns.some((column) => column.values[field])).map(([field, label]) => (
              <TableRow key={field}>
                <TableCell component="th" scope="row">
                  {label}
                </TableCell>
                {columns.map((column, index) => (
                  <TableCell key={column.id}>
                    {differing.includes(field) ? (
                      <FormControlLabel
                        control={
                          <Radio
                            checked={choice[field] === index}
                            onChange={() => setChoice({ ...choice, [field]: index })}
                            slotProps={{
                              input: { 'aria-label': `${label}: ${column.values[field] ?? 'empty'} (${column.title})` },
                            }}
                          />
                        }
                        label={column.values[field] || EMPTY_VALUE}
                      />
                    ) : (
                      (column.values[field] ?? '')
                    )}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>

      <ContactRows
        title="Emails"
        error={formState.errors.emails?.message}
        rows={emails.map((row) => ({ value: row.email, label: row.label }))}
        labels={emailLabels}
        onLabel={(index, label) => setEmails(emails.map((row, i) => (i === index ? { ...row, label } : row)))}
        onRemove={(index) => setEmails(emails.filter((_, i) => i !== index))}
      />
      <ContactRows
        title="Phones"
        error={formState.errors.phones?.message}
        rows={phones.map((row) => ({ value: row.number, label: row.label }))}
        labels={phoneLabels}
        onLabel={(index, label) => setPhones(phones.map((row, i) => (i === index ? { ...row, label } : row)))}
        onRemove={(index) => setPhones(phones.filter((_, i) => i !== index))}
      />

      {cpColumns.length > 0 && (
        <Stack spacing={1}>
          <Typography variant="h6" component="h2">
            Capital Provider
          </Typography>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={cpView}
            onChange={(_event, value: 'original' | 'merge' | null) => value && setCpView(value)}
          >
            <ToggleButton value="original">Use original</ToggleButton>
            <ToggleButton value="merge">Open merge view</ToggleButton>
          </ToggleButtonGroup>
          {cpView === 'merge' && (
            <Stack>
              {cpColumns.map((column) => (
                <FormControlLabel
                  key={column.id}
                  control={<Radio checked={cpFrom === column.id} onChange={() => setCpFrom(column.id)} />}
                  label={`Keep the criteria of ${column.title} (${[column.values.firstName, column.values.lastName].join(' ')})`}
                />
              ))}
            </Stack>
          )}
        </Stack>
      )}

      <div>
        <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
          Merge Contact
        </Button>
      </div>
    </Stack>
  );
}

function ContactRows({
  title,
  rows,
  labels,
  error,
  onLabel,
  onRemove,
}: {
  title: string;
  rows: { value: string; label: string }[];
  labels: readonly string[];
  error?: string;
  onLabel: (index: number, label: string) => void;
  onRemove: (index: number) => void;
}) {
  return (
    <Stack spacing={1} aria-label={title} role="group">
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      {rows.length === 0 && <Typography color="text.secondary">None</Typography>}
      {rows.map((row, index) => (
        <Stack key={`${row.value}-${index}`} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography sx={{ minWidth: 240 }} color={error ? 'error' : undefined}>
            {row.value}
          </Typography>
          <Select
            size="small"
            value={row.label}
            onChange={(event) => onLabel(index, event.target.value)}
            inputProps={{ 'aria-label': `${title} label ${index + 1}` }}
          >
            {labels.map((label) => (
              <MenuItem key={label} value={label}>
                {label}
              </MenuItem>
            ))}
          </Select>
          <IconButton aria-label={`Remove ${row.value}`} onClick={() => onRemove(index)} size="small">
            ×
          </IconButton>
        </Stack>
      ))}
      {error && <Alert severity="error">{error}</Alert>}
    </Stack>
  );
}
