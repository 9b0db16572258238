import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import Type from 'typebox';
import { fileTooBigMessage, maxFileBytes } from '@ft8/contract/rules';
import { fieldErrors, HttpError } from '../../http-error.js';
import { isFieldsLimit, isFilesLimit, TooManyFilesError } from '../../lib/multipart.js';
import type { NewFile } from './repository.js';
import { contentDisposition } from './content-disposition.js';
import type { FileStorage } from './storage.js';

/** Files one upload may carry. */
export const MAX_FILES_PER_UPLOAD = 20;
/** Text fields one upload may carry (the routes read none; a form may send a few along). */
const MAX_FIELDS_PER_UPLOAD = 10;
export const NO_FILE = 'No file was submitted.';
// DRF's FileField, for a file of 0 bytes.
export const EMPTY_FILE = 'The submitted file is empty.';
// Editor images are shown inline to anyone with the link: only raster formats a browser cannot run script in.
export const PUBLIC_IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);
const NOT_AN_IMAGE = 'Upload a valid image. The file you uploaded was either not an image or a corrupted image.';

/** A streamed body in the OpenAPI document (never serialised: Fastify sends streams as they are). */
export const Bytes = Type.Unsafe<Readable>({ type: 'string', format: 'binary', description: 'The file' });

export const origin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/**
 * A file's name as the client sent it, made safe to keep and show: without control characters (a NUL cannot be
 * stored in PostgreSQL text: the upload failed with a server error) or the bidirectional overrides that make
 * `exe.pdf` read as another name, and at most 255 characters, its extension kept.
 */
export function safeFileName(name: string | undefined) {
  // eslint-disable-next-line no-control-regex
  const cleaned = (name ?? '').replace(/[\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069]/g, '').trim();
  if (cleaned.length <= 255) return cleaned || 'file';
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 && cleaned.length - dot <= 16 ? cleaned.slice(dot) : '';
  return cleaned.slice(0, 255 - extension.length) + extension;
}

/**
 * Streams every file part of a multipart request to storage (spec part 1 sections 5 and 9: at most 150 MB each).
 * A file over the limit is a 413 with the spec's message, an empty file a 400 as DRF words it, more files than
 * `MAX_FILES_PER_UPLOAD` a 413 naming the limit; after any of them, what this request stored is removed again, so
 * that an upload is stored whole or not at all.
 */
export async function storeUpload(
  request: FastifyRequest,
  storage: FileStorage,
  accept: (type: string) => boolean = () => true,
): Promise<NewFile[]> {
  const stored: NewFile[] = [];
  const cleanUp = () =>
    storage.discard(
      stored.map((file) => file.storage_key),
      request.log,
    );
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (!accept(part.mimetype)) {
        part.file.resume();
        throw fieldErrors({ file: [NOT_AN_IMAGE] });
      }
      const result = await storage.save(part.file);
      if ('tooBig' in result) throw new HttpError(413, { detail: fileTooBigMessage(part.filename) });
      stored.push({
        name: safeFileName(part.filename),
        size: result.size,
        type: part.mimetype || 'application/octet-stream',
        storage_key: result.key,
      });
      // Its size is known once it is stored: pushed first, its bytes go with the others'.
      if (result.size === 0) throw fieldErrors({ file: [EMPTY_FILE] });
    }
  } catch (error) {
    await cleanUp();
    // @fastify/multipart's own messages ("reach files limit") say neither what nor how many.
    if (isFilesLimit(error)) throw new TooManyFilesError(MAX_FILES_PER_UPLOAD, 'uploaded');
    if (isFieldsLimit(error))
      throw new HttpError(413, { detail: `At most ${MAX_FIELDS_PER_UPLOAD} form fields can be sent with an upload.` });
    throw error;
  }
  return stored;
}

/** @fastify/multipart's limits for every upload route. throwFileSizeLimit off: a stream cut at the limit is marked
 * `truncated` and answered with the spec's message. */
export const uploadLimits = {
  limits: { fileSize: maxFileBytes, files: MAX_FILES_PER_UPLOAD, fields: MAX_FIELDS_PER_UPLOAD, fieldSize: 1024 },
  throwFileSizeLimit: false,
};

/**
 * An upload's files streamed to storage, then `save` writes their rows (400 when no file came); the bytes are
 * removed again when the rows cannot be written.
 */
export async function storeAndSave<T>(
  request: FastifyRequest,
  storage: FileStorage,
  save: (stored: NewFile[]) => Promise<T>,
): Promise<T> {
  const stored = await storeUpload(request, storage);
  if (stored.length === 0) throw fieldErrors({ file: [NO_FILE] });
  try {
    return await save(stored);
  } catch (error) {
    await storage.discard(
      stored.map((file) => file.storage_key),
      request.log,
    );
    throw error;
  }
}

/** A stored file's bytes as the answer: its type and size, its name for saving, never sniffed. */
export function sendStored(
  reply: FastifyReply,
  storage: FileStorage,
  file: { storage_key: string; name: string; type: string; size: number | string },
  disposition: 'attachment' | 'inline',
) {
  return reply
    .header('content-type', file.type)
    .header('content-length', Number(file.size))
    .header('content-disposition', contentDisposition(disposition, file.name))
    .header('x-content-type-options', 'nosniff')
    .send(storage.read(file.storage_key));
}
