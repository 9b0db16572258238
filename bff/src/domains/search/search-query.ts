import { maxSearchQueryLength, type SearchType as RestSearchType } from '@ft8/contract/search';
import { orderingOf, pageWindow } from '../../base/connection.js';
import {
  ProjectOrderField,
  SearchType,
  type QuerySearchPeopleArgs,
  type QuerySearchProjectsArgs,
  type QuerySearchTasksArgs,
} from '../../generated/resolvers.js';
import type { Query } from '../../rest/client.js';
import { badUserInput } from '../../rest/errors.js';
import { tasksQuery } from '../calendar/task-query.js';
import { peopleQuery } from '../contact/people-query.js';

// GraphQL arguments -> `GET search/{type}/{query}`: the type's own list's paging and order keys (people's and tasks'
// from their lists' own query builders, so a search sorts exactly as its list), the query as one path segment.

export const restType: Record<SearchType, RestSearchType> = {
  [SearchType.People]: 'people',
  [SearchType.Projects]: 'projects',
  [SearchType.Tasks]: 'tasks',
};
export const graphqlType: Record<RestSearchType, SearchType> = {
  people: SearchType.People,
  projects: SearchType.Projects,
  tasks: SearchType.Tasks,
};

const projectOrdering: Record<ProjectOrderField, string> = {
  [ProjectOrderField.Name]: 'name',
  [ProjectOrderField.Status]: 'status',
  [ProjectOrderField.ClosingDate]: 'closing_date',
  [ProjectOrderField.CapitalRequired]: 'capital_required',
  [ProjectOrderField.CreatedAt]: 'created_at',
};

/** The REST path of a search; the api checks the query itself (a 400 naming the term), the bff only its length. */
export function searchPath(type: RestSearchType, query: string): string {
  if (query.length > maxSearchQueryLength)
    throw badUserInput(`the query is over ${maxSearchQueryLength} characters`, 'query');
  return `search/${type}/${encodeURIComponent(query)}`;
}

type Request = { path: string; query: Query; offset: number };

export function peopleSearch(args: QuerySearchPeopleArgs): Request {
  const { query, offset } = peopleQuery({ first: args.first, after: args.after, orderBy: args.orderBy });
  const { limit, ordering } = query;
  return { path: searchPath('people', args.query), query: { limit, offset, ordering }, offset };
}

export function projectsSearch(args: QuerySearchProjectsArgs): Request {
  const { limit, offset } = pageWindow(args);
  const ordering = orderingOf(args.orderBy, projectOrdering);
  return { path: searchPath('projects', args.query), query: { limit, offset, ordering }, offset };
}

export function tasksSearch(args: QuerySearchTasksArgs): Request {
  // The default order is the list's: due date, undated last. (Null only for an empty project filter, not given here.)
  const list = tasksQuery({ first: args.first, after: args.after, orderBy: args.orderBy }, null);
  const { limit, offset, ordering } = list?.query ?? {};
  return { path: searchPath('tasks', args.query), query: { limit, offset, ordering }, offset: list?.offset ?? 0 };
}
