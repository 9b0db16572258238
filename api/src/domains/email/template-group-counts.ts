import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { countPerValue, type GroupCount } from '../../lib/group-counts.js';
import { filteredTemplates, type TemplateFilters } from './template-filters.js';

/** The columns the web's templates list groups by, and the column behind each. */
const columns = { name: 'name', subject: 'subject', company_email: 'is_company' } as const;

export const groupCountFields = Object.keys(columns) as (keyof typeof columns)[];
export type GroupCountField = keyof typeof columns;

/**
 * How many of the owner's templates in the whole searched and filtered list fall in each group of `field`, sorted by
 * value: the web's grouped list shows these instead of counting the rows it has loaded. `company_email` is the
 * template's `is_company` (`false`, `true`).
 */
export function countTemplateGroups(
  db: Kysely<Database>,
  field: GroupCountField,
  filters: TemplateFilters,
): Promise<GroupCount[]> {
  return countPerValue(filteredTemplates(db, filters), sql.ref(columns[field]));
}
