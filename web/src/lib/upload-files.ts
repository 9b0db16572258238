export type UploadResult = { ok: true } | { ok: false; status: number; message: string | null };

/** The records that have files, as the bff's upload route names them (`POST /files/{owner}/{id}`). */
export type FileOwner = 'people' | 'projects' | 'tasks' | 'drafts' | 'templates';

/**
 * Posts files as multipart to the bff's streaming route (`POST /files/{owner}/{id}`), which hands them to the api
 * as they arrive: GraphQL carries no bytes. XMLHttpRequest rather than fetch, for upload progress.
 */
export function uploadFiles(
  owner: FileOwner,
  ownerId: string,
  files: readonly File[],
  onProgress: (percent: number) => void,
): Promise<UploadResult> {
  const form = new FormData();
  for (const file of files) form.append('file', file, file.name);
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/files/${owner}/${encodeURIComponent(ownerId)}`);
    // The bff's CSRF check: a cross-site form cannot send this header.
    request.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) return resolve({ ok: true });
      resolve({ ok: false, status: request.status, message: detailOf(request.responseText) });
    };
    request.onerror = () => resolve({ ok: false, status: 0, message: null });
    request.send(form);
  });
}

function detailOf(text: string): string | null {
  try {
    const body = JSON.parse(text) as unknown;
    return typeof body === 'object' && body !== null && 'detail' in body && typeof body.detail === 'string'
      ? body.detail
      : null;
  } catch {
    return null;
  }
}
