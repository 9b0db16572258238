import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useRef, useState, type ChangeEvent } from 'react';
import { useNotify } from '../../../components/notifications/notifications';
import { notifyGraphQLError } from '../../../components/notifications/notify-error';
import {
  FilesCard_DeleteFileDocument,
  FilesCard_FilesDocument,
  type FilesCard_FileFragment,
} from '../../../generated/graphql';
import { formatDate } from '../../../lib/format';
import { DetailSection, EmptyCardText } from '../detail-layout';
import { ConfirmDelete } from '../../../components/confirm/confirm-delete';
import { useFileUpload } from '../../../lib/use-file-upload';

/** Spec part 1 section 9: files show 3 before 'show all'. */
export const FILES_SHOWN = 3;

// Spec part 1 section 8.
export const FILE_DELETED = 'File was deleted.';
export const DELETE_FAILED = 'An error occured while deleting the file';

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

type FilesCardProps = { personId: string; files: readonly FilesCard_FileFragment[] };

/** A contact's files, newest first: upload with progress, download, delete (spec part 1 sections 2, 5, 8, 9). */
export function FilesCard({ personId, files }: FilesCardProps) {
  const notify = useNotify();
  const input = useRef<HTMLInputElement>(null);
  const [showAll, setShowAll] = useState(false);
  const client = useApolloClient();
  const { upload, progress } = useFileUpload('people', () =>
    client.query({ query: FilesCard_FilesDocument, variables: { id: personId }, fetchPolicy: 'network-only' }),
  );
  const [deleteFile] = useMutation(FilesCard_DeleteFileDocument, {
    update(cache, { data }) {
      const id = data?.deleteFile.deletedId;
      if (!id) return;
      cache.evict({ id: cache.identify({ __typename: 'PersonFile', id }) });
      cache.gc();
    },
  });
  const shown = showAll ? files : files.slice(0, FILES_SHOWN);

  const handlePick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = [...(event.target.files ?? [])];
    event.target.value = '';
    if (picked.length > 0) void upload(personId, picked);
  };
  const handleDelete = async (id: string) => {
    try {
      const { data } = await deleteFile({ variables: { input: { id } } });
      if (data?.deleteFile.deletedId) notify(FILE_DELETED, 'success');
      else notify(DELETE_FAILED, 'error', 400);
    } catch (error) {
      notifyGraphQLError(notify, error, DELETE_FAILED);
    }
  };

  const uploadButton = (
    <Button
      size="small"
      startIcon={<UploadFileIcon />}
      disabled={progress !== null}
      onClick={() => input.current?.click()}
    >
      Upload
    </Button>
  );
  return (
    <DetailSection title="Files" action={uploadButton}>
      <input ref={input} type="file" multiple hidden aria-label="Choose files" onChange={handlePick} />
      {progress !== null && (
        <LinearProgress variant="determinate" value={progress} aria-label="Upload progress" sx={{ mb: 1.5 }} />
      )}
      {files.length === 0 && <EmptyCardText>No files.</EmptyCardText>}
      <Stack spacing={1} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Files">
        {shown.map((file) => (
          <Stack component="li" key={file.id} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Stack sx={{ flex: 1, minWidth: 0 }}>
              <Link href={file.document} download={file.name} sx={{ overflowWrap: 'anywhere' }}>
                {file.name}
              </Link>
              <Typography variant="caption" color="text.secondary">
                {formatFileSize(file.size)} · {formatDate(file.createdAt)}
              </Typography>
            </Stack>
            <ConfirmDelete label={`Delete file ${file.name}`} onConfirm={() => void handleDelete(file.id)} />
          </Stack>
        ))}
      </Stack>
      {files.length > FILES_SHOWN && (
        <Button size="small" sx={{ mt: 1 }} onClick={() => setShowAll((value) => !value)}>
          {showAll ? 'Show less' : 'Show all'}
        </Button>
      )}
    </DetailSection>
  );
}
