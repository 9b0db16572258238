import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { columnTitleEdit } from './board-model';

export type ColumnTitleProps = {
  columnId: string;
  name: string;
  /** Renames the column (full access only); resolves to whether the server took the new name. */
  onRename?: (columnId: string, name: string) => Promise<boolean>;
};

/** A saved title shown until the board shows any other name than the one it replaced (the event that follows). */
type Saved = { name: string; replacing: string };

/**
 * A column's title; for users with full access (spec part 2 sections 2 and 6) the pencil or a double-click edits it
 * in place: Enter or leaving the field saves, Escape cancels, a blank title is refused.
 */
export function ColumnTitle({ columnId, name, onRename }: ColumnTitleProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const [blank, setBlank] = useState(false);
  const [saved, setSaved] = useState<Saved | null>(null);
  // Whether the field is open, at once: closing it (Enter, Escape) makes it lose focus as it goes, and that blur,
  // handled with this render's draft, must not save again.
  const editing = useRef(false);
  const shown = saved && saved.replacing === name ? saved.name : name;

  const handleEdit = () => {
    if (!onRename) return;
    editing.current = true;
    setDraft(shown);
    setBlank(false);
  };
  const close = () => {
    editing.current = false;
    setDraft(null);
  };
  const handleSave = async (leaving: boolean) => {
    if (!editing.current || draft === null || !onRename) return;
    const edit = columnTitleEdit(draft, shown);
    if (edit.kind === 'blank') {
      // Leaving the field with nothing in it keeps the title; Enter says why it cannot be saved.
      if (leaving) close();
      else setBlank(true);
      return;
    }
    close();
    if (edit.kind === 'unchanged') return;
    const saving = { name: edit.name, replacing: name };
    setSaved(saving);
    if (!(await onRename(columnId, edit.name))) setSaved((current) => (current === saving ? null : current));
  };

  if (draft !== null)
    return (
      <InputBase
        autoFocus
        value={draft}
        onChange={(event) => {
          setDraft(event.target.value);
          setBlank(false);
        }}
        onFocus={(event) => event.target.select()}
        onBlur={() => void handleSave(true)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            void handleSave(false);
          } else if (event.key === 'Escape') {
            event.preventDefault();
            close();
          }
        }}
        error={blank}
        placeholder="Column title"
        inputProps={{ 'aria-label': 'Column title', 'aria-invalid': blank, maxLength: 200 }}
        sx={{
          flex: 1,
          mr: 1,
          px: 0.75,
          fontSize: 14,
          fontWeight: 600,
          border: 1,
          borderColor: blank ? 'error.main' : 'primary.main',
          borderRadius: 1,
          bgcolor: 'background.paper',
        }}
      />
    );
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', minWidth: 0, mr: 1 }}>
      <Typography
        variant="subtitle2"
        component="h2"
        sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
        onDoubleClick={onRename ? handleEdit : undefined}
      >
        {shown}
      </Typography>
      {onRename && (
        <IconButton
          size="small"
          aria-label={`Edit column title ${shown}`}
          onClick={handleEdit}
          sx={{ ml: 0.5, p: 0.25 }}
        >
          <EditIcon sx={{ fontSize: 16 }} />
        </IconButton>
      )}
    </Box>
  );
}
