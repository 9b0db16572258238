import type { PeopleGroupCountsQuery, PeopleListQuery } from '@ft8/contract/contact';
import type { Static } from 'typebox';
import { pageWindow } from '../../lib/paging.js';
import type { PeopleFilters } from './filters.js';
import type { PeoplePageQuery } from './repository.js';

const ids = (text: string | undefined) =>
  text === undefined ? undefined : text.split(',').map((part) => Number(part.trim()));

export function toPeopleFilters(query: Omit<Static<typeof PeopleGroupCountsQuery>, 'field'>): PeopleFilters {
  return {
    search: query.search,
    ids: ids(query.id),
    profileTypes: ids(query.profile_type),
    categories: ids(query.category),
    isCapitalProvider: query.is_capital_provider,
    isUniversalOwner: query.is_universal_owner,
    tag: query.tags,
    isDeleted: query.is_deleted ?? false,
  };
}

export function toPageQuery(query: Static<typeof PeopleListQuery>): PeoplePageQuery {
  return {
    ...pageWindow(query),
    ordering: query.ordering,
    cursor: query.cursor,
    ...toPeopleFilters(query),
  };
}
