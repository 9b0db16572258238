import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';

type SaveSearchDialogProps = {
  saving: boolean;
  onSave: (title: string) => void;
  onClose: () => void;
};

/** 'Save search as': a name is required; an empty one is ignored (spec part 2 section 5). */
export function SaveSearchDialog({ saving, onSave, onClose }: SaveSearchDialogProps) {
  const [title, setTitle] = useState('');
  const [tried, setTried] = useState(false);
  const blank = title.trim() === '';
  const submit = () => {
    setTried(true);
    if (!blank) onSave(title.trim());
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="save-search-title">
      <DialogTitle id="save-search-title">Save search as</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          required
          margin="dense"
          label="Name"
          value={title}
          error={tried && blank}
          helperText={tried && blank ? 'A name is required' : undefined}
          slotProps={{ htmlInput: { maxLength: 200 } }}
          onChange={(event) => setTitle(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') submit();
          }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" disabled={saving} onClick={submit}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
