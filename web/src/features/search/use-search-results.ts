import { useQuery } from '@apollo/client/react';
import type { SearchType } from '@ft8/contract/search-fields';
import { useEffect } from 'react';
import type { SortKey } from '../../components/data-table/data-table-types';
import { useNotify } from '../../components/notifications/notifications';
import { errorStatus, isCancelled } from '../../components/notifications/notify-error';
import {
  SearchResults_PeopleDocument,
  SearchResults_ProjectsDocument,
  SearchResults_TasksDocument,
} from '../../generated/graphql';
import { toPersonOrder } from '../../components/lists/contact-columns';
import { toProjectOrder } from '../../components/lists/project-columns';
import { TASK_ORDER_FIELDS, toOrder, type PersonRow, type ProjectRow, type TaskRow } from './search-columns';

/** No sort keys: the search's default order. */
const orNone = <T>(order: T[]) => (order.length ? order : undefined);

/** Spec section 9: result pages are 200 rows. */
export const SEARCH_PAGE_SIZE = 200;
export const SEARCH_NOT_FOUND = 'No search results';
export const SEARCH_FAILED = 'An error occured while searching';

type Page<Row> = {
  rows: readonly Row[];
  totalCount: number;
  loading: boolean;
  fetchingMore: boolean;
  hasNextPage: boolean;
  loadMore: () => void;
};

export type SearchResults =
  | ({ type: 'people' } & Page<PersonRow>)
  | ({ type: 'projects' } & Page<ProjectRow>)
  | ({ type: 'tasks' } & Page<TaskRow>);

/**
 * The results of the submitted query, 200 at a time. Leaving the page (or a new search) unsubscribes the query,
 * and Apollo Client aborts its request still in flight: nothing lingers.
 */
export function useSearchResults(type: SearchType, query: string, sorting: readonly SortKey[]): SearchResults {
  const notify = useNotify();
  const first = SEARCH_PAGE_SIZE;
  const people = useQuery(SearchResults_PeopleDocument, {
    variables: { query, first, orderBy: orNone(toPersonOrder(sorting)) },
    skip: type !== 'people',
    notifyOnNetworkStatusChange: true,
  });
  const projects = useQuery(SearchResults_ProjectsDocument, {
    variables: { query, first, orderBy: orNone(toProjectOrder(sorting)) },
    skip: type !== 'projects',
    notifyOnNetworkStatusChange: true,
  });
  const tasks = useQuery(SearchResults_TasksDocument, {
    variables: { query, first, orderBy: toOrder(sorting, TASK_ORDER_FIELDS) },
    skip: type !== 'tasks',
    notifyOnNetworkStatusChange: true,
  });

  const error = type === 'people' ? people.error : type === 'projects' ? projects.error : tasks.error;
  useEffect(() => {
    if (!error || isCancelled(error)) return;
    // Spec part 2 section 8: also logged to the console.
    console.error(error);
    const status = errorStatus(error);
    notify(status === 404 ? SEARCH_NOT_FOUND : SEARCH_FAILED, 'error', status);
  }, [error, notify]);

  const page = <Row>(
    result: {
      loading: boolean;
      networkStatus: number;
      fetchMore: (options: { variables: { after: string } }) => unknown;
    },
    connection:
      | { totalCount: number; nodes: readonly Row[]; pageInfo: { hasNextPage: boolean; endCursor?: string | null } }
      | undefined,
  ): Page<Row> => ({
    rows: connection?.nodes ?? [],
    totalCount: connection?.totalCount ?? 0,
    // networkStatus 3: fetchMore.
    loading: result.loading && result.networkStatus !== 3,
    fetchingMore: result.networkStatus === 3,
    hasNextPage: connection?.pageInfo.hasNextPage ?? false,
    loadMore: () => {
      const after = connection?.pageInfo.endCursor;
      if (after) void Promise.resolve(result.fetchMore({ variables: { after } })).catch(() => undefined);
    },
  });

  if (type === 'people') return { type, ...page(people, people.data?.searchPeople) };
  if (type === 'projects') return { type, ...page(projects, projects.data?.searchProjects) };
  return { type, ...page(tasks, tasks.data?.searchTasks) };
}
