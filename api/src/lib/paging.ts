import { defaultPageSize, maxPageSize } from '@ft8/contract/rules';
import type { FastifyRequest } from 'fastify';
import { sql, type Expression, type OrderByModifiersCallbackExpression, type SqlBool } from 'kysely';
import { fieldErrors } from '../http-error.js';

/**
 * The list kit every paged list shares, DRF-style: `{ count, next, previous, results }` pages with limit and offset
 * (`pageWindow`), an ordering from a whitelist (`parseOrdering`), keyset cursors in the `next`/`previous` links
 * (`encodeCursor`, `decodeCursor`, `seekConditions`, `orderTerms`, `pageCursors`) and the links themselves
 * (`pageLinks`). The contact list uses all of it; a list without cursors uses the window and the links.
 */

/** DRF's LimitOffsetPagination: no (or zero) limit means the default page size; more than the maximum, the maximum. */
export function pageWindow(query: { limit?: number; offset?: number }): { limit: number; offset: number } {
  return { limit: Math.min(query.limit || defaultPageSize, maxPageSize), offset: query.offset ?? 0 };
}

export type OrderingTerm<Field extends string = string> = { field: Field; direction: 'asc' | 'desc' };

/** `a,-b` into terms; fields not in the whitelist are ignored (as DRF's OrderingFilter does); nothing valid -> the default. */
export function parseOrdering<Field extends string>(
  ordering: string | undefined,
  fields: readonly Field[],
  defaultOrdering: OrderingTerm<Field>[],
): OrderingTerm<Field>[] {
  const terms = (ordering ?? '')
    .split(',')
    .map((part) => part.trim())
    .map((part) => ({ field: part.replace(/^-/, ''), direction: part.startsWith('-') ? 'desc' : 'asc' }) as const)
    .filter((term): term is OrderingTerm<Field> => (fields as readonly string[]).includes(term.field));
  return terms.length > 0 ? terms : defaultOrdering;
}

/** The ordering as the client writes it (`-company,full_name`): what a cursor was made for. */
export const orderingKey = (terms: OrderingTerm[]) =>
  terms.map((term) => `${term.direction === 'desc' ? '-' : ''}${term.field}`).join(',');

/**
 * Keyset paging for the `next`/`previous` links: the cursor holds the sort key values and id of the row it starts
 * after (or before), so a deep page seeks into the sort index instead of stepping over `offset` rows.
 * Opaque to clients: base64url of JSON `{o: ordering, v: key values as text, id, b?: 1 (before)}`.
 */
export type KeysetCursor = { ordering: string; values: Array<string | null>; id: number; before: boolean };

export function encodeCursor(cursor: KeysetCursor): string {
  const payload = { o: cursor.ordering, v: cursor.values, id: cursor.id, ...(cursor.before && { b: 1 }) };
  return Buffer.from(JSON.stringify(payload)).toString('base64url');
}

const invalidCursor = () => fieldErrors({ cursor: ['Invalid cursor.'] });

/** The cursor of a `next`/`previous` link; it must have been made for the same ordering. */
export function decodeCursor(text: string, terms: OrderingTerm[]): KeysetCursor {
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  const { o, v, id, b } = (payload ?? {}) as { o?: unknown; v?: unknown; id?: unknown; b?: unknown };
  const valid =
    o === orderingKey(terms) &&
    Array.isArray(v) &&
    v.length === terms.length &&
    v.every((value) => value === null || typeof value === 'string') &&
    Number.isSafeInteger(id) &&
    (id as number) > 0;
  if (!valid) throw invalidCursor();
  return { ordering: o, values: v as Array<string | null>, id: id as number, before: b === 1 };
}

/** The table's columns, by sort field, and its id (e.g. `sql.ref('p.company')`, `sql.ref('p.id')`). */
export type KeysetColumns<Field extends string> = {
  column: (field: Field) => Expression<unknown>;
  id: Expression<number>;
};

/**
 * The ORDER BY of each term and of the id after them. Empty values sort last either way ("Not Rated" after 3 stars),
 * as people expect from a table; a backward seek (a `previous` link) reads the same order from the end.
 */
