import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { useNotify } from '../../components/notifications/notifications';
import { notifyGraphQLError } from '../../components/notifications/notify-error';
import {
  ContactManagement_DeletedPeopleDocument,
  ContactManagement_DeleteImportedDuplicatesDocument,
  ContactManagement_DeletePeoplePermanentlyDocument,
  ContactManagement_DismissExternalContactsDocument,
  ContactManagement_ExternalContactsDocument,
  ContactManagement_IgnorePossibleDuplicatesDocument,
  ContactManagement_ImportedDuplicatesDocument,
  ContactManagement_PossibleDuplicatesDocument,
  ContactManagement_ReactivatePeopleDocument,
} from '../../generated/graphql';

export const BASE = '/contact-management';
const TABS = [
  { label: 'Imported Duplicates', path: BASE },
  { label: 'Possible Duplicates', path: `${BASE}/possible-duplicates` },
  { label: 'New Contacts', path: `${BASE}/new-contacts` },
  { label: 'Deleted Contacts', path: `${BASE}/deleted-contacts` },
];

/** /contact-management and its tabs: side tabs, each a selectable table with its actions. */
export function ContactManagementPage() {
  const { pathname } = useLocation();
  const current = TABS.findIndex((tab) => tab.path === pathname.replace(/\/$/, ''));
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ p: 3 }}>
      <Tabs
        orientation="vertical"
        value={Math.max(current, 0)}
        aria-label="Contact Management"
        sx={{ minWidth: 200, borderRight: 1, borderColor: 'divider' }}
      >
        {TABS.map((tab) => (
          <Tab
            key={tab.path}
            label={tab.label}
            component={RouterLink}
            to={tab.path}
            sx={{ alignItems: 'flex-start' }}
          />
        ))}
      </Tabs>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
          {TABS[Math.max(current, 0)]!.label}
        </Typography>
        {current <= 0 && <ImportedDuplicatesTab />}
        {current === 1 && <PossibleDuplicatesTab />}
        {current === 2 && <NewContactsTab />}
        {current === 3 && <DeletedContactsTab />}
      </Box>
    </Stack>
  );
}

type Column<R> = { label: string; value: (row: R) => ReactNode };

