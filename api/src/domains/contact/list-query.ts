import type { PeopleGroupCountsQuery, PeopleListQuery } from '@ft8/contract/contact';
import type { Static } from 'typebox';
import type { PeopleFilters } from './filters.js';
import type { PeoplePageQuery } from './repository.js';

export const defaultLimit = 200;
export const maxLimit = 10000;

const ids = (text: string | undefined) =>
  text === undefined ? undefined : text.split(',').map((part) => Number(part.trim()));

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
