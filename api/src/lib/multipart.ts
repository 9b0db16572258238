import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { pipeline, Transform, type Readable } from 'node:stream';
import { HttpError } from '../http-error.js';

/**
 * A multipart body the parser (busboy, under @fastify/multipart) cannot read: no boundary in its Content-Type, or
 * a body that ends before its closing boundary (a cut upload). Busboy reports these as plain errors, known by their
 * messages; answered 400 (error-handler.ts) instead of a server error, and an import stops at them as at a broken
 * line. Undefined for any other error.
 */
export function malformedForm(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  const { message } = error;
  if (message === 'Multipart: Boundary not found' || message === 'Boundary required')
    return 'its Content-Type names no boundary';
  if (/unexpected end of multipart data/i.test(message)) return 'it ended before its closing boundary';
  if (/malformed part header/i.test(message)) return 'a part has a malformed header';
  return undefined;
}

export const malformedFormMessage = (reason: string) => `The upload is not a valid form: ${reason}.`;

/**
 * More files in one request than the route takes: 413, naming the limit. @fastify/multipart's own error says only
 * "reach files limit". An HttpError, so the error handler answers it as it stands wherever it is thrown; an import
 * stops at it as at a broken line (csv.ts).
 */
export class TooManyFilesError extends HttpError {
  constructor(limit: number, what: 'uploaded' | 'imported') {
    super(413, {
      detail:
        limit === 1 ? `Only one file can be ${what} at a time.` : `At most ${limit} files can be ${what} at once.`,
    });
  }
}

/** @fastify/multipart's error for a file beyond its `files` limit (busboy skips that file's bytes). */
export const isFilesLimit = (error: unknown) => (error as { code?: unknown } | null)?.code === 'FST_FILES_LIMIT';

/** @fastify/multipart's error for a text field beyond its `fields` limit. */
export const isFieldsLimit = (error: unknown) => (error as { code?: unknown } | null)?.code === 'FST_FIELDS_LIMIT';

export type ImportUpload = {
  /** The form's file part: its name, and `file.truncated` once its bytes were cut at the size limit. */
  part: MultipartFile;
  /** The file's bytes, to read instead of `part.file` (see `importUpload`). */
  bytes: Readable;
};

/**
 * The one file of an import's form (its first file part), or undefined when it has none. `request.file()` returned
 * the first file and never looked at the rest of the form, so a second file was dropped without a word after the
 * first had been imported. Here the rest of the form is read alongside the file: `bytes` ends only once the whole
 * form has been read, and fails with a TooManyFilesError as soon as the form turns out to carry another file. An
 * import reading `bytes` therefore never writes its last lines (nor, when the whole request came at once, any line)
 * before the form is known to carry one file.
 */
export async function importUpload(request: FastifyRequest): Promise<ImportUpload | undefined> {
  const form = request.parts()[Symbol.asyncIterator]();
  let part: MultipartFile | undefined;
  while (!part) {
    const next = await form.next();
    if (next.done) return undefined;
    if (next.value.type === 'file') part = next.value;
  }
  // What the rest of the form holds: another file (an error to end the import with), or nothing more (undefined).
  // Any other failure of the form (a body cut short) is the file's own failure, met by whoever reads `bytes`.
  const rest = (async () => {
    for (;;) {
      const after = await form.next();
      if (after.done) return undefined;
      // Only with a `files` limit above 1: the second file comes as a part; its bytes are let go.
      if (after.value.type === 'file') {
        after.value.file.resume();
        return new TooManyFilesError(1, 'imported');
      }
    }
  })().catch((error: unknown) => (isFilesLimit(error) ? new TooManyFilesError(1, 'imported') : undefined));
  const bytes = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      done(null, chunk);
    },
    // The file's last bytes have been passed on: its end waits until the rest of the form is known.
    flush(done) {
      void rest.then((tooMany) => done(tooMany));
    },
  });
  void rest.then((tooMany) => {
    if (tooMany) bytes.destroy(tooMany);
  });
  pipeline(part.file, bytes, () => undefined);
  return { part, bytes };
}
