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
