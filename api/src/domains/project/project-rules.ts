import { blankMessage, isBlank, maxProjectTags, maxTagLength, normaliseTags, tagTooLong } from '@ft8/contract/rules';
import { hasAtMostTwoDecimals, twoDecimalsMessage } from '@ft8/contract/project';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { doesNotExist, unknownPeople } from '../../lib/people.js';
import { lookupKinds } from './project-reads.js';
import type { ProjectFields } from './repository.js';

const required = 'This field is required.';

/**
 * The rules of a project write (spec part 2 section 5), for the routes and each line of a CSV import: required
 * fields on create, no blank name, at least one project type, a client, team people and lookup ids that exist, tags
 * of a sensible length and number (counted as saved: lowercased, each once).
 */
export async function projectWriteErrors(
  db: Kysely<Database>,
  fields: ProjectFields & { members?: { person: number }[] },
  creating: boolean,
): Promise<Record<string, string[]>> {
  const errors: Record<string, string[]> = {};
  if (creating)
    for (const field of ['name', 'client', 'closing_date'] as const)
      if (fields[field] === undefined) errors[field] = [required];
  if (fields.name !== undefined && isBlank(fields.name)) errors.name = [blankMessage];
  if ((creating || fields.project_types !== undefined) && !fields.project_types?.length)
    errors.project_types = [
      creating && fields.project_types === undefined ? required : 'Select at least one project type.',
    ];
  const people = [...(fields.client ? [fields.client] : []), ...(fields.members ?? []).map((member) => member.person)];
  const missingPeople = new Set(await unknownPeople(db, people));
  if (fields.client && missingPeople.has(fields.client)) errors.client = [doesNotExist(fields.client)];
  const missing = (fields.members ?? []).filter((member) => missingPeople.has(member.person));
  if (missing.length) errors.members = missing.map((member) => doesNotExist(member.person));
  if (fields.tags?.some((tag) => tag.trim().length > maxTagLength)) errors.tags = [tagTooLong];
  else if (fields.tags && normaliseTags(fields.tags).length > maxProjectTags)
    errors.tags = [`Ensure this field has no more than ${maxProjectTags} elements.`];
  // Stored as numeric(…, 2): a third decimal was rounded away where the import refused it.
  const amounts = ['capital_required', 'recent_valuation', 'term_sheet_fee', 'fees', 'total_cost', 'gdv'] as const;
  for (const field of amounts) {
    const value = fields[field];
    if (typeof value === 'number' && !hasAtMostTwoDecimals(value)) errors[field] = [twoDecimalsMessage];
  }
  if (typeof fields.location === 'number') {
    const known = await db
      .selectFrom('lookup')
      .select('id')
      .where('kind', '=', 'investing_geography_types')
      .where('id', '=', fields.location)
      .executeTakeFirst();
    if (!known) errors.location = [doesNotExist(fields.location)];
  }
  for (const kind of lookupKinds) {
    const ids = fields[kind];
    if (!ids?.length) continue;
    const { rows } = await sql<{
      id: number;
    }>`SELECT id FROM lookup WHERE kind = ${kind} AND id = any(${ids}::int[])`.execute(db);
    const known = new Set(rows.map((row) => row.id));
    const unknown = ids.filter((id) => !known.has(id));
    if (unknown.length) errors[kind] = unknown.map(doesNotExist);
  }
  return errors;
}
