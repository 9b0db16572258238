import Type, { type Static } from 'typebox';
import type { PeoplePageQuery } from '../../repositories/people-repository.js';

const idList = (description: string) => Type.String({ pattern: '^\\s*\\d+(\\s*,\\s*\\d+)*\\s*$', description });

export const PeopleListQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 0, description: 'Page size: default 200, at most 10000' })),
  offset: Type.Optional(Type.Integer({ minimum: 0 })),
  ordering: Type.Optional(Type.String({ description: 'e.g. `-company,full_name`; `id` always breaks ties' })),
  search: Type.Optional(Type.String({ description: 'Fragment of a name, company, job title or email' })),
  id: Type.Optional(idList('Several people by id: `1,2,3`')),
  profile_type: Type.Optional(idList('Any of these profile types')),
  category: Type.Optional(idList('Any of these categories')),
  is_capital_provider: Type.Optional(Type.Boolean()),
  tags: Type.Optional(Type.String({ description: 'A tag name' })),
  is_deleted: Type.Optional(Type.Boolean({ description: 'Deleted contacts instead of current ones (default false)' })),
});

export const defaultLimit = 200;
export const maxLimit = 10000;

const ids = (text: string | undefined) => (text === undefined ? undefined : text.split(',').map((part) => Number(part.trim())));

export function toPageQuery(query: Static<typeof PeopleListQuery>): PeoplePageQuery {
  return {
    // DRF's LimitOffsetPagination: no (or zero) limit means the default; more than the maximum means the maximum.
    limit: Math.min(query.limit || defaultLimit, maxLimit),
    offset: query.offset ?? 0,
    ordering: query.ordering,
    search: query.search,
    ids: ids(query.id),
    profileTypes: ids(query.profile_type),
    categories: ids(query.category),
    isCapitalProvider: query.is_capital_provider,
    tag: query.tags,
    isDeleted: query.is_deleted ?? false,
  };
}
