import {
  personFieldNames,
  type PeopleGroupCountsQuery,
  type PeopleListQuery,
  type PersonField,
} from '@ft8/contract/contact';
import type { Static } from 'typebox';
import { fieldErrors } from '../../http-error.js';
import { isAdmin, isStaff, type AccessRule } from '../../plugins/auth.js';
import { pageWindow } from '../../lib/paging.js';
import { searchPatterns } from '../../lib/search.js';
import type { PeopleFilters } from './filters.js';
import type { PeoplePageQuery } from './repository.js';

/**
 * Staff read the contacts lists; deleted contacts (`is_deleted=true`) only admins, whose Contact Management lists and
 * reactivates them (as `DELETE people/multiple/` and reactivating are theirs).
 */
export const listAccess: AccessRule = (person, request) => {
  // Checked before the query is validated: anything but an absent or a plain `false` asks for deleted contacts.
  const deleted = (request.query as { is_deleted?: unknown }).is_deleted;
  return isStaff(person) && (deleted === undefined || deleted === 'false' || deleted === false || isAdmin(person));
};

const ids = (text: string | undefined) =>
  text === undefined ? undefined : text.split(',').map((part) => Number(part.trim()));

export function toPeopleFilters(query: Omit<Static<typeof PeopleGroupCountsQuery>, 'field'>): PeopleFilters {
  return {
    // A search of no terms (blank, or only empty quotes) is no search: the kept counts still serve the list.
    search: searchPatterns(query.search).length > 0 ? query.search : undefined,
    ids: ids(query.id),
    profileTypes: ids(query.profile_type),
    categories: ids(query.category),
    isCapitalProvider: query.is_capital_provider,
    isUniversalOwner: query.is_universal_owner,
    tag: query.tags,
    isDeleted: query.is_deleted ?? false,
  };
}

const knownFields: ReadonlySet<string> = new Set(personFieldNames);

/** `fields=full_name,emails` -> the keys each row holds (besides `id`); a name that is not a row key is a 400. */
function toFields(text: string | undefined): ReadonlySet<PersonField> | undefined {
  if (text === undefined) return undefined;
  const names = text
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => !knownFields.has(name));
  if (unknown.length > 0) throw fieldErrors({ fields: [`Unknown field: ${unknown.join(', ')}.`] });
  return new Set(names as PersonField[]);
}

export function toPageQuery(query: Static<typeof PeopleListQuery>): PeoplePageQuery {
  return {
    ...pageWindow(query),
    ordering: query.ordering,
    cursor: query.cursor,
    fields: toFields(query.fields),
    ...toPeopleFilters(query),
  };
}
