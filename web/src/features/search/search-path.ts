import { searchTypeOfRoute, type SearchType } from '@ft8/contract/search-fields';

/** The screens' words for the types: `/search/contacts`, `/search/projects`, `/search/tasks`. */
export type SearchRouteType = keyof typeof searchTypeOfRoute;
export const searchRouteTypes = Object.keys(searchTypeOfRoute) as SearchRouteType[];

export const SEARCH_TYPE_LABELS: Record<SearchRouteType, string> = {
  contacts: 'Contacts',
  projects: 'Projects',
  tasks: 'Tasks',
};

/** The actions on contact results (spec part 2 section 2), as dialogs over the search. */
export const contactActions = ['email', 'assignToProject', 'editMultiple'] as const;
export type ContactAction = (typeof contactActions)[number];

export type SearchPath = { routeType: SearchRouteType; savedId: string | null; action: ContactAction | null };

/**
 * What the path after `/search/` says: `{type}`, `{type}/saved/{id}`, or `contacts/{email|assignToProject|
 * editMultiple}`; null for anything else.
 */
export function parseSearchPath(rest: string): SearchPath | null {
  const parts = rest.split('/').filter(Boolean);
  const routeType = searchRouteTypes.find((type) => type === parts[0]);
  if (!routeType) return null;
  if (parts.length === 1) return { routeType, savedId: null, action: null };
  if (parts.length === 3 && parts[1] === 'saved' && /^\d+$/.test(parts[2]!))
    return { routeType, savedId: parts[2]!, action: null };
  const action = contactActions.find((candidate) => candidate === parts[1]);
  if (routeType === 'contacts' && action && parts.length === 2) return { routeType, savedId: null, action };
  return null;
}

export const searchTypeOf = (routeType: SearchRouteType): SearchType => searchTypeOfRoute[routeType];

export function routeTypeOf(type: SearchType): SearchRouteType {
  return searchRouteTypes.find((routeType) => searchTypeOfRoute[routeType] === type) ?? 'contacts';
}

/** The GraphQL enum of a search type. */
export const graphQLSearchType = (type: SearchType) => type.toUpperCase() as 'PEOPLE' | 'PROJECTS' | 'TASKS';
export const searchTypeOfGraphQL = (type: 'PEOPLE' | 'PROJECTS' | 'TASKS'): SearchType =>
  type.toLowerCase() as SearchType;
