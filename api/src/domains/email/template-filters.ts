import type { TemplateGroupCountsQuery } from '@ft8/contract/email';
import { sql, type Kysely } from 'kysely';
import type { Static } from 'typebox';
import type { Database } from '../../db/schema.js';
import { searchPatterns } from '../../lib/search.js';

/** The templates list's search and filter, on the list and on its group counts; always the owner's own. */
export type TemplateFilters = {
  /** Whose templates: each staff member sees only their own. */
  owner: number;
  search?: string;
  isCompany?: boolean;
};

/** The query's search and filter for the templates of `owner` (the signed-in user). */
export function toTemplateFilters(
  owner: number,
  query: Omit<Static<typeof TemplateGroupCountsQuery>, 'field'>,
): TemplateFilters {
  return {
    owner,
    search: query.search?.trim() || undefined,
    isCompany: query.is_company === undefined ? undefined : ['1', 'true'].includes(query.is_company),
  };
}

/** The templates that match the list's search (name and subject) and filter. */
export function filteredTemplates(from: Kysely<Database>, query: TemplateFilters) {
  let filtered = from.selectFrom('email_template').where('owner_id', '=', query.owner);
  for (const like of searchPatterns(query.search))
    filtered = filtered.where((eb) =>
      eb.or([eb(sql`lower(name)`, 'like', like), eb(sql`lower(subject)`, 'like', like)]),
    );
  if (query.isCompany !== undefined) filtered = filtered.where('is_company', '=', query.isCompany);
  return filtered;
}
