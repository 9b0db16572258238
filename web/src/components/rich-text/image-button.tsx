import Button from '@mui/material/Button';
import type { Editor } from '@tiptap/react';
import { useRef, useState } from 'react';
import { useNotify } from '../notifications/notifications';
import { IMAGE_TYPES, type UploadImage } from './upload-image';

/**
 * 'Insert image': picks a PNG, JPEG, GIF or WebP file, uploads it, and puts the image at the cursor. A failure is an
 * error notification (the spec's "File doesn't have 'file' field" when the answer names no file).
 */
export function ImageButton({ editor, upload }: { editor: Editor | null; upload: UploadImage }) {
  const notify = useNotify();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  const insert = async (file: File) => {
    setBusy(true);
    const result = await upload(file);
    setBusy(false);
    if (!result.ok) return notify(result.message, 'error', result.status);
    editor
      ?.chain()
      .focus()
      .setImage({ src: result.src, alt: file.name.replace(/\.[^.]*$/, '') })
      .run();
  };

  return (
    <>
      <Button
        size="small"
        variant="outlined"
        disabled={busy || !editor}
        aria-busy={busy}
        onClick={() => input.current?.click()}
      >
        Insert image
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        aria-label="Image to insert"
        accept={IMAGE_TYPES.join(',')}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void insert(file);
        }}
      />
    </>
  );
}
