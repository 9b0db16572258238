import { orderingOf, pageWindow } from '../../base/connection.js';
import type { QueryPeopleArgs } from '../../generated/resolvers.js';
import { PersonOrderField } from '../../generated/resolvers.js';
import type { Query } from '../../rest/client.js';
import { badUserInput } from '../../rest/errors.js';

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

/** GraphQL arguments -> the query of `GET people/`. */
export function peopleQuery(args: QueryPeopleArgs): { query: Query; offset: number } {
  const { limit, offset } = pageWindow(args);
  const ordering = orderingOf(args.orderBy, orderingField);
  const filter = args.filter ?? {};
  const query: Query = {
    limit,
    offset,
    search: args.search?.trim() || undefined,
    ordering,
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
