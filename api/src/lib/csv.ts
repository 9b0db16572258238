import { parse, type Options as CsvParseOptions } from 'csv-parse';
import { stringify } from 'csv-stringify';
import { Readable, pipeline, Transform } from 'node:stream';
import { csvSafeCell, maxFileBytes } from '@ft8/contract/rules';
import { malformedForm, TooManyFilesError } from './multipart.js';

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
 * request never had an answer. The bytes are read as UTF-8, or as windows-1252 when they are not UTF-8
 * (`utf8OrWindows1252`).
 */
export function csvRecords(input: Readable, options: Omit<CsvParseOptions, 'info'>) {
  return pipeline(
    input,
    utf8OrWindows1252(),
    parse({ ...options, info: true, max_record_size: maxCsvRecordChars }),
    () => undefined,
  ) as AsyncIterable<{ record: string[]; info: { lines: number } }>;
}

/**
 * A CSV's bytes as UTF-8. Excel on Windows saves a CSV in the machine's code page, windows-1252 in western Europe and
 * America, not UTF-8: read as UTF-8, its 'Zoë' and '£' became U+FFFD and were stored so. The first bytes beyond ASCII
 * decide (ASCII reads the same either way, so the lines before them pass untouched): a valid UTF-8 character (a BOM
 * counts) means UTF-8, and the bytes pass as they came, as before; bytes that are not UTF-8 mean windows-1252, and
 * the whole file is decoded as such. A character split between two chunks waits for the next one before the choice
 * is made. Decided on UTF-8, a stray invalid byte later still reads as U+FFFD: a file is one encoding, and UTF-8 text
 * read as windows-1252 would garble every accented letter of it.
 */
export function utf8OrWindows1252(): Transform {
  const probe = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
  let encoding: 'undecided' | 'utf-8' | 'windows-1252' = 'undecided';
  // Undecided, the bytes not passed on yet: those of a chunk that ends inside a character, until the next chunk.
  let held: Buffer[] = [];
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (encoding === 'utf-8') return done(null, chunk);
      if (encoding === 'windows-1252') return done(null, fromWindows1252(chunk));
      held.push(chunk);
      let text = '';
      try {
        text = probe.decode(chunk, { stream: true });
      } catch {
        encoding = 'windows-1252';
      }
      // eslint-disable-next-line no-control-regex
      if (encoding === 'undecided' && /[^\u0000-\u007f]/.test(text)) encoding = 'utf-8';
      else if (encoding === 'undecided' && endsInsideCharacter(held)) return done();
      const bytes = Buffer.concat(held);
      held = [];
      done(null, encoding === 'windows-1252' ? fromWindows1252(bytes) : bytes);
    },
    flush(done) {
      // The file ends inside a character: it is not UTF-8.
      done(null, held.length ? fromWindows1252(Buffer.concat(held)) : undefined);
    },
  });
}

// windows-1252's characters for the bytes 0x80 to 0x9F; latin1 has control characters there. Node 20's
// TextDecoder('windows-1252') decodes as latin1, and so loses Excel's €, curly quotes and dashes. The five bytes
// windows-1252 leaves undefined keep their control characters, as the WHATWG decoder keeps them.
const windows1252High =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

/** windows-1252 bytes as UTF-8 bytes. */
const fromWindows1252 = (bytes: Buffer) =>
  Buffer.from(
    bytes.toString('latin1').replace(/[\u0080-\u009f]/g, (c) => windows1252High[c.charCodeAt(0) - 0x80]!),
    'utf8',
  );

/** Whether bytes end with the first bytes of a UTF-8 character (its lead byte closer to the end than its length). */
function endsInsideCharacter(chunks: Buffer[]): boolean {
  const tail: number[] = [];
  for (let index = chunks.length - 1; index >= 0 && tail.length < 3; index -= 1) {
    const chunk = chunks[index]!;
    for (let at = chunk.length - 1; at >= 0 && tail.length < 3; at -= 1) tail.push(chunk[at]!);
  }
  // From the last byte back.
  for (let back = 1; back <= tail.length; back += 1) {
    const byte = tail[back - 1]!;
    if (byte < 0x80) return false;
    if (byte >= 0xc0) return back < (byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : 2);
  }
  return false;
}

/**
 * A header naming one column twice (after the import's mapping of names: `Email` and `Work Email` are both the work
 * email), as the message refusing the file; undefined when every column is named once. Read as it was, one of the
 * two cells won and the other's values were dropped without a word. Columns the import does not read may repeat.
 */
export function repeatedColumns(headers: readonly string[], fields: readonly (string | undefined)[]) {
  const names = new Map<string, string[]>();
  fields.forEach((field, index) => {
    if (field) names.set(field, [...(names.get(field) ?? []), `"${(headers[index] ?? '').trim().slice(0, 100)}"`]);
  });
  const repeated = [...names.values()].filter((cells) => cells.length > 1);
  if (repeated.length === 0) return undefined;
  return `The CSV header names the same column more than once: ${repeated.map((cells) => cells.join(' and ')).join('; ')}. Keep one of each and import the file again.`;
}

/**
 * What stops an import before its file's end, as the reason its failed line gives when lines were written before it
 * (`brokenLine`): a parse error of csv-parse (its codes start with `CSV_`), an upload cut short (`malformedForm`),
 * where the file stops too, or a form carrying a second file (`TooManyFilesError`). Undefined for any other error.
 */
export function csvParseError(error: unknown): { reason: string } | undefined {
  const notRead = 'this line and those after it were not read';
  if (error instanceof TooManyFilesError)
    return { reason: `${String(error.body.detail).replace(/\.$/, '')}: ${notRead}, nor the upload's other files.` };
  const malformed = malformedForm(error);
  const message = malformed
    ? `the upload is not a valid form: ${malformed}`
    : error instanceof Error && 'code' in error && String(error.code).startsWith('CSV_')
      ? error.message
      : undefined;
  return message === undefined ? undefined : { reason: `The file is not a valid CSV (${message}): ${notRead}.` };
}

/**
 * An import stopped by a broken line after it had written some lines: those stay (each was valid and is counted in
 * the outcome), and a failed line says from which line on the file was not read (the line after the last one read:
 * the parser drops the lines it held when it meets the broken one). Nothing written yet: the caller answers 400 as
 * for any file that is not a CSV (413 for a second file).
 */
export const brokenLine = (parse: { reason: string }, lastRead: number) => ({
  line: lastRead + 1,
  reason: parse.reason,
});

/**
 * Whether an import's request says, before any of it is read, that its file is over the limit (its Content-Length
 * beyond the limit and room for the multipart framing): refused then, before any line is written. Without the header
 * (a chunked upload) the cut-off is found at the file's end, after the lines before it were written.
 */
export const importDeclaredTooLarge = (headers: { 'content-length'?: string }) =>
  Number(headers['content-length'] ?? 0) > maxFileBytes + 64 * 1024;
