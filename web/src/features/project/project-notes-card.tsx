import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { ConfirmDelete } from '../../components/confirm/confirm-delete';
import { useNotify } from '../../components/notifications/notifications';
import { notifyGraphQLError } from '../../components/notifications/notify-error';
import {
  ProjectPage_CreateNoteDocument,
  ProjectPage_DeleteNoteDocument,
  ProjectPage_UpdateNoteDocument,
} from '../../generated/graphql';
import { formatDateTime } from '../../lib/format';
import { useCurrentUser } from '../../lib/current-user';
import { hasFullAccessOn, worksOn, type ProjectDetail } from './project-form-values';

/** Spec part 2 section 9: notes show 4, then 'Show more'. */
const SHOWN = 4;
type Note = ProjectDetail['notes'][number];

/** Edit and delete are offered on the notes one may change: one's own, or every note with full access (the api's rule). */
function NoteItem({ note, canChange, onChanged }: { note: Note; canChange: boolean; onChanged: () => void }) {
  const notify = useNotify();
  const [text, setText] = useState<string | null>(null);
  const [update] = useMutation(ProjectPage_UpdateNoteDocument);
  const [remove] = useMutation(ProjectPage_DeleteNoteDocument);
  const save = async () => {
    if (text === null) return;
    try {
      const { data } = await update({ variables: { input: { id: note.id, text } } });
      if (!data?.updateProjectNote.note) return notify("Couldn't update note", 'error');
      setText(null);
      onChanged();
    } catch (error) {
      notifyGraphQLError(notify, error, "Couldn't update note");
    }
  };
  const del = async () => {
    try {
      const { data } = await remove({ variables: { input: { id: note.id } } });
      if (!data?.deleteProjectNote.deletedId) return notify("Couldn't delete note", 'error');
      onChanged();
    } catch (error) {
      notifyGraphQLError(notify, error, "Couldn't delete note");
    }
  };
  return (
    <Stack component="li" sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
      <Stack direction="row" sx={{ alignItems: 'center' }}>
        <Typography variant="caption" color="text.secondary" sx={{ flex: 1 }}>
          {note.creator?.fullName ?? 'User No Longer Exists'} · {formatDateTime(note.createdAt)}
        </Typography>
        {canChange && (
          <>
            <IconButton size="small" aria-label="Edit note" onClick={() => setText(note.text)}>
              <EditOutlinedIcon fontSize="small" />
            </IconButton>
            <ConfirmDelete label="Delete note" onConfirm={() => void del()} />
          </>
        )}
      </Stack>
      {text === null ? (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
          {note.text}
        </Typography>
      ) : (
        <Stack spacing={1}>
          <TextField
            multiline
            size="small"
            value={text}
            onChange={(event) => setText(event.target.value)}
            slotProps={{ htmlInput: { 'aria-label': 'Note text' } }}
          />
          <Stack direction="row" spacing={1}>
            <Button size="small" variant="contained" disabled={text.trim() === ''} onClick={() => void save()}>
              Save
            </Button>
            <Button size="small" onClick={() => setText(null)}>
              Cancel
            </Button>
          </Stack>
        </Stack>
      )}
    </Stack>
  );
}

/**
 * The project's notes, newest first, 4 then 'Show more'. Those who work on the project add notes; each note is edited or
 * deleted by its writer or with full access (the api's rules: its client reads them only).
 */
export function ProjectNotesCard({ project, onChanged }: { project: ProjectDetail; onChanged: () => void }) {
  const notify = useNotify();
  const { user } = useCurrentUser();
  const fullAccess = hasFullAccessOn(project, user);
  const [text, setText] = useState('');
  const [all, setAll] = useState(false);
  const [create, created] = useMutation(ProjectPage_CreateNoteDocument);
  const add = async () => {
    // Spec part 2 section 4: a new note with blank text is discarded.
    if (text.trim() === '') return setText('');
    try {
      const { data } = await create({ variables: { input: { projectId: project.id, text } } });
      if (!data?.createProjectNote.note) return notify("Couldn't create note", 'error');
      setText('');
      onChanged();
    } catch (error) {
      notifyGraphQLError(notify, error, "Couldn't create note");
    }
  };
  const shown = all ? project.notes : project.notes.slice(0, SHOWN);
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          Notes
        </Typography>
        {worksOn(project, user) && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <TextField
              multiline
              maxRows={4}
              size="small"
              fullWidth
              placeholder="Add a note"
              value={text}
              onChange={(event) => setText(event.target.value)}
              onKeyDown={(event) => {
                // Enter submits, Shift+Enter adds a line (spec part 2 section 5).
                if (event.key === 'Enter' && !event.shiftKey) {
                  event.preventDefault();
                  void add();
                }
              }}
              slotProps={{ htmlInput: { 'aria-label': 'New note' } }}
            />
            <Button variant="outlined" disabled={created.loading} onClick={() => void add()}>
              Add
            </Button>
          </Stack>
        )}
        <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }} aria-label="Notes">
          {shown.map((note) => (
            <NoteItem
              key={note.id}
              note={note}
              canChange={fullAccess || (user !== null && note.creator?.id === user.id)}
              onChanged={onChanged}
            />
          ))}
        </Stack>
        {project.notes.length === 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            No notes yet.
          </Typography>
        )}
        {project.notes.length > SHOWN && (
          <Button size="small" onClick={() => setAll(!all)} sx={{ mt: 1 }}>
            {all ? 'Show less' : 'Show more'}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
