import { useMutation } from '@apollo/client/react';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNotify } from '../../components/notifications/notifications';
import { notifyGraphQLError } from '../../components/notifications/notify-error';
import {
  TaskPage_AddCommentDocument,
  TaskPage_DeleteCommentDocument,
  TaskPage_TaskDocument,
  TaskPage_UpdateCommentDocument,
  type TaskPage_CommentFragment,
} from '../../generated/graphql';
import { formatDateTime } from '../../lib/format';
import { SHOWN } from './task-files';

// Spec part 2 section 8 names no comment messages: a refusal shows the server's; a failure says what failed, in the
// catalogue's manner ("Couldn't create note"), with the status.
const FAILED = { add: "Couldn't add comment", update: "Couldn't update comment", delete: "Couldn't delete comment" };

type TaskCommentsProps = { taskId: string; comments: readonly TaskPage_CommentFragment[]; userId: string | null };

/** A task's comments, newest first: Add, and inline edit and delete by their creator alone (spec part 2 section 5). */
export function TaskComments({ taskId, comments, userId }: TaskCommentsProps) {
  const notify = useNotify();
  const [text, setText] = useState('');
  const [editing, setEditing] = useState<{ id: string; text: string } | null>(null);
  const [showAll, setShowAll] = useState(false);
  const refetch = { refetchQueries: [{ query: TaskPage_TaskDocument, variables: { id: taskId } }] };
  const [add, adding] = useMutation(TaskPage_AddCommentDocument, refetch);
  const [update] = useMutation(TaskPage_UpdateCommentDocument);
  const [remove] = useMutation(TaskPage_DeleteCommentDocument, refetch);

  /** Runs a comment mutation; true when it succeeded, else the failure is shown. */
  const run = async (failed: string, call: () => Promise<readonly { message: string }[] | undefined>) => {
    try {
      const userErrors = await call();
      if (!userErrors) return false;
      if (userErrors.length === 0) return true;
      notify(userErrors[0]!.message, 'error', 400);
    } catch (error) {
      notifyGraphQLError(notify, error, failed);
    }
    return false;
  };
  const handleAdd = async () => {
    if (!text.trim()) return;
    const done = await run(
      FAILED.add,
      async () => (await add({ variables: { input: { taskId, text } } })).data?.addComment.userErrors,
    );
    if (done) setText('');
  };
  const handleSave = async () => {
    if (!editing) return;
    const done = await run(
      FAILED.update,
      async () =>
        (await update({ variables: { input: { id: editing.id, text: editing.text } } })).data?.updateComment.userErrors,
    );
    if (done) setEditing(null);
  };
  const handleDelete = (id: string) =>
    void run(
      FAILED.delete,
      async () => (await remove({ variables: { input: { id } } })).data?.deleteComment.userErrors,
    );

  const newestFirst = [...comments].reverse();
  const shown = showAll ? newestFirst : newestFirst.slice(0, SHOWN);
  return (
    <Box component="section" aria-label="Comments">
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        Comments
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', mb: 1.5 }}>
        <TextField
          size="small"
          fullWidth
          multiline
          maxRows={6}
          placeholder="Write a comment..."
          slotProps={{ htmlInput: { 'aria-label': 'New comment' } }}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <Button variant="outlined" onClick={() => void handleAdd()} disabled={!text.trim() || adding.loading}>
          Add
        </Button>
      </Stack>
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Task comments">
        {shown.map((comment) => (
          <li key={comment.id} aria-label="Comment">
            <Typography variant="caption" color="text.secondary">
              {comment.creator?.fullName ?? 'User No Longer Exists'} · {formatDateTime(comment.createdAt)}
            </Typography>
            {editing?.id === comment.id ? (
              <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                <TextField
                  size="small"
                  fullWidth
                  multiline
                  autoFocus
                  slotProps={{ htmlInput: { 'aria-label': 'Comment text' } }}
                  value={editing.text}
                  onChange={(event) => setEditing({ id: comment.id, text: event.target.value })}
                />
                <Button size="small" onClick={() => void handleSave()} disabled={!editing.text.trim()}>
                  Save
                </Button>
                <Button size="small" onClick={() => setEditing(null)}>
                  Cancel
                </Button>
              </Stack>
            ) : (
              <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                <Typography variant="body2" sx={{ flex: 1, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {comment.text}
                </Typography>
                {comment.creator?.id === userId && (
                  <>
                    <IconButton
                      size="small"
                      aria-label="Edit comment"
                      onClick={() => setEditing({ id: comment.id, text: comment.text })}
                    >
                      <EditOutlined fontSize="small" />
                    </IconButton>
                    <IconButton size="small" aria-label="Delete comment" onClick={() => handleDelete(comment.id)}>
                      <DeleteOutline fontSize="small" />
                    </IconButton>
                  </>
                )}
              </Stack>
            )}
          </li>
        ))}
      </Stack>
      {comments.length > SHOWN && (
        <Button size="small" onClick={() => setShowAll((value) => !value)}>
          {showAll ? 'Show less' : `Show all (${comments.length})`}
        </Button>
      )}
    </Box>
  );
}
