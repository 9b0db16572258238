import Type, { type Static } from 'typebox';
import type { PeopleFilters } from './filters.js';
import type { PeoplePageQuery } from './repository.js';

// At most 9 digits an id: a larger number is beyond PostgreSQL's integer and must be a 400, not a 500.
const idList = (description: string) => Type.String({ pattern: '^\\s*0*\\d{1,9}(\\s*,\\s*0*\\d{1,9})*\\s*$', description });

/** `search` and the filters: the same on the list and on its group counts. */
const peopleFilterParams = {
  search: Type.Optional(Type.String({ description: 'Fragment of a name, company, job title or email' })),
  id: Type.Optional(idList('Several people by id: `1,2,3`')),
  // profile_type is a smallint column: at most 4 digits, so a larger number is a 400, not a 500.
  profile_type: Type.Optional(Type.String({ pattern: '^\\s*0*\\d{1,4}(\\s*,\\s*0*\\d{1,4})*\\s*$', description: 'Any of these profile types' })),
  category: Type.Optional(idList('Any of these categories')),
  is_capital_provider: Type.Optional(Type.Boolean()),
  tags: Type.Optional(Type.String({ description: 'A tag name' })),
  is_deleted: Type.Optional(Type.Boolean({ description: 'Deleted contacts instead of current ones (default false)' })),
};

export const PeopleListQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 0, description: 'Page size: default 200, at most 10000' })),
  offset: Type.Optional(Type.Integer({ minimum: 0 })),
  ordering: Type.Optional(Type.String({ description: 'e.g. `-company,full_name`; `id` always breaks ties' })),
  cursor: Type.Optional(Type.String({ description: 'Opaque position from a `next`/`previous` link (made for the same ordering)' })),
  ...peopleFilterParams,
});

export const PeopleGroupCountsQuery = Type.Object({
  field: Type.Optional(Type.String({ description: 'The column to group by, e.g. `company`, `categories`, `rating`' })),
  ...peopleFilterParams,
});

export const defaultLimit = 200;
export const maxLimit = 10000;

const ids = (text: string | undefined) => (text === undefined ? undefined : text.split(',').map((part) => Number(part.trim())));

export function toPeopleFilters(query: Omit<Static<typeof PeopleGroupCountsQuery>, 'field'>): PeopleFilters {
  return {
    search: query.search,
    ids: ids(query.id),
    profileTypes: ids(query.profile_type),
    categories: ids(query.category),
    isCapitalProvider: query.is_capital_provider,
    tag: query.tags,
    isDeleted: query.is_deleted ?? false,
  };
}

export function toPageQuery(query: Static<typeof PeopleListQuery>): PeoplePageQuery {
  return {
    // DRF's LimitOffsetPagination: no (or zero) limit means the default; more than the maximum means the maximum.
    limit: Math.min(query.limit || defaultLimit, maxLimit),
    offset: query.offset ?? 0,
    ordering: query.ordering,
    cursor: query.cursor,
    ...toPeopleFilters(query),
  };
}
