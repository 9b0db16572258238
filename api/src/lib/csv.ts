import { parse, type Options as CsvParseOptions } from 'csv-parse';
import { stringify } from 'csv-stringify';
import { Readable, pipeline } from 'node:stream';
import { csvSafeCell, maxFileBytes } from '@ft8/contract/rules';
import { malformedForm } from './multipart.js';

/**
 * The one CSV writer of the api: rows (an async iterable, read as the client takes them) to a stream of CSV text,
 * every text cell neutralised against formula injection (`csvSafeCell`). A failure while reading ends the stream
 * with that error (the response is cut, not left hanging).
 */
export function csvStream(rows: AsyncIterable<readonly unknown[]> | Iterable<readonly unknown[]>): Readable {
  const csv = stringify({ cast: { string: csvSafeCell } });
  pipeline(Readable.from(rows, { highWaterMark: 64 }), csv, (error) => {
    if (error) csv.destroy(error);
  });
  return csv;
}

/**
 * The longest line an import reads (characters): a contact or project line is a few hundred; one quoted field of
 * 100 MB held the api's memory up by 190 MB before. Longer, the file is refused as not a valid CSV.
 */
export const maxCsvRecordChars = 1_000_000;

/**
 * An import's lines from an uploaded file: csv-parse's records, with `info` (the line). Through `pipeline`, so an
 * error of the upload itself (a body cut short) ends the records with it: piped, the parser waited for ever and the
 * request never had an answer.
 */
export function csvRecords(input: Readable, options: Omit<CsvParseOptions, 'info'>) {
  return pipeline(
    input,
    parse({ ...options, info: true, max_record_size: maxCsvRecordChars }),
    () => undefined,
  ) as AsyncIterable<{ record: string[]; info: { lines: number } }>;
}

/**
 * A parse error of csv-parse (its codes start with `CSV_`), with the line it stopped at when it says; or an upload
 * cut short (`malformedForm`), where the file stops too.
 */
export function csvParseError(error: unknown): { message: string; line: number | undefined } | undefined {
  const malformed = malformedForm(error);
  if (malformed) return { message: `the upload is not a valid form: ${malformed}`, line: undefined };
  if (!(error instanceof Error) || !('code' in error) || !String(error.code).startsWith('CSV_')) return undefined;
  const line = (error as { lines?: unknown }).lines;
  return { message: error.message, line: typeof line === 'number' ? line : undefined };
}

/**
 * An import stopped by a broken line after it had written some lines: those stay (each was valid and is counted in
 * the outcome), and a failed line says from which line on the file was not read (the line after the last one read:
 * the parser drops the lines it held when it meets the broken one). Nothing written yet: the caller answers 400 as
 * for any file that is not a CSV.
 */
export const brokenLine = (parse: { message: string }, lastRead: number) => ({
  line: lastRead + 1,
  reason: `The file is not a valid CSV (${parse.message}): this line and those after it were not read.`,
});

/**
 * Whether an import's request says, before any of it is read, that its file is over the limit (its Content-Length
 * beyond the limit and room for the multipart framing): refused then, before any line is written. Without the header
 * (a chunked upload) the cut-off is found at the file's end, after the lines before it were written.
 */
export const importDeclaredTooLarge = (headers: { 'content-length'?: string }) =>
  Number(headers['content-length'] ?? 0) > maxFileBytes + 64 * 1024;
