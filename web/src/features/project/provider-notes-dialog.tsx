import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useNotify } from '../../components/notifications/notifications';
import { notifyGraphQLError } from '../../components/notifications/notify-error';
import { ProvidersCard_UpdateNotesDocument } from '../../generated/graphql';

type ProviderNotesDialogProps = {
  provider: { id: string; notes: string | null; person: { fullName: string } };
  onClose: () => void;
};

/** A provider's notes, written or changed; the dialog closes only once they are saved (spec part 2 section 8). */
export function ProviderNotesDialog({ provider, onClose }: ProviderNotesDialogProps) {
  const notify = useNotify();
  const [notes, setNotes] = useState(provider.notes ?? '');
  const [update, saving] = useMutation(ProvidersCard_UpdateNotesDocument);
  const save = async () => {
    try {
      const { data } = await update({ variables: { input: { id: provider.id, notes } } });
      if (!data?.updateProviderNotes.provider) return notify("Couldn't update Capital Provider", 'error', 400);
      onClose();
    } catch (error) {
      notifyGraphQLError(notify, error, "Couldn't update Capital Provider");
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="provider-notes-title" maxWidth="sm" fullWidth>
      <DialogTitle id="provider-notes-title">Notes on {provider.person.fullName}</DialogTitle>
      <DialogContent>
        <TextField
          label="Notes"
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
          multiline
          minRows={3}
          fullWidth
          autoFocus
          sx={{ mt: 1 }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" disabled={saving.loading} onClick={() => void save()}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
