import type { QueryPeopleArgs } from '../../generated/resolvers.js';
import { PersonOrderField, SortDirection } from '../../generated/resolvers.js';
import type { Query } from '../../rest/client.js';
import { badUserInput } from '../../rest/errors.js';
import type { PersonConnectionModel } from './models.js';

export const DEFAULT_PAGE_SIZE = 200;
/** The print view's page size; the REST maximum. */
export const MAX_PAGE_SIZE = 10_000;

const orderingField: Record<PersonOrderField, string> = {
  [PersonOrderField.Name]: 'full_name',
  [PersonOrderField.FirstName]: 'first_name',
  [PersonOrderField.LastName]: 'last_name',
  [PersonOrderField.Company]: 'company',
  [PersonOrderField.JobTitle]: 'job_title',
  [PersonOrderField.City]: 'city',
  [PersonOrderField.Country]: 'country',
  [PersonOrderField.Rating]: 'rating',
  [PersonOrderField.ProfileType]: 'profile_type',
  [PersonOrderField.InviteStatus]: 'invite_status',
  [PersonOrderField.CreatedAt]: 'created_at',
  [PersonOrderField.UpdatedAt]: 'updated_at',
};

/** A cursor is the base64 of the item's offset in the list: opaque to clients, cheap for the bff. */
export function encodeCursor(offset: number): string {
  return Buffer.from(`offset:${offset}`).toString('base64');
}

export function decodeCursor(cursor: string): number {
  const match = /^offset:(\d+)$/.exec(Buffer.from(cursor, 'base64').toString('utf8'));
  const offset = match?.[1] === undefined ? Number.NaN : Number(match[1]);
  if (!Number.isSafeInteger(offset)) throw badUserInput('The cursor is not valid.', 'after');
  return offset;
}

export function pageSize(first: number | null | undefined): number {
  const size = first ?? DEFAULT_PAGE_SIZE;
  if (!Number.isInteger(size) || size < 1 || size > MAX_PAGE_SIZE) {
    throw badUserInput(`first must be from 1 to ${MAX_PAGE_SIZE}.`, 'first');
  }
  return size;
}

/** GraphQL arguments -> the query of `GET people/`. */
export function peopleQuery(args: QueryPeopleArgs): { query: Query; offset: number } {
  const limit = pageSize(args.first);
  const offset = args.after ? decodeCursor(args.after) + 1 : 0;
  const ordering = args.orderBy
    ?.map(({ field, direction }) => `${direction === SortDirection.Desc ? '-' : ''}${orderingField[field]}`)
    .join(',');
  const filter = args.filter ?? {};
  const query: Query = {
    limit,
    offset,
    search: args.search?.trim() || undefined,
    ordering: ordering || undefined,
    // Enum arguments arrive as their REST numbers (the resolver map's internal values).
    profile_type: filter.profileTypes?.join(','),
    category: filter.categoryIds?.join(','),
    is_capital_provider: filter.isCapitalProvider ?? undefined,
    tags: filter.tag ?? undefined,
    id: filter.ids?.join(','),
  };
  if (filter.ids?.some((id) => !/^\d+$/.test(id))) throw badUserInput('ids must be numbers.', 'filter');
  if (filter.categoryIds?.some((id) => !/^\d+$/.test(id))) throw badUserInput('categoryIds must be numbers.', 'filter');
  return { query, offset };
}

export function pageInfoOf(page: PersonConnectionModel) {
  const end = page.offset + page.nodes.length;
  return {
    hasNextPage: end < page.totalCount,
    endCursor: page.nodes.length > 0 ? encodeCursor(end - 1) : null,
  };
}
