import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { useNotify } from '../../../components/notifications/notifications';
import { FilesCard_FilesDocument } from '../../../generated/graphql';
import { fileTooBigMessage, MAX_FILE_BYTES, uploadFiles } from './upload-files';

// Spec part 1 section 8.
export const UPLOADED = 'Files successfully uploaded';
export const UPLOAD_FAILED = 'An error occured while uploading your files';

/**
 * Uploads picked files with progress. Files over 150 MB are refused here, before any byte is sent, with the spec's
 * message (the api refuses them too); the rest go up in one request, then the card's files are read again.
 */
export function useFileUpload(personId: string) {
  const notify = useNotify();
  const client = useApolloClient();
  const [progress, setProgress] = useState<number | null>(null);

  async function upload(picked: readonly File[]) {
    const tooBig = picked.filter((file) => file.size > MAX_FILE_BYTES);
    for (const file of tooBig) notify(fileTooBigMessage(file.name), 'error');
    const files = picked.filter((file) => file.size <= MAX_FILE_BYTES);
    if (files.length === 0) return;
    setProgress(0);
    const result = await uploadFiles(personId, files, setProgress);
    if (result.ok) {
      await client
        .query({ query: FilesCard_FilesDocument, variables: { id: personId }, fetchPolicy: 'network-only' })
        .catch(() => undefined);
      notify(UPLOADED, 'success');
    } else if (result.status === 413 && result.message) {
      notify(result.message, 'error');
    } else {
      notify(UPLOAD_FAILED, 'error', result.status || undefined);
    }
    setProgress(null);
  }

  return { upload, progress };
}
