import type { IncomingHttpHeaders } from 'node:http';

/**
 * The api's revision of a board, from the `board-revision` header of a write or of the columns' list: 0 for a board
 * never written to; null without the header.
 */
export function revisionOf(headers: IncomingHttpHeaders | Record<string, string | string[] | undefined>) {
  const header = headers['board-revision'];
  const value = typeof header === 'string' && header !== '' ? Number(header) : NaN;
  return Number.isInteger(value) && value >= 0 ? value : null;
}
