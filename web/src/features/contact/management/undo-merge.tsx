import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useNotify } from '../../../components/notifications/notifications';
import { notifyGraphQLError } from '../../../components/notifications/notify-error';
import { UndoMerge_MergesDocument, UndoMerge_UndoDocument } from '../../../generated/graphql';
import { isAdmin, useCurrentUser } from '../../../lib/current-user';
import { formatDate } from '../../../lib/format';

/**
 * On the surviving contact's page, for admins: the latest merge into it can be undone for 30 days, bringing the
 * merged contacts back with what moved.
 */
export function UndoMerge({ personId }: { personId: string }) {
  const { user } = useCurrentUser();
  const admin = isAdmin(user);
  const notify = useNotify();
  const { data, refetch } = useQuery(UndoMerge_MergesDocument, {
    variables: { id: personId },
    skip: !admin,
    fetchPolicy: 'network-only',
  });
  const [undo, { loading }] = useMutation(UndoMerge_UndoDocument, { refetchQueries: 'active' });
  const [open, setOpen] = useState(false);
  const merge = data?.person?.undoableMerges[0];
  if (!admin || !merge) return null;
  const until = formatDate(merge.undoUntil);
  const onUndo = async () => {
    try {
      const result = await undo({ variables: { id: merge.id } });
      const errors = result.data?.undoMerge.userErrors ?? [];
      if (errors.length > 0) {
        notify(errors[0]!.message, 'error');
        return;
      }
      setOpen(false);
      notify('Merge undone.', 'success');
      void refetch();
    } catch (error) {
      notifyGraphQLError(notify, error, 'An error occured while undoing the merge.');
    }
  };
  return (
    <>
      <Alert
        severity="info"
        action={
          <Button color="inherit" size="small" onClick={() => setOpen(true)}>
            Undo merge
          </Button>
        }
      >
        Merged with {merge.mergedNames.join(', ')}. The merge can be undone until {until}.
      </Alert>
      <Dialog open={open} onClose={() => setOpen(false)}>
        <DialogContent>
          <DialogContentText>
            Undo the merge with {merge.mergedNames.join(', ')}?{' '}
            {merge.mergedIds.length === 0
              ? // A merged imported line (no merged contacts): it goes back to the list it came from.
                'The imported line goes back to Imported Duplicates, and this contact gets back the details it had before.'
              : 'The merged contacts come back with their notes and details.'}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cancel</Button>
          <Button variant="contained" onClick={() => void onUndo()} disabled={loading}>
            Undo merge
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
