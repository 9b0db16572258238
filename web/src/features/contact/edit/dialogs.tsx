import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { ConfirmDialog } from '../../../components/confirm-dialog';

/** Spec part 1 section 2: leaving a form with unsaved changes. */
export function DiscardChangesDialog({
  open,
  onYes,
  onCancel,
}: {
  open: boolean;
  onYes: () => void;
  onCancel: () => void;
}) {
  return (
    <ConfirmDialog open={open} title="Discard changes" confirmLabel="YES" onConfirm={onYes} onCancel={onCancel}>
      Are you sure you want to discard your changes?
    </ConfirmDialog>
  );
}

/** Spec part 1 section 2: a work email another contact already has, with a way to that contact. */
export function ConflictingEmailDialog({
  person,
  onView,
  onClose,
}: {
  person: { id: string; fullName: string } | null;
  onView: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog open={person !== null} onClose={onClose} aria-labelledby="conflicting-email-title" maxWidth="xs" fullWidth>
      <DialogTitle id="conflicting-email-title">Conflicting Email Address</DialogTitle>
      <DialogContent>
        <DialogContentText>This work email address is already being used by: {person?.fullName}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
        <Button variant="contained" onClick={onView}>
          View Contact
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Save with errors in the form opens this instead (spec part 1 section 2). */
export function FormErrorsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="form-errors-title" maxWidth="xs" fullWidth>
      <DialogTitle id="form-errors-title">Please correct the errors</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Some fields are missing or not valid. Correct the fields marked in red, then save again.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          OK
        </Button>
      </DialogActions>
    </Dialog>
  );
}
