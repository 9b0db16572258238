import AttachFileIcon from '@mui/icons-material/AttachFile';
import CloseIcon from '@mui/icons-material/Close';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { useRef, type SyntheticEvent } from 'react';
import { useNotify } from '../notifications/notifications';
import type { FileOwner } from '../../lib/upload-files';
import { useFileUpload } from '../../lib/use-file-upload';

const kilobytes = (size: number) => `${Math.max(1, Math.round(size / 1024)).toLocaleString('en-GB')} KB`;

type Attachment = { id: string; name: string; size: number; document: string };

/**
 * The attachments of a draft or a template (spec part 2, Compose screen and template editor): Attach files (each at
 * most 150 MB, the spec's message otherwise), each one a chip that downloads it and whose cross removes it.
 */
export function Attachments({
  owner,
  ownerId,
  files,
  onChanged,
  remove,
}: {
  owner: Extract<FileOwner, 'drafts' | 'templates'>;
  ownerId: string;
  files: readonly Attachment[];
  onChanged: () => Promise<unknown>;
  /** Deletes one; false when nothing was deleted. */
  remove: (id: string) => Promise<boolean>;
}) {
  const notify = useNotify();
  const input = useRef<HTMLInputElement>(null);
  const { upload, progress } = useFileUpload(owner, onChanged);

  const handleRemove = async (id: string) => {
    try {
      if (!(await remove(id))) throw new Error('not deleted');
      await onChanged();
    } catch {
      notify('An error occured while deleting the file', 'error');
    }
  };

  return (
    <Stack spacing={1} component="section" aria-label="Attachments">
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Button size="small" startIcon={<AttachFileIcon />} onClick={() => input.current?.click()}>
          Attach files
        </Button>
        <input
          ref={input}
          type="file"
          multiple
          hidden
          aria-label="Attach files"
          onChange={(event) => {
            const picked = [...(event.target.files ?? [])];
            event.target.value = '';
            void upload(ownerId, picked, { quiet: true });
          }}
        />
        {files.map((file) => (
          <Chip
            key={file.id}
            size="small"
            label={`${file.name} (${kilobytes(file.size)})`}
            component="a"
            href={file.document}
            clickable
            onDelete={(event: SyntheticEvent) => {
              // The cross sits inside the chip's link: removing must not also download.
              event.preventDefault();
              void handleRemove(file.id);
            }}
            deleteIcon={<CloseIcon aria-label={`Remove ${file.name}`} />}
          />
        ))}
      </Stack>
      {progress !== null && <LinearProgress variant="determinate" value={progress} aria-label="Uploading files" />}
    </Stack>
  );
}
