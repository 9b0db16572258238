import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { NotesCard_NoteFragment } from '../../generated/graphql';
import { formatDateTime } from '../../lib/format';
import { DetailSection, EmptyCardText } from './detail-layout';

/** Spec section 9: notes show 4 before 'Show more'. */
export const NOTES_SHOWN = 4;

export function NotesCard({ notes }: { notes: readonly NotesCard_NoteFragment[] }) {
  const [showAll, setShowAll] = useState(false);
  const newestFirst = [...notes].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const shown = showAll ? newestFirst : newestFirst.slice(0, NOTES_SHOWN);
  return (
    <DetailSection title="Notes">
      {shown.length === 0 && <EmptyCardText>No notes.</EmptyCardText>}
      <Stack spacing={1.5} divider={<Divider flexItem />}>
        {shown.map((note) => (
          <div key={note.id}>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
              {note.text}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {note.creator?.fullName ?? 'User No Longer Exists'} · {formatDateTime(note.createdAt)}
            </Typography>
          </div>
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
