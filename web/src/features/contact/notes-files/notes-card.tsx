import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { useState } from 'react';
import type { NotesCard_NoteFragment } from '../../../generated/graphql';
import { formatDateTime } from '../../../lib/format';
import { DetailSection, EmptyCardText } from '../detail-layout';
import { ConfirmDelete } from '../../../components/confirm/confirm-delete';
import { NoteForm } from './note-form';
import { useNoteMutations } from './use-note-mutations';

/** Spec section 9: notes show 4 before 'Show more'. */
export const NOTES_SHOWN = 4;

type NotesCardProps = { personId: string; notes: readonly NotesCard_NoteFragment[] };

/** A contact's notes, newest first: add, edit in place, delete after 'Delete?' (spec part 1 section 2). */
export function NotesCard({ personId, notes }: NotesCardProps) {
  const [showAll, setShowAll] = useState(false);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<string | null>(null);
  const mutations = useNoteMutations(personId);
  const newestFirst = [...notes].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || Number(b.id) - Number(a.id));
  const shown = showAll ? newestFirst : newestFirst.slice(0, NOTES_SHOWN);

  const handleCreate = async (text: string) => {
    const userErrors = await mutations.create(text);
    if (userErrors?.length === 0) setAdding(false);
    return userErrors;
  };
  const handleUpdate = (id: string) => async (text: string) => {
    const userErrors = await mutations.update(id, text);
    if (userErrors?.length === 0) setEditing(null);
    return userErrors;
  };

  const addButton = (
    <Button size="small" startIcon={<AddIcon />} onClick={() => setAdding(true)} disabled={adding}>
      Add note
    </Button>
  );
  return (
    <DetailSection title="Notes" action={addButton}>
      {adding && (
        <Stack sx={{ mb: 2 }}>
          <NoteForm label="New note" discardBlank onSave={handleCreate} onCancel={() => setAdding(false)} />
        </Stack>
      )}
      {shown.length === 0 && !adding && <EmptyCardText>No notes.</EmptyCardText>}
      <Stack
        spacing={1.5}
        divider={<Divider flexItem />}
        component="ul"
        sx={{ listStyle: 'none', p: 0, m: 0 }}
        aria-label="Notes"
      >
        {shown.map((note) => (
          <li key={note.id} aria-label="Note">
            {editing === note.id ? (
              <NoteForm
                label="Note"
                defaultText={note.text}
                onSave={handleUpdate(note.id)}
                onCancel={() => setEditing(null)}
              />
            ) : (
              <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                <Stack sx={{ flex: 1, minWidth: 0 }}>
                  <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {note.text}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {note.creator?.fullName ?? 'User No Longer Exists'} · {formatDateTime(note.createdAt)}
                  </Typography>
                </Stack>
                <IconButton size="small" aria-label="Edit note" onClick={() => setEditing(note.id)}>
                  <EditOutlined fontSize="small" />
                </IconButton>
                <ConfirmDelete label="Delete note" onConfirm={() => void mutations.remove(note.id)} />
              </Stack>
            )}
          </li>
        ))}
      </Stack>
      {newestFirst.length > NOTES_SHOWN && (
        <Button size="small" sx={{ mt: 1 }} onClick={() => setShowAll((value) => !value)}>
          {showAll ? 'Show less' : 'Show more'}
        </Button>
      )}
    </DetailSection>
  );
}
