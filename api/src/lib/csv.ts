import { stringify } from 'csv-stringify';
import { Readable, pipeline } from 'node:stream';
import { csvSafeCell } from '@ft8/contract/rules';

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
