import { sql, type Expression, type SelectQueryBuilder } from 'kysely';
import { fieldErrors } from '../http-error.js';

/**
 * The kit of the `group_counts/` extensions (`people/`, `projects/`): how many rows of a list's whole filtered set
 * fall in each group of a column, for the web's grouped tables, which would otherwise count their loaded rows.
 */

export type GroupCount = { value: string | number | boolean | null; count: number };

/** The `field` asked for, one of `fields`; otherwise DRF's 400 for a missing or an unknown choice. */
export function groupCountField<Field extends string>(fields: readonly Field[], field: string | undefined): Field {
  if (field === undefined) throw fieldErrors({ field: ['This field is required.'] });
  if (!(fields as readonly string[]).includes(field)) throw fieldErrors({ field: ['Select a valid choice.'] });
  return field as Field;
}

/** The rows of `rows` counted per `value`, sorted by value, null (the rows without one) last. */
export function countPerValue<DB, TB extends keyof DB, O>(
  rows: SelectQueryBuilder<DB, TB, O>,
  value: Expression<GroupCount['value']>,
): Promise<GroupCount[]> {
  const byValue = sql.ref('value');
  return rows
    .select([sql<GroupCount['value']>`${value}`.as('value'), sql<number>`count(*)::int`.as('count')])
    .groupBy(byValue)
    .orderBy(byValue, (order) => order.asc().nullsLast())
    .$castTo<GroupCount>()
    .execute();
}
