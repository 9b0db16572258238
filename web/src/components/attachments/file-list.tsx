import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { ConfirmDelete } from '../confirm/confirm-delete';
import { useNotify } from '../notifications/notifications';
import { notifyGraphQLError } from '../notifications/notify-error';
import { formatDate } from '../../lib/format';
import type { FileOwner } from '../../lib/upload-files';
import { useFileUpload } from '../../lib/use-file-upload';

/** Spec part 1 section 9 and part 2 section 9: file lists show 3 before 'Show all'. */
export const FILES_SHOWN = 3;

// Spec part 1 section 8.
export const FILE_DELETED = 'File was deleted.';
export const DELETE_FAILED = 'An error occured while deleting the file';

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export type ListedFile = {
  id: string;
  name: string;
  size: number;
  document: string;
  createdAt: string;
  user?: { id: string; fullName: string } | null;
};

type FileListProps = {
  owner: Extract<FileOwner, 'people' | 'projects'>;
  ownerId: string;
  /** Newest first; null while they load (then `status` shows in their place). */
  files: readonly ListedFile[] | null;
  /** Reads the files again after an upload. */
  onUploaded: () => Promise<unknown>;
  /** Deletes one file; true when the server deleted it. */
  remove: (id: string) => Promise<boolean>;
  canDelete?: (file: ListedFile) => boolean;
  emptyText: string;
  /** The accessible name of the list. */
  label: string;
  /** Shown instead of the list while `files` is null: a skeleton, or why the files could not be read. */
  status?: ReactNode;
};

/**
 * The Files card of a contact or a project: Upload (several at once, each at most 150 MB, with progress), each file a
 * download link with its size, date and uploader, Delete after 'Delete?' with the spec's messages, 3 then 'Show all'.
 */
export function FileList({
  owner,
  ownerId,
  files,
  onUploaded,
  remove,
  canDelete = () => true,
  emptyText,
  label,
  status,
}: FileListProps) {
  const notify = useNotify();
  const input = useRef<HTMLInputElement>(null);
  const [showAll, setShowAll] = useState(false);
  const { upload, progress } = useFileUpload(owner, onUploaded);
  const shown = showAll ? (files ?? []) : (files ?? []).slice(0, FILES_SHOWN);

  const handlePick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = [...(event.target.files ?? [])];
    event.target.value = '';
    if (picked.length > 0) void upload(ownerId, picked);
  };
  const handleDelete = async (id: string) => {
    try {
      if (await remove(id)) notify(FILE_DELETED, 'success');
      else notify(DELETE_FAILED, 'error', 400);
    } catch (error) {
      notifyGraphQLError(notify, error, DELETE_FAILED);
    }
  };

  return (
    <Card variant="outlined" component="section" aria-label="Files">
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1.5 }}>
          <Typography variant="h6" component="h2">
            Files
          </Typography>
          <Button
            size="small"
            startIcon={<UploadFileIcon />}
            disabled={progress !== null}
            onClick={() => input.current?.click()}
          >
            Upload
          </Button>
        </Stack>
        <input ref={input} type="file" multiple hidden aria-label="Choose files" onChange={handlePick} />
        {progress !== null && (
          <LinearProgress variant="determinate" value={progress} aria-label="Upload progress" sx={{ mb: 1.5 }} />
        )}
        {files === null && status}
        {files?.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {emptyText}
          </Typography>
        )}
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={label}>
          {shown.map((file) => (
            <FileItem
              key={file.id}
              file={file}
              deletable={canDelete(file)}
              onDelete={() => void handleDelete(file.id)}
            />
          ))}
        </Stack>
        {files && files.length > FILES_SHOWN && (
          <Button size="small" sx={{ mt: 1 }} onClick={() => setShowAll((value) => !value)}>
            {showAll ? 'Show less' : `Show all (${files.length})`}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

type FileItemProps = { file: ListedFile; deletable: boolean; onDelete: () => void };

function FileItem({ file, deletable, onDelete }: FileItemProps) {
  const facts = [formatFileSize(file.size), formatDate(file.createdAt), file.user?.fullName].filter(Boolean);
  return (
    <Stack component="li" direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Stack sx={{ flex: 1, minWidth: 0 }}>
        <Link href={file.document} download={file.name} sx={{ overflowWrap: 'anywhere' }}>
          {file.name}
        </Link>
        <Typography variant="caption" color="text.secondary">
          {facts.join(' · ')}
        </Typography>
      </Stack>
      {deletable && <ConfirmDelete label={`Delete file ${file.name}`} onConfirm={onDelete} />}
    </Stack>
  );
}
