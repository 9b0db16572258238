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
import { Link as RouterLink, useNavigate } from 'react-router';
import { useNotify } from '../../../components/notifications/notifications';
import { notifyGraphQLError } from '../../../components/notifications/notify-error';
import { ListActions_DeletePeopleDocument } from '../../../generated/graphql';
import { useCurrentUser } from '../../../lib/current-user';
import { CsvImportButton } from '../../../components/csv-import/csv-import-button';
import { exportCsv } from '../../../lib/csv-files';
import {
  ContactSelectionActions,
  SELECT_FIRST,
  type SelectedContact,
} from '../../../components/contact-actions/contact-selection-actions';
import { WithPopover } from '../../../components/contact-actions/with-popover';
import { InviteSelectedButton } from './invite-selected-button';

export { ADMINS_SELECTED } from '../../../components/contact-actions/contact-selection-actions';
const DELETED = 'Users successfully deleted';
export const EXPORT_FAILED = 'An error occured while exporting people';

/** The contacts list's actions beside the count (spec part 1 section 2), for admins and full-access users. */
export function ContactsListActions({
  selected,
  onDone,
  printPath,
}: {
  selected: readonly SelectedContact[];
  onDone: () => void;
  /** The print view with the list's current query (search and ordering). */
  printPath: string;
}) {
  const { user } = useCurrentUser();
  const notify = useNotify();
  const navigate = useNavigate();
  const client = useApolloClient();
  const [exportMenu, setExportMenu] = useState<HTMLElement | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [deletePeople, { loading: deleting }] = useMutation(ListActions_DeletePeopleDocument);

  const isAdmin = user?.profileType === 'ADMIN';
  const fullAccess = isAdmin || user?.profileType === 'USER';
  if (!fullAccess) return null;
  const ids = selected.map((row) => row.id);

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
      {/* The dialogs open over the list, which keeps its query (the Page Search). */}
      <ContactSelectionActions
        selected={selected}
        basePath="/contacts"
        editMultiplePath={(picked) => `/edit-multiple-contacts?items=${picked.join(',')}`}
      />
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
