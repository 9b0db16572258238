import { UPLOAD_FAILED } from '../../lib/use-file-upload';

// Spec part 2, Email: "Template editor images upload as a public file; the response must carry a 'file' field,
// otherwise the error is "File doesn't have 'file' field"."
export const NO_FILE_FIELD = "File doesn't have 'file' field";
/** The bff's route to the api's `POST people/public-files/` (bff/src/domains/file/public-files.ts). */
export const PUBLIC_FILES_UPLOAD = '/files/public';
/** What the api takes as an editor image (its PUBLIC_IMAGE_TYPES): raster formats only. */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

type ImageUpload = { ok: true; src: string } | { ok: false; message: string; status?: number };
export type UploadImage = (file: File) => Promise<ImageUpload>;

/**
 * Uploads an editor image as a public file (multipart `file`) and answers the URL anyone can load it from: the
 * answer's `file`. A failure answers the api's message, or the spec's generic one, with the status.
 */
export const uploadPublicImage: UploadImage = async (file) => {
  const form = new FormData();
  form.append('file', file, file.name);
  let response: Response;
  try {
    // The bff's CSRF check: a cross-site form cannot send this header.
    response = await fetch(PUBLIC_FILES_UPLOAD, {
      method: 'POST',
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
      body: form,
    });
  } catch {
    return { ok: false, message: UPLOAD_FAILED };
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) return { ok: false, message: messageOf(body) ?? UPLOAD_FAILED, status: response.status };
  const src = isObject(body) && typeof body.file === 'string' ? body.file : '';
  return src ? { ok: true, src } : { ok: false, message: NO_FILE_FIELD };
};

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The api's own words: `detail`, or the first message of a field (`{file: ['Upload a valid image...']}`). */
function messageOf(body: unknown): string | null {
  if (!isObject(body)) return null;
  if (typeof body.detail === 'string') return body.detail;
  const first = Object.values(body).find((value) => Array.isArray(value) && typeof value[0] === 'string');
  return Array.isArray(first) ? (first[0] as string) : null;
}
