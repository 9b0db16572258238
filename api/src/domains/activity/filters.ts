import type { Static } from 'typebox';
import type { ActivityFilters } from '@ft8/contract/activity';
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Database } from '../../db/schema.js';
import { fieldErrors } from '../../http-error.js';

/** The Filter Activity panel's values, checked: the date range as the instants it spans (UTC days, `until` excluded). */
export type ActivityFilterValues = {
  types?: number[];
  /** 'Not Specified' (-1) among the types: entries without a type. */
  notSpecified?: boolean;
  person?: number;
  from?: Date;
  until?: Date;
};

const dayMs = 86_400_000;

/**
 * Today as the date "at most today" is checked against: the date already reached somewhere (UTC+14), so that a
 * client whose today is ahead of the server's UTC date is not refused its own today.
 */
const latestToday = (now = Date.now()) => new Date(now + 14 * 3_600_000).toISOString().slice(0, 10);

/**
 * The filters of both routes (spec: the 'to' date cannot precede 'from', both at most today); a 400 naming the field
 * otherwise.
 */
export function activityFilters(query: Static<typeof ActivityFilters>): ActivityFilterValues {
  const errors: Record<string, string[]> = {};
  const today = latestToday();
  if (query.date_from && query.date_from > today) errors.date_from = ['The date cannot be after today.'];
  if (query.date_to && query.date_to > today) errors.date_to = ['The date cannot be after today.'];
  else if (query.date_from && query.date_to && query.date_to < query.date_from)
    errors.date_to = ["The 'to' date cannot precede the 'from' date."];
  if (Object.keys(errors).length) throw fieldErrors(errors);
  const ids = (query.types ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map(Number);
  return {
    types: ids.length === 0 ? undefined : [...new Set(ids.filter((type) => type !== -1))],
    notSpecified: ids.includes(-1),
    person: query.person,
    from: query.date_from ? new Date(`${query.date_from}T00:00:00Z`) : undefined,
    until: query.date_to ? new Date(Date.parse(`${query.date_to}T00:00:00Z`) + dayMs) : undefined,
  };
}

/** The filters as a condition on `activity as a`. */
export function activityWhere(filters: ActivityFilterValues) {
  return (eb: ExpressionBuilder<Database & { a: Database['activity'] }, 'a'>): Expression<SqlBool> => {
    const conditions: Expression<SqlBool>[] = [];
    if (filters.types !== undefined) {
      const typed = filters.types.length > 0 ? eb('a.type', '=', sql<number>`any(${filters.types}::int[])`) : undefined;
      const untyped = filters.notSpecified ? eb('a.type', 'is', null) : undefined;
      const either = [typed, untyped].filter((condition) => condition !== undefined);
      conditions.push(either.length ? eb.or(either) : sql<SqlBool>`false`);
    }
    if (filters.person !== undefined) conditions.push(eb('a.person_id', '=', filters.person));
    if (filters.from) conditions.push(eb('a.date', '>=', filters.from));
    if (filters.until) conditions.push(eb('a.date', '<', filters.until));
    return eb.and(conditions);
  };
}
