import { useApolloClient, useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { useNotify } from '../../../components/notifications/notifications';
import { notifyGraphQLError } from '../../../components/notifications/notify-error';
import { ListActions_DeletePeopleDocument } from '../../../generated/graphql';
import { useCurrentUser } from '../../../lib/current-user';
import { CsvImportButton } from '../../../components/csv-import/csv-import-button';
import { exportCsv } from '../../../lib/csv-files';
import { NOT_INVITED } from './assign-to-project-dialog';
import { InviteSelectedButton } from './invite-selected-button';
import { WithPopover } from './with-popover';

export const ADMINS_SELECTED = 'There are Admins selected and you don’t have permissions to edit Admins';
export const SELECT_FIRST = 'Select a contact first';
export const CONNECT_OUTLOOK = 'You need to connect your Outlook account to send emails via the product';
const DELETED = 'Users successfully deleted';
export const EXPORT_FAILED = 'An error occured while exporting people';

type Selected = { id: string; profileType: string; inviteStatus: string };

/** The contacts list's actions beside the count (spec part 1 section 2), for admins and full-access users. */
export function ContactsListActions({
  selected,
  onDone,
  printPath,
}: {
  selected: readonly Selected[];
  onDone: () => void;
  /** The print view with the list's current query (search and ordering). */
  printPath: string;
}) {
  const { user } = useCurrentUser();
  const notify = useNotify();
  const navigate = useNavigate();
  const location = useLocation();
  const client = useApolloClient();
  const [exportMenu, setExportMenu] = useState<HTMLElement | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [deletePeople, { loading: deleting }] = useMutation(ListActions_DeletePeopleDocument);

  const isAdmin = user?.profileType === 'ADMIN';
  const fullAccess = isAdmin || user?.profileType === 'USER';
  if (!fullAccess) return null;
  const ids = selected.map((row) => row.id);
  const adminsSelected = !isAdmin && selected.some((row) => row.profileType === 'ADMIN');
  const notInvited = selected.some((row) => row.inviteStatus !== 'ACCEPTED');

  // The dialog opens over the list, which keeps its query (the Page Search).
  const handleAssign = () => {
    const query = new URLSearchParams(location.search);
    query.set('items', ids.join(','));
    void navigate({ pathname: '/contacts/assignToProject', search: `?${query}` });
  };

  // /contacts/email?to=ids opens the email dialog over the list (spec part 1 section 2).
  const handleEmail = (isCompany: boolean) => {
    const query = new URLSearchParams(location.search);
    query.set('to', ids.join(','));
    if (isCompany) query.set('company', '1');
    else query.delete('company');
    void navigate({ pathname: '/contacts/email', search: `?${query}` });
  };
  const emailHint = ids.length === 0 ? SELECT_FIRST : user?.isMsAuthorized ? null : CONNECT_OUTLOOK;

  const refresh = async () => {
    await client.refetchQueries({ include: 'active' });
    onDone();
  };

  const handleExport = async (which: 'all' | 'selected') => {
    setExportMenu(null);
    try {
      await exportCsv(which === 'all' ? 'all' : ids);
    } catch (error) {
      // Spec part 1 section 8: the message, then the HTTP status as every error notification carries it.
      notify(EXPORT_FAILED, 'error', (error as { status?: number }).status);
    }
  };

  const handleDelete = async () => {
    try {
      const { data } = await deletePeople({ variables: { input: { ids } } });
      const errors = data?.deletePeople.userErrors ?? [];
      if (errors.length) {
        notify(errors.map((error) => error.message).join(', '), 'error');
        return;
      }
      setConfirmDelete(false);
      notify(DELETED, 'success');
      await refresh();
    } catch (error) {
      notifyGraphQLError(notify, error, 'An error occured while deleting contacts');
    }
  };

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Button size="small" variant="contained" component={RouterLink} to="/contacts/new">
        Add Contact
      </Button>
      <CsvImportButton
        list="people"
        size="small"
        failedLinesFile="ft8-contacts-failed-lines.csv"
        onImported={refresh}
      />
      <Button size="small" variant="outlined" onClick={(event) => setExportMenu(event.currentTarget)}>
        Export
      </Button>
      <Menu anchorEl={exportMenu} open={Boolean(exportMenu)} onClose={() => setExportMenu(null)}>
        <MenuItem onClick={() => void handleExport('all')}>Export all</MenuItem>
        <MenuItem disabled={ids.length === 0} onClick={() => void handleExport('selected')}>
          Export selected
        </MenuItem>
      </Menu>
      <InviteSelectedButton ids={ids} disabledHint={ids.length === 0 ? SELECT_FIRST : null} onInvited={refresh} />
      <WithPopover title={ids.length === 0 ? SELECT_FIRST : adminsSelected ? ADMINS_SELECTED : null}>
        <Button
          size="small"
          variant="outlined"
          disabled={ids.length === 0 || adminsSelected}
          onClick={() => void navigate(`/edit-multiple-contacts?items=${ids.join(',')}`)}
        >
          Edit multiple
        </Button>
      </WithPopover>
      <WithPopover title={ids.length === 0 ? SELECT_FIRST : notInvited ? NOT_INVITED : null}>
        <Button size="small" variant="outlined" disabled={ids.length === 0 || notInvited} onClick={handleAssign}>
          Assign to Project
        </Button>
      </WithPopover>
      <WithPopover title={emailHint}>
        <Button size="small" variant="outlined" disabled={emailHint !== null} onClick={() => handleEmail(false)}>
          Email
        </Button>
      </WithPopover>
      <WithPopover title={emailHint}>
        <Button size="small" variant="outlined" disabled={emailHint !== null} onClick={() => handleEmail(true)}>
          Company email
        </Button>
      </WithPopover>
      {isAdmin && (
        <WithPopover title={ids.length === 0 ? SELECT_FIRST : null}>
          <Button
            size="small"
            variant="outlined"
            color="error"
            disabled={ids.length === 0}
            onClick={() => setConfirmDelete(true)}
          >
            Delete
          </Button>
        </WithPopover>
      )}
      <Button size="small" onClick={() => void navigate(printPath)}>
        Print
      </Button>
      <Dialog open={confirmDelete} onClose={() => setConfirmDelete(false)}>
        <DialogTitle>Delete contacts</DialogTitle>
        <DialogContent>
          <DialogContentText>
            Are you sure you want to delete {ids.length === 1 ? 'this contact' : `these ${ids.length} contacts`}?
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirmDelete(false)}>Cancel</Button>
          <Button color="error" variant="contained" disabled={deleting} onClick={() => void handleDelete()}>
            Delete
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
