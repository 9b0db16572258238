import { fileTooBigMessage, maxFileBytes } from '@ft8/contract/rules';
import { useState } from 'react';
import { useNotify } from '../components/notifications/notifications';
import { uploadFiles, type FileOwner } from './upload-files';

// Spec part 1 section 8.
export const UPLOADED = 'Files successfully uploaded';
export const UPLOAD_FAILED = 'An error occured while uploading your files';

/** Files over 150 MB are refused before any byte is sent, each with the spec's message; the rest are returned. */
export function withinLimit(picked: readonly File[], notify: ReturnType<typeof useNotify>): File[] {
  for (const file of picked.filter((file) => file.size > maxFileBytes)) notify(fileTooBigMessage(file.name), 'error');
  return picked.filter((file) => file.size <= maxFileBytes);
}

/**
 * Uploads picked files of a record (a contact, a task) with progress. Files over 150 MB are refused here (the api
 * refuses them too); the rest go up in one request, then `onUploaded` reads the record's files again.
 */
export function useFileUpload(owner: FileOwner, onUploaded: () => Promise<unknown>) {
  const notify = useNotify();
  const [progress, setProgress] = useState<number | null>(null);

  async function upload(ownerId: string, picked: readonly File[], { quiet = false } = {}) {
    const files = withinLimit(picked, notify);
    if (files.length === 0) return;
    setProgress(0);
    const result = await uploadFiles(owner, ownerId, files, setProgress);
    if (result.ok) {
      await onUploaded().catch(() => undefined);
      if (!quiet) notify(UPLOADED, 'success');
    } else if (result.status === 413 && result.message) {
      notify(result.message, 'error');
    } else {
      notify(UPLOAD_FAILED, 'error', result.status || undefined);
    }
    setProgress(null);
  }

  return { upload, progress };
}
