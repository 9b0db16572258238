import { sql, type Expression, type SqlBool } from 'kysely';
import { fieldErrors } from '../../http-error.js';
import type { OrderingTerm, PeopleWhere } from './filters.js';

/**
 * Keyset paging for the `next`/`previous` links: the cursor holds the sort key values and id of the row it starts
 * after (or before), so a deep page seeks into the sort index instead of stepping over `offset` rows.
 * Opaque to clients: base64url of JSON `{o: ordering, v: key values as text, id, b?: 1 (before)}`.
 */
export type PeopleCursor = { ordering: string; values: Array<string | null>; id: number; before: boolean };

export const orderingKey = (terms: OrderingTerm[]) =>
  terms.map((term) => `${term.direction === 'desc' ? '-' : ''}${term.field}`).join(',');

export function encodeCursor(cursor: PeopleCursor): string {
  const payload = { o: cursor.ordering, v: cursor.values, id: cursor.id, ...(cursor.before && { b: 1 }) };
  return Buffer.from(JSON.stringify(payload)).toString('base64url');
}

const invalidCursor = () => fieldErrors({ cursor: ['Invalid cursor.'] });

/** The cursor of a `next`/`previous` link; it must have been made for the same ordering. */
export function decodeCursor(text: string, terms: OrderingTerm[]): PeopleCursor {
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

/**
 * The rows after (or before) the cursor as a list of conditions, nearest first. Each is one seek into the sort
 * index: the first terms equal, the next one past the cursor's value. Empty values sort last in either direction,
 * so after a value come the greater (or lesser) values, then the empty ones; a row with an empty value has only
 * the rest of its empty group after it. Values are compared as text parameters that PostgreSQL casts to the
 * column's type, so timestamps keep their microseconds.
 */
export function seekConditions(terms: OrderingTerm[], cursor: PeopleCursor): PeopleWhere[] {
  const forward = !cursor.before;
  const column = (term: OrderingTerm) => sql.ref(`p.${term.field}`);
  const equal = (count: number) => (eb: Parameters<PeopleWhere>[0]) =>
    terms.slice(0, count).map((term, index) => {
      const value = cursor.values[index];
      return value === null ? eb(column(term), 'is', null) : eb(column(term), '=', value);
    });
  const conditions: PeopleWhere[] = [
    (eb) => eb.and([...equal(terms.length)(eb), eb('p.id', forward ? '>' : '<', cursor.id)]),
  ];
  for (let index = terms.length - 1; index >= 0; index--) {
    const term = terms[index]!;
    const value = cursor.values[index];
    const past = (term.direction === 'asc') === forward ? '>' : '<';
    const with_ =
      (last: (eb: Parameters<PeopleWhere>[0]) => Expression<SqlBool>): PeopleWhere =>
      (eb) =>
        eb.and([...equal(index)(eb), last(eb)]);
    if (value !== null) {
      conditions.push(with_((eb) => eb(column(term), past, value)));
      if (forward) conditions.push(with_((eb) => eb(column(term), 'is', null)));
    } else if (!forward) {
      conditions.push(with_((eb) => eb(column(term), 'is not', null)));
    }
  }
  return conditions;
}
