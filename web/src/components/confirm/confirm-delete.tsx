import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import { useState } from 'react';

type ConfirmDeleteProps = {
  /** What the icon button deletes, for screen readers: 'Delete note'. */
  label: string;
  disabled?: boolean;
  onConfirm: () => void;
};

/** A delete icon that asks 'Delete?' in place (spec part 1 section 2) before it calls `onConfirm`. */
export function ConfirmDelete({ label, disabled = false, onConfirm }: ConfirmDeleteProps) {
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <IconButton size="small" aria-label={label} disabled={disabled} onClick={() => setAsking(true)}>
        <DeleteOutline fontSize="small" />
      </IconButton>
    );
  }
  const handleYes = () => {
    setAsking(false);
    onConfirm();
  };
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }} role="group" aria-label={label}>
      <Typography variant="body2">Delete?</Typography>
      <Button size="small" color="error" onClick={handleYes}>
        Yes
      </Button>
      <Button size="small" onClick={() => setAsking(false)}>
        No
      </Button>
    </Stack>
  );
}
