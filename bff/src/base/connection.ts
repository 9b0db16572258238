import { SortDirection } from '../generated/resolvers.js';
import { badUserInput } from '../rest/errors.js';

// The list kit of the bff: every GraphQL connection (`people`, `projects`, ...) pages a REST list with DRF's
// `limit`/`offset` behind opaque cursors, the same page sizes and the same `orderBy` shape.

/** The spec's table page size. */
export const DEFAULT_PAGE_SIZE = 200;
/** The print view's page size; the REST maximum. */
export const MAX_PAGE_SIZE = 10_000;

/** A cursor is the base64 of the item's offset in the list: opaque to clients, cheap for the bff. */
export function encodeCursor(offset: number): string {
  return Buffer.from(`offset:${offset}`).toString('base64');
}

export function decodeCursor(cursor: string): number {
  const match = /^offset:(\d+)$/.exec(Buffer.from(cursor, 'base64').toString('utf8'));
  const offset = match?.[1] === undefined ? Number.NaN : Number(match[1]);
  if (!Number.isSafeInteger(offset)) throw badUserInput('The cursor is not valid.', 'after');
  return offset;
}

/** `first`/`after` -> REST `limit`/`offset`, refusing sizes outside 1..MAX_PAGE_SIZE. */
export function pageWindow(args: { first?: number | null; after?: string | null }): { limit: number; offset: number } {
  const limit = args.first ?? DEFAULT_PAGE_SIZE;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE_SIZE) {
    throw badUserInput(`first must be from 1 to ${MAX_PAGE_SIZE}.`, 'first');
  }
  return { limit, offset: args.after ? decodeCursor(args.after) + 1 : 0 };
}

/** `orderBy: [{field, direction}]` -> DRF's `ordering=a,-b` through the domain's field names; undefined when empty. */
export function orderingOf<Field extends string>(
  orderBy: readonly { field: Field; direction?: SortDirection | null }[] | null | undefined,
  restField: Record<Field, string>,
): string | undefined {
  const ordering = orderBy?.map(
    ({ field, direction }) => `${direction === SortDirection.Desc ? '-' : ''}${restField[field]}`,
  );
  return ordering?.length ? ordering.join(',') : undefined;
}

/** What a connection resolver returns: one REST page and where it starts. */
export type ConnectionModel<Node> = { totalCount: number; nodes: Node[]; offset: number };

export function pageInfoOf(page: ConnectionModel<unknown>) {
  const end = page.offset + page.nodes.length;
  return {
    hasNextPage: end < page.totalCount,
    endCursor: page.nodes.length > 0 ? encodeCursor(end - 1) : null,
  };
}

/** Ids given as GraphQL `ID`s that must be REST numbers. */
export function numericIds(ids: readonly string[] | null | undefined, field: string): string | undefined {
  if (!ids?.length) return undefined;
  if (ids.some((id) => !/^\d{1,9}$/.test(id))) throw badUserInput(`${field} must be numbers.`, field);
  return ids.join(',');
}