export function orderTerms<Field extends string>(
  terms: OrderingTerm<Field>[],
  columns: KeysetColumns<Field>,
  backward = false,
): Array<[Expression<unknown>, OrderByModifiersCallbackExpression]> {
  return [
    ...terms.map((term): [Expression<unknown>, OrderByModifiersCallbackExpression] => {
      const descending = (term.direction === 'desc') !== backward;
      return [
        columns.column(term.field),
        (order) => {
          const ordered = descending ? order.desc() : order.asc();
          return backward ? ordered.nullsFirst() : ordered.nullsLast();
        },
      ];
    }),
    [columns.id, (order) => (backward ? order.desc() : order.asc())],
  ];
}

/**
 * The rows after (or before) the cursor as a list of conditions, nearest first. Each is one seek into the sort
 * index: the first terms equal, the next one past the cursor's value. Empty values sort last in either direction,
 * so after a value come the greater (or lesser) values, then the empty ones; a row with an empty value has only
 * the rest of its empty group after it. Values are compared as text parameters that PostgreSQL casts to the
 * column's type, so timestamps keep their microseconds.
 */
export function seekConditions<Field extends string>(
  terms: OrderingTerm<Field>[],
  cursor: KeysetCursor,
  columns: KeysetColumns<Field>,
): Expression<SqlBool>[] {
  const forward = !cursor.before;
  const equal = (count: number) =>
    terms.slice(0, count).map((term, index) => {
      const value = cursor.values[index];
      const column = columns.column(term.field);
      return value === null ? sql<SqlBool>`${column} IS NULL` : sql<SqlBool>`${column} = ${value}`;
    });
  const all = (conditions: Expression<SqlBool>[]) => sql<SqlBool>`(${sql.join(conditions, sql` AND `)})`;
  const conditions = [
    all([...equal(terms.length), sql<SqlBool>`${columns.id} ${sql.raw(forward ? '>' : '<')} ${cursor.id}`]),
  ];
  for (let index = terms.length - 1; index >= 0; index--) {
    const term = terms[index]!;
    const value = cursor.values[index];
    const column = columns.column(term.field);
    const past = (term.direction === 'asc') === forward ? '>' : '<';
    if (value !== null) {
      conditions.push(all([...equal(index), sql<SqlBool>`${column} ${sql.raw(past)} ${value}`]));
      if (forward) conditions.push(all([...equal(index), sql<SqlBool>`${column} IS NULL`]));
    } else if (!forward) {
      conditions.push(all([...equal(index), sql<SqlBool>`${column} IS NOT NULL`]));
    }
  }
  return conditions;
}

/** A page's keys: each row's id and its sort key values as text (`k0`, `k1`, ... in the terms' order). */
export type PageKey = { id: number } & Record<`k${number}`, string | null>;

/** The page's `next` and `previous` cursors: from its last and first row (none for an empty page). */
export function pageCursors(keys: PageKey[], terms: OrderingTerm[]): { next?: string; previous?: string } {
  const cursorAt = (key: PageKey | undefined, before: boolean) =>
    key &&
    encodeCursor({
      ordering: orderingKey(terms),
      values: terms.map((_, index) => key[`k${index}`] ?? null),
      id: key.id,
      before,
    });
  return { next: cursorAt(keys.at(-1), false), previous: cursorAt(keys[0], true) };
}

/**
 * DRF LimitOffsetPagination's next/previous links: the request URL with limit and offset replaced. With keyset
 * cursors (lists that have them), the links also carry `cursor`, which the list seeks from instead of counting
 * `offset` rows; `offset` stays in the link so that each page still knows where it is. The first page's link is
 * the plain one (no offset, no cursor).
 */
export function pageLinks(
  request: FastifyRequest,
  count: number,
  limit: number,
  offset: number,
  cursors: { next?: string; previous?: string } = {},
) {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const link = (newOffset: number | null, cursor: string | undefined) => {
    const params = new URLSearchParams(url.search);
    params.set('limit', String(limit));
    if (newOffset === null) params.delete('offset');
    else params.set('offset', String(newOffset));
    if (cursor === undefined || newOffset === null) params.delete('cursor');
    else params.set('cursor', cursor);
    return `${url.origin}${url.pathname}?${params.toString()}`;
  };
  return {
    next: offset + limit < count ? link(offset + limit, cursors.next) : null,
    previous: offset <= 0 ? null : link(offset - limit > 0 ? offset - limit : null, cursors.previous),
  };
}
