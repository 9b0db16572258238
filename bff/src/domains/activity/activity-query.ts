import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../base/connection.js';
import type { Query } from '../../rest/client.js';
import { badUserInput } from '../../rest/errors.js';

// The Filter Activity panel's values as `GET activity/` and `POST activity/exportAll/` take them (spec part 2,
// "Contact Activity at /activity" and section 7). The api checks the date rules ('to' not before 'from', both at
// most today) and answers a 400 naming `date_to`, which reaches the client as `dateTo`.

export type ActivityFilterArgs = {
  types?: readonly string[] | null;
  person?: string | null;
  dateFrom?: string | null;
  dateTo?: string | null;
};

/** 'Not Specified': an entry with no type. */
export const NOT_SPECIFIED_TYPE = '-1';

/** The filters as REST query parameters; a 400 naming the GraphQL argument for ids that are not numbers. */
export function activityFilterQuery(args: ActivityFilterArgs): Query {
  const types = args.types ?? [];
  if (types.some((id) => id !== NOT_SPECIFIED_TYPE && !/^\d{1,9}$/.test(id)))
    throw badUserInput("types must be ids of the activity types, or -1 for 'Not Specified'.", 'types');
  if (args.person != null && !/^\d{1,9}$/.test(args.person)) throw badUserInput('person must be a number.', 'person');
  return {
    types: types.length > 0 ? [...new Set(types)].join(',') : undefined,
    person: args.person ?? undefined,
    date_from: args.dateFrom ?? undefined,
    date_to: args.dateTo ?? undefined,
  };
}

/**
 * The connection's cursor: the offset of the page's last entry and the keyset cursor of the REST `next` link (when the
 * api gives one), so that the next page seeks from where this one ended. Opaque to clients.
 */
type PageCursor = { offset: number; rest?: string };

export function encodeActivityCursor(cursor: PageCursor): string {
  return Buffer.from(JSON.stringify({ o: cursor.offset, ...(cursor.rest && { c: cursor.rest }) })).toString(
    'base64url',
  );
}

function decodeActivityCursor(text: string): PageCursor {
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    payload = null;
  }
  const { o, c } = (payload ?? {}) as { o?: unknown; c?: unknown };
  const valid =
    Number.isSafeInteger(o) && (o as number) >= 0 && (c === undefined || (typeof c === 'string' && c.length <= 500));
  if (!valid) throw badUserInput('The cursor is not valid.', 'after');
  return { offset: o as number, rest: c };
}

/** `first`/`after` -> REST `limit`, `offset` and `cursor`. */
export function activityPageQuery(args: { first?: number | null; after?: string | null }) {
  const limit = args.first ?? DEFAULT_PAGE_SIZE;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE_SIZE)
    throw badUserInput(`first must be from 1 to ${MAX_PAGE_SIZE}.`, 'first');
  const after = args.after ? decodeActivityCursor(args.after) : undefined;
  return { limit, offset: after ? after.offset + 1 : 0, cursor: after?.rest };
}

/** The `cursor` of a REST `next` link, if it has one. */
export function restCursorOf(next: string | null): string | null {
  if (!next) return null;
  try {
    return new URL(next).searchParams.get('cursor');
  } catch {
    return null;
  }
}
