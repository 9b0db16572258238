import type { SearchType } from '@ft8/contract/search-fields';
import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import type { DataTableColumn, SortKey } from '../../components/data-table/data-table-types';
import { taskStateLabel } from '../../components/task/task-progress';
import type { SearchResults_TaskRowFragment, TaskOrderField } from '../../generated/graphql';
import { formatDate } from '../../lib/format';
import { CONTACT_COLUMNS, DEFAULT_CONTACT_SORTING, type ContactRow } from '../../components/lists/contact-columns';
import { PROJECT_COLUMNS, PROJECT_SORTING, type ProjectRow } from '../../components/lists/project-columns';

// The results tables of the search: contacts and projects with the columns of their lists (their rows are the lists'
// own fragments, search-results.graphql), tasks with the columns below (spec part 1 "Shared list table behaviour").
// The user's column preferences of the three sit under the one `archived-search` key of `table_column_prefs` (spec
// part 2 "Column preference"), a part per type (`searchTableType`).

export type PersonRow = ContactRow;
export type { ProjectRow };
export type TaskRow = SearchResults_TaskRowFragment;

/** A record's name as a link, so that it opens in a new tab too; the row's click opens it as well. */
const nameLink = (path: string, name: string) => (
  <Link component={RouterLink} to={path} onClick={(event) => event.stopPropagation()} underline="hover">
    {name}
  </Link>
);

const withSortable = <Row,>(columns: DataTableColumn<Row>[], orderFields: Record<string, string>) =>
  columns.map((column) => ({ ...column, sortable: column.id in orderFields }));

export const TASK_ORDER_FIELDS: Record<string, TaskOrderField> = {
  title: 'TITLE',
  state: 'STATE',
  dueDate: 'DUE_DATE',
  createdAt: 'CREATED_AT',
};

/** Spec part 2 section 4 "Task grouping": a task's month by due date, 'undated' without one. */
const dueMonth = (row: TaskRow) =>
  row.dueDate ? new Date(row.dueDate).toLocaleDateString('en-GB', { month: 'long', year: 'numeric' }) : 'undated';

export const TASK_COLUMNS = withSortable<TaskRow>(
  [
    {
      id: 'title',
      label: 'Title',
      value: (row) => row.title,
      render: (row) => nameLink(`/task/${row.id}`, row.title),
      width: 220,
    },
    { id: 'project', label: 'Project', value: (row) => row.projectName, width: 180 },
    { id: 'state', label: 'State', value: (row) => taskStateLabel[row.state], width: 150 },
    {
      id: 'dueDate',
      label: 'Due Date',
      value: (row) => row.dueDate,
      render: (row) => formatDate(row.dueDate),
      groupable: false,
      width: 130,
    },
    { id: 'dueMonth', label: 'Due Month', value: dueMonth, defaultActive: false },
    {
      id: 'assignees',
      label: 'Assignees',
      value: (row) => row.assignees.map((person) => person.fullName).join(', '),
      width: 180,
    },
    { id: 'createdBy', label: 'Created By', value: (row) => row.createdBy?.fullName ?? 'User No Longer Exists' },
    {
      id: 'createdAt',
      label: 'Created',
      value: (row) => row.createdAt,
      render: (row) => formatDate(row.createdAt),
      groupable: false,
      defaultActive: false,
    },
  ],
  TASK_ORDER_FIELDS,
);

/** Spec section 9 default sorts: people by company (descending) then name; projects by name; tasks by due date. */
export const DEFAULT_SORTING: Record<SearchType, SortKey[]> = {
  people: DEFAULT_CONTACT_SORTING,
  projects: PROJECT_SORTING.defaultSorting,
  tasks: [{ id: 'dueDate', desc: false }],
};

export function toOrder<Field extends string>(
  sorting: readonly SortKey[],
  fields: Record<string, Field>,
): { field: Field; direction: 'ASC' | 'DESC' }[] | undefined {
  const order = sorting.flatMap((key) => {
    const field = fields[key.id];
    return field ? [{ field, direction: key.desc ? ('DESC' as const) : ('ASC' as const) }] : [];
  });
  return order.length ? order : undefined;
}

/** The results' columns of each type. */
export const SEARCH_COLUMNS = { people: CONTACT_COLUMNS, projects: PROJECT_COLUMNS, tasks: TASK_COLUMNS };

/** The results table's type for its column preferences: the `type` part of the user's `archived-search` key. */
export const searchTableType = (type: SearchType) => `archived-search/${type}`;
