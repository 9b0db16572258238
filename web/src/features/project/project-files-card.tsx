import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { ConfirmDelete } from '../../components/confirm/confirm-delete';
import { useNotify } from '../../components/notifications/notifications';
import { notifyGraphQLError } from '../../components/notifications/notify-error';
import {
  ProjectFilesCard_DeleteFileDocument,
  ProjectFilesCard_FilesDocument,
  type ProjectFilesCard_FileFragment,
} from '../../generated/graphql';
import { formatDate } from '../../lib/format';
import { useFileUpload } from '../../lib/use-file-upload';

/** Spec part 2 section 9: file lists show 3, then 'Show all'. */
const SHOWN = 3;

// Spec part 1 section 8.
const FILE_DELETED = 'File was deleted.';
const DELETE_FAILED = 'An error occured while deleting the file';

function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

type ProjectFilesCardProps = {
  projectId: string;
  /** Staff or an owner of the project: may delete any of its files, not only their own. */
  fullAccess: boolean;
  currentUserId: string | null;
};

/**
 * A project's files, newest first (spec part 2 section 2, 'files'): upload with progress (150 MB a file), download,
 * delete after 'Delete?'. Shown to those who may see them: staff and the team's owners, members and clients.
 */
export function ProjectFilesCard({ projectId, fullAccess, currentUserId }: ProjectFilesCardProps) {
  const notify = useNotify();
  const input = useRef<HTMLInputElement>(null);
  const [showAll, setShowAll] = useState(false);
  const { data, loading, error, refetch } = useQuery(ProjectFilesCard_FilesDocument, {
    variables: { id: projectId },
    fetchPolicy: 'cache-and-network',
  });
  const { upload, progress } = useFileUpload('projects', () => refetch());
  const [deleteFile] = useMutation(ProjectFilesCard_DeleteFileDocument, {
    update(cache, { data: deleted }) {
      const id = deleted?.deleteProjectFile.deletedId;
      if (!id) return;
      cache.evict({ id: cache.identify({ __typename: 'ProjectFile', id }) });
      cache.gc();
    },
  });
  // Spec part 2 section 8: file errors are only logged to the console.
  useEffect(() => {
    if (error) console.error('Project files failed to load', error);
  }, [error]);

  const files = data?.project?.files ?? [];
  const shown = showAll ? files : files.slice(0, SHOWN);

  const handlePick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = [...(event.target.files ?? [])];
    event.target.value = '';
    if (picked.length > 0) void upload(projectId, picked);
  };
  const handleDelete = async (id: string) => {
    try {
      const { data: deleted } = await deleteFile({ variables: { input: { id } } });
      if (deleted?.deleteProjectFile.deletedId) notify(FILE_DELETED, 'success');
      else notify(DELETE_FAILED, 'error', 400);
    } catch (deleteError) {
      notifyGraphQLError(notify, deleteError, DELETE_FAILED);
    }
  };

  return (
    <Card variant="outlined" component="section" aria-label="Files">
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
          <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
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
        {!data && loading && <FilesSkeleton />}
        {!data && error && (
          <Typography variant="body2" color="text.secondary">
            The files could not be loaded.
          </Typography>
        )}
        {data && files.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            No files yet.
          </Typography>
        )}
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Project files">
          {shown.map((file) => (
            <FileItem
              key={file.id}
              file={file}
              canDelete={fullAccess || (currentUserId !== null && file.user?.id === currentUserId)}
              onDelete={() => void handleDelete(file.id)}
            />
          ))}
        </Stack>
        {files.length > SHOWN && (
          <Button size="small" sx={{ mt: 1 }} onClick={() => setShowAll((value) => !value)}>
            {showAll ? 'Show less' : `Show all (${files.length})`}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

type FileItemProps = { file: ProjectFilesCard_FileFragment; canDelete: boolean; onDelete: () => void };

function FileItem({ file, canDelete, onDelete }: FileItemProps) {
  const facts = [fileSize(file.size), formatDate(file.createdAt), file.user?.fullName].filter(Boolean);
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
      {canDelete && <ConfirmDelete label={`Delete file ${file.name}`} onConfirm={onDelete} />}
    </Stack>
  );
}

function FilesSkeleton() {
  return (
    <Stack spacing={1} aria-busy="true" aria-label="Loading files">
      {[0, 1].map((row) => (
        <Stack key={row}>
          <Skeleton variant="text" width="60%" />
          <Skeleton variant="text" width="35%" />
        </Stack>
      ))}
    </Stack>
  );
}