/** A table whose rows can be selected; `selected` holds row ids. */
function SelectTable<R extends { id: string }>({
  rows,
  columns,
  selected,
  onSelect,
  loading,
  empty,
  label,
}: {
  rows: R[] | undefined;
  columns: Column<R>[];
  selected: string[];
  onSelect: (ids: string[]) => void;
  loading: boolean;
  empty: string;
  label: string;
}) {
  if (loading && !rows) {
    return (
      <Stack spacing={1} aria-busy="true" aria-label="Loading">
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} variant="rectangular" height={36} />
        ))}
      </Stack>
    );
  }
  if (!rows || rows.length === 0)
    return (
      <Typography sx={{ py: 4 }} color="text.secondary">
        {empty}
      </Typography>
    );
  const all = rows.length > 0 && selected.length === rows.length;
  const toggle = (id: string) =>
    onSelect(selected.includes(id) ? selected.filter((item) => item !== id) : [...selected, id]);
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          <TableCell padding="checkbox">
            <Checkbox
              checked={all}
              indeterminate={selected.length > 0 && !all}
              onChange={() => onSelect(all ? [] : rows.map((row) => row.id))}
              slotProps={{ input: { 'aria-label': 'Select all' } }}
            />
          </TableCell>
          {columns.map((column) => (
            <TableCell key={column.label}>{column.label}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow
            key={row.id}
            hover
            selected={selected.includes(row.id)}
            onClick={() => toggle(row.id)}
            sx={{ cursor: 'pointer' }}
          >
            <TableCell padding="checkbox">
              <Checkbox
                checked={selected.includes(row.id)}
                slotProps={{ input: { 'aria-label': `Select row ${row.id}` } }}
              />
            </TableCell>
            {columns.map((column) => (
              <TableCell key={column.label}>{column.value(row)}</TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** A button that needs a selection: disabled with the spec's popover until there is one. */
function ActionButton({
  enabled,
  hint,
  onClick,
  children,
  color,
}: {
  enabled: boolean;
  hint: string;
  onClick: () => void;
  children: ReactNode;
  color?: 'error';
}) {
  const button = (
    <Button variant="outlined" color={color} disabled={!enabled} onClick={onClick}>
      {children}
    </Button>
  );
  return enabled ? (
    button
  ) : (
    <Tooltip title={hint}>
      <span>{button}</span>
    </Tooltip>
  );
}

function Confirm({
  open,
  text,
  onCancel,
  onConfirm,
  busy,
}: {
  open: boolean;
  text: string;
  onCancel: () => void;
  onConfirm: () => void;
  busy: boolean;
}) {
  return (
    <Dialog open={open} onClose={onCancel}>
      <DialogContent>
        <DialogContentText>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button variant="contained" onClick={onConfirm} disabled={busy}>
          Confirm
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Runs a Contact Management mutation: success message and refetch on success, the spec's error otherwise. */
function useAction(
  run: () => Promise<{ success: boolean; userErrors: { message: string }[] } | undefined>,
  success: string,
  failure: string,
  done: () => void,
) {
  const notify = useNotify();
  return async () => {
    try {
      const result = await run();
      if (result?.success) {
        notify(success, 'success');
        done();
      } else {
        notify(result?.userErrors[0]?.message ?? failure, 'error');
      }
    } catch (error) {
      notifyGraphQLError(notify, error, failure);
    }
  };
}

function ImportedDuplicatesTab() {
  const navigate = useNavigate();
  const notify = useNotify();
  const { data, loading, error, refetch } = useQuery(ContactManagement_ImportedDuplicatesDocument, {
    fetchPolicy: 'cache-and-network',
  });
  const [selected, setSelected] = useState<string[]>([]);
  const [confirm, setConfirm] = useState(false);
  const [remove, { loading: busy }] = useMutation(ContactManagement_DeleteImportedDuplicatesDocument);
  if (error) notifyOnce(notify, error, 'An error occured while getting imported duplicates.');
  const onDelete = useAction(
    async () => (await remove({ variables: { ids: selected } })).data?.deleteImportedDuplicates,
    'Duplicates deleted.',
    'An error occured while dismissing imported duplicates.',
    () => {
      setConfirm(false);
      setSelected([]);
      void refetch();
    },
  );
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
        <ActionButton
          enabled={selected.length === 1}
          hint="Select a duplicate first"
          onClick={() => void navigate(`${BASE}/merge/${selected[0]}`)}
        >
          Merge
        </ActionButton>
        <ActionButton
          enabled={selected.length > 0}
          hint="Select a duplicate first"
          onClick={() => setConfirm(true)}
          color="error"
        >
          Delete
        </ActionButton>
      </Stack>
      <SelectTable
        label="Imported duplicates"
        rows={data?.importedDuplicates}
        loading={loading}
        empty="No imported duplicates"
        selected={selected}
        onSelect={setSelected}
        columns={[
          { label: 'Imported name', value: (row) => `${row.firstName} ${row.lastName}` },
          { label: 'Company', value: (row) => row.company },
          { label: 'Email', value: (row) => row.emails[0]?.email ?? '' },
          {
            label: 'Duplicate of',
            value: (row) => (
              <RouterLink to={`/contacts/${row.duplicateOf.id}`} onClick={(event) => event.stopPropagation()}>
                {row.duplicateOf.fullName}
              </RouterLink>
            ),
          },
        ]}
      />
      <Confirm
        open={confirm}
        busy={busy}
        text="Are you sure you want to permanently delete this contact?"
        onCancel={() => setConfirm(false)}
        onConfirm={() => void onDelete()}
      />
    </>
  );
}

function PossibleDuplicatesTab() {
  const navigate = useNavigate();
  const notify = useNotify();
  const { data, loading, error, refetch } = useQuery(ContactManagement_PossibleDuplicatesDocument, {
    fetchPolicy: 'cache-and-network',
  });
  const [selected, setSelected] = useState<string[]>([]);
  const [confirm, setConfirm] = useState(false);
  const [ignore, { loading: busy }] = useMutation(ContactManagement_IgnorePossibleDuplicatesDocument);
  if (error) notifyOnce(notify, error, 'An error occured while getting possible duplicates.');
  // One row per contact, each group's contacts together; a row's id is the contact's.
  const rows = data?.possibleDuplicates.flatMap((group) =>
    group.people.map((person) => ({ ...person, group: group.id, reasons: group.reasons })),
  );
  const onIgnore = useAction(
    async () => (await ignore({ variables: { ids: selected } })).data?.ignorePossibleDuplicates,
    'Duplicates ignored.',
    'An error occured while getting possible duplicates.',
    () => {
      setConfirm(false);
      setSelected([]);
      void refetch();
    },
  );
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
        <ActionButton
          enabled={selected.length >= 2}
          hint="Select a duplicate first"
          onClick={() => void navigate(`${BASE}/possible-duplicates/merge?items=${selected.join(',')}`)}
        >
          Merge
        </ActionButton>
        <ActionButton enabled={selected.length > 0} hint="Select a duplicate first" onClick={() => setConfirm(true)}>
          Ignore
        </ActionButton>
      </Stack>
      <SelectTable
        label="Possible duplicates"
        rows={rows}
        loading={loading}
        empty="No possible duplicates"
        selected={selected}
        onSelect={setSelected}
        columns={[
          { label: 'Group', value: (row) => row.group },
          { label: 'Name', value: (row) => row.fullName },
          { label: 'Company', value: (row) => row.company },
          { label: 'Email', value: (row) => row.primaryEmail ?? '' },
          { label: 'Phone', value: (row) => row.primaryPhone ?? '' },
          { label: 'Alike by', value: (row) => row.reasons.join(', ') },
        ]}
      />
      <Confirm
        open={confirm}
        busy={busy}
        text="Are you sure you want to ignore these possible duplicates?"
        onCancel={() => setConfirm(false)}
        onConfirm={() => void onIgnore()}
      />
    </>
  );
}

function NewContactsTab() {
  const { data, loading, error, refetch } = useQuery(ContactManagement_ExternalContactsDocument, {
    fetchPolicy: 'cache-and-network',
  });
  const [selected, setSelected] = useState<string[]>([]);
  const [confirm, setConfirm] = useState(false);
  const [dismiss, { loading: busy }] = useMutation(ContactManagement_DismissExternalContactsDocument);
  // The spec logs failures of this list to the console only.
  if (error) console.error(error);
  const onDismiss = useAction(
    async () => (await dismiss({ variables: { ids: selected } })).data?.dismissExternalContacts,
    'Success',
    'An error occured while dismissing imported duplicates.',
    () => {
      setConfirm(false);
      setSelected([]);
      void refetch();
    },
  );
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
        <ActionButton enabled={selected.length > 0} hint="Select a contact first" onClick={() => setConfirm(true)}>
          Dismiss
        </ActionButton>
      </Stack>
      <SelectTable
        label="New contacts"
        rows={data?.externalContacts}
        loading={loading}
        empty="No new contacts"
        selected={selected}
        onSelect={setSelected}
        columns={[
          { label: 'Email address', value: (row) => row.emailAddress },
          { label: 'First seen', value: (row) => new Date(row.createdAt).toLocaleDateString('en-GB') },
          {
            label: '',
            value: (row) => (
              <Button
                size="small"
                component={RouterLink}
                to={`/contacts/new?email=${encodeURIComponent(row.emailAddress)}`}
                onClick={(event) => event.stopPropagation()}
              >
                Add contact
              </Button>
            ),
          },
        ]}
      />
      <Confirm
        open={confirm}
        busy={busy}
        text="Are you sure you want to permanently remove this email address?"
        onCancel={() => setConfirm(false)}
        onConfirm={() => void onDismiss()}
      />
    </>
  );
}

function DeletedContactsTab() {
  const notify = useNotify();
  const { data, loading, error, refetch } = useQuery(ContactManagement_DeletedPeopleDocument, {
    fetchPolicy: 'cache-and-network',
  });
  const [selected, setSelected] = useState<string[]>([]);
  const [confirm, setConfirm] = useState<'reactivate' | 'delete' | null>(null);
  const [reactivate, { loading: reactivating }] = useMutation(ContactManagement_ReactivatePeopleDocument);
  const [remove, { loading: removing }] = useMutation(ContactManagement_DeletePeoplePermanentlyDocument);
  if (error) notifyOnce(notify, error, 'An error occured while getting deleted contacts.');
  const done = () => {
    setConfirm(null);
    setSelected([]);
    void refetch();
  };
  const failure = 'An error occured while reactivating deleted contacts.';
  const onReactivate = useAction(
    async () => (await reactivate({ variables: { ids: selected } })).data?.reactivatePeople,
    'Success',
    failure,
    done,
  );
  const onDelete = useAction(
    async () => (await remove({ variables: { ids: selected } })).data?.deletePeoplePermanently,
    'Success',
    failure,
    done,
  );
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
        <ActionButton
          enabled={selected.length > 0}
          hint="Select a contact first"
          onClick={() => setConfirm('reactivate')}
        >
          Reactivate
        </ActionButton>
        <ActionButton
          enabled={selected.length > 0}
          hint="Select a contact first"
          onClick={() => setConfirm('delete')}
          color="error"
        >
          Delete Permanently
        </ActionButton>
      </Stack>
      <SelectTable
        label="Deleted contacts"
        rows={data?.deletedPeople}
        loading={loading}
        empty="No deleted contacts"
        selected={selected}
        onSelect={setSelected}
        columns={[
          { label: 'Name', value: (row) => row.fullName },
          { label: 'Company', value: (row) => row.company },
          { label: 'Job title', value: (row) => row.jobTitle ?? '' },
          { label: 'Email', value: (row) => row.primaryEmail ?? '' },
        ]}
      />
      <Confirm
        open={confirm !== null}
        busy={reactivating || removing}
        text={
          confirm === 'delete'
            ? 'Are you sure you want to permanently delete these contacts?'
            : 'Are you sure you want to reactivate these contacts?'
        }
        onCancel={() => setConfirm(null)}
        onConfirm={() => void (confirm === 'delete' ? onDelete() : onReactivate())}
      />
    </>
  );
}

const notified = new WeakSet<object>();
/** Shows a load error once per error object (render may run several times). */
function notifyOnce(notify: ReturnType<typeof useNotify>, error: object, message: string) {
  if (notified.has(error)) return;
  notified.add(error);
  queueMicrotask(() => notifyGraphQLError(notify, error, message));
}
