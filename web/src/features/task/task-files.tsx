import { useApolloClient, useMutation } from '@apollo/client/react';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState, type DragEvent } from 'react';
import { useNotify } from '../../components/notifications/notifications';
import { notifyGraphQLError } from '../../components/notifications/notify-error';
import {
  TaskPage_DeleteTaskFileDocument,
  TaskPage_FilesDocument,
  type TaskPage_FileFragment,
} from '../../generated/graphql';
import { formatDate } from '../../lib/format';
import { useFileUpload, withinLimit } from '../../lib/use-file-upload';

/** Spec part 2 section 2: comment and file lists show 3 items, then 'Show all'. */
export const SHOWN = 3;
// Spec part 1 section 8.
const DELETE_FAILED = 'An error occured while deleting the file';

type TaskFilesProps = {
  /** The task; null for a new one, whose files wait in `pending` until it is created. */
  taskId: string | null;
  files: readonly TaskPage_FileFragment[];
  pending: readonly File[];
  onPendingChange: (files: File[]) => void;
  userId: string | null;
};

/** Files with an 'Add Attachments' drop zone: a task's are uploaded at once, a new task's after it is created. */
export function TaskFiles({ taskId, files, pending, onPendingChange, userId }: TaskFilesProps) {
  const notify = useNotify();
  const client = useApolloClient();
  const input = useRef<HTMLInputElement>(null);
  const [showAll, setShowAll] = useState(false);
  const [over, setOver] = useState(false);
  const { upload, progress } = useFileUpload('tasks', () =>
    client.query({ query: TaskPage_FilesDocument, variables: { id: taskId ?? '' }, fetchPolicy: 'network-only' }),
  );
  const [deleteFile] = useMutation(TaskPage_DeleteTaskFileDocument, {
    update(cache, { data }) {
      const id = data?.deleteTaskFile.deletedId;
      if (id) cache.evict({ id: cache.identify({ __typename: 'TaskFile', id }) });
      cache.gc();
    },
  });

  const handleFiles = (picked: File[]) => {
    if (picked.length === 0) return;
    if (taskId) void upload(taskId, picked);
    else onPendingChange([...pending, ...withinLimit(picked, notify)]);
  };
  const handleDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    handleFiles([...event.dataTransfer.files]);
  };
  const handleDelete = async (id: string) => {
    try {
      const { data } = await deleteFile({ variables: { input: { id } } });
      if (!data?.deleteTaskFile.deletedId) notify(DELETE_FAILED, 'error', 400);
    } catch (error) {
      notifyGraphQLError(notify, error, DELETE_FAILED);
    }
  };

  const rows = [
    ...pending.map((file, index) => ({ key: `new-${index}`, name: file.name, size: file.size, pendingIndex: index })),
    ...files.map((file) => ({ key: file.id, name: file.name, size: file.size, file })),
  ];
  const shown = showAll ? rows : rows.slice(0, SHOWN);
  return (
    <Box component="section" aria-label="Files">
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        Files
      </Typography>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        aria-label="Choose files"
        onChange={(event) => {
          const picked = [...(event.target.files ?? [])];
          event.target.value = '';
          handleFiles(picked);
        }}
      />
      <Box
        role="button"
        tabIndex={0}
        onClick={() => input.current?.click()}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === ' ') input.current?.click();
        }}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={handleDrop}
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 1,
          p: 2,
          border: 1,
          borderStyle: 'dashed',
          borderColor: over ? 'primary.main' : 'divider',
          borderRadius: 1,
          bgcolor: over ? 'action.hover' : 'transparent',
          color: 'text.secondary',
          cursor: 'pointer',
        }}
      >
        <AttachFileIcon fontSize="small" />
        <Typography variant="body2">Add Attachments</Typography>
      </Box>
      {progress !== null && (
        <LinearProgress variant="determinate" value={progress} aria-label="Upload progress" sx={{ mt: 1 }} />
      )}
      <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }} aria-label="Task files">
        {shown.map((row) => (
          <Stack component="li" key={row.key} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              {'file' in row && row.file ? (
                <Link href={row.file.document} download={row.name} sx={{ overflowWrap: 'anywhere' }}>
                  {row.name}
                </Link>
              ) : (
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {row.name}
                </Typography>
              )}
              <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                {'file' in row && row.file
                  ? [row.file.user?.fullName, formatDate(row.file.createdAt)].filter(Boolean).join(' · ')
                  : 'Uploaded when the task is created'}
              </Typography>
            </Box>
            {'pendingIndex' in row && (
              <IconButton
                size="small"
                aria-label={`Remove file ${row.name}`}
                onClick={() => onPendingChange(pending.filter((_file, index) => index !== row.pendingIndex))}
              >
                <DeleteOutline fontSize="small" />
              </IconButton>
            )}
            {/* Only the author of a file may delete it (spec part 2 section 5). */}
            {'file' in row && row.file && row.file.user?.id === userId && (
              <IconButton
                size="small"
                aria-label={`Delete file ${row.name}`}
                onClick={() => void handleDelete(row.file.id)}
              >
                <DeleteOutline fontSize="small" />
              </IconButton>
            )}
          </Stack>
        ))}
      </Stack>
      {rows.length > SHOWN && (
        <Button size="small" onClick={() => setShowAll((value) => !value)}>
          {showAll ? 'Show less' : `Show all (${rows.length})`}
        </Button>
      )}
    </Box>
  );
}
