import type { SearchType } from '@ft8/contract/search-fields';
import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import type { DataTableColumn, SortKey } from '../../components/data-table/data-table-types';
import { StarRating } from '../../components/data-table/star-rating';
import { taskStateLabel } from '../../components/task/task-progress';
import type {
  InviteStatus,
  PersonOrderField,
  ProfileType,
  ProjectOrderField,
  SearchResults_PersonRowFragment,
  SearchResults_ProjectRowFragment,
  SearchResults_TaskRowFragment,
  TaskOrderField,
} from '../../generated/graphql';
import { formatDate, formatMoney, formatPercent } from '../../lib/format';

// The results tables of the search, with the columns of the contacts, projects and task lists (spec part 1 "Shared
// list table behaviour"). The user's column preferences of the three sit under the one `archived-search` key of
// `table_column_prefs` (spec part 2 "Column preference"), a part per type (`searchTableType`).

export type PersonRow = SearchResults_PersonRowFragment;
export type ProjectRow = SearchResults_ProjectRowFragment;
export type TaskRow = SearchResults_TaskRowFragment;

const PROFILE_TYPE_LABELS: Record<ProfileType, string> = {
  ADMIN: 'Admin',
  USER: 'User',
  CLIENT: 'Client',
  GUEST: 'Guest',
};
const INVITE_STATUS_LABELS: Record<InviteStatus, string> = {
  NOT_SENT: 'Not Sent',
  PENDING: 'Pending',
  ACCEPTED: 'Accepted',
};
const joinNames = (items: readonly { name: string }[]) => items.map((item) => item.name).join(', ');

/** A record's name as a link, so that it opens in a new tab too; the row's click opens it as well. */
const nameLink = (path: string, name: string) => (
  <Link component={RouterLink} to={path} onClick={(event) => event.stopPropagation()} underline="hover">
    {name}
  </Link>
);

const withSortable = <Row,>(columns: DataTableColumn<Row>[], orderFields: Record<string, string>) =>
  columns.map((column) => ({ ...column, sortable: column.id in orderFields }));

export const PERSON_ORDER_FIELDS: Record<string, PersonOrderField> = {
  name: 'NAME',
  company: 'COMPANY',
  jobTitle: 'JOB_TITLE',
  city: 'CITY',
  country: 'COUNTRY',
  rating: 'RATING',
  profileType: 'PROFILE_TYPE',
  inviteStatus: 'INVITE_STATUS',
  createdAt: 'CREATED_AT',
  updatedAt: 'UPDATED_AT',
};

export const PERSON_COLUMNS = withSortable<PersonRow>(
  [
    {
      id: 'name',
      label: 'Name',
      value: (row) => row.fullName,
      render: (row) => nameLink(`/contacts/${row.id}`, row.fullName),
      width: 145,
    },
    { id: 'company', label: 'Company', value: (row) => row.company, width: 150 },
    { id: 'jobTitle', label: 'Job Title', value: (row) => row.jobTitle, width: 140 },
    { id: 'email', label: 'Email', value: (row) => row.primaryEmail, groupable: false, width: 175 },
    { id: 'phone', label: 'Phone', value: (row) => row.primaryPhone, groupable: false, width: 145 },
    { id: 'city', label: 'City', value: (row) => row.city, defaultActive: false },
    { id: 'country', label: 'Country', value: (row) => row.country, defaultActive: false },
    { id: 'categories', label: 'Categories', value: (row) => joinNames(row.categories), width: 125 },
    { id: 'tags', label: 'Tags', value: (row) => row.tags.join(', '), defaultActive: false },
    {
      id: 'rating',
      label: 'Rating',
      value: (row) => row.rating,
      render: (row) => <StarRating value={row.rating} />,
      width: 105,
    },
    { id: 'profileType', label: 'User Type', value: (row) => PROFILE_TYPE_LABELS[row.profileType], width: 115 },
    {
      id: 'inviteStatus',
      label: 'Invite Status',
      value: (row) => INVITE_STATUS_LABELS[row.inviteStatus],
      width: 125,
    },
    {
      id: 'capitalProvider',
      label: 'Capital Provider',
      value: (row) => (row.isCapitalProvider ? 'Yes' : 'No'),
      defaultActive: false,
    },
    { id: 'createdAt', label: 'Created', value: (row) => formatDate(row.createdAt), defaultActive: false },
    { id: 'updatedAt', label: 'Updated', value: (row) => formatDate(row.updatedAt), defaultActive: false },
  ],
  PERSON_ORDER_FIELDS,
);

export const PROJECT_ORDER_FIELDS: Record<string, ProjectOrderField> = {
  name: 'NAME',
  status: 'STATUS',
  closingDate: 'CLOSING_DATE',
  capitalRequired: 'CAPITAL_REQUIRED',
  createdAt: 'CREATED_AT',
};

// Numeric columns are summed in the totals row (spec part 1 section 9: shown over 200 rows).
export const PROJECT_COLUMNS = withSortable<ProjectRow>(
  [
    {
      id: 'name',
      label: 'Project Name',
      value: (row) => row.name,
      render: (row) => nameLink(`/projects/${row.id}`, row.name),
      width: 200,
    },
    { id: 'client', label: 'Client', value: (row) => row.client?.fullName, width: 150 },
    { id: 'status', label: 'Status', value: (row) => row.status?.name, width: 170 },
    { id: 'projectTypes', label: 'Project Type', value: (row) => joinNames(row.projectTypes), width: 150 },
    { id: 'transactionTypes', label: 'Transaction Type', value: (row) => joinNames(row.transactionTypes) },
    { id: 'assetTypes', label: 'Asset Types', value: (row) => joinNames(row.assetTypes), defaultActive: false },
    {
      id: 'capitalRequired',
      label: 'Capital Required',
      value: (row) => row.capitalRequired,
      format: formatMoney,
      sum: true,
      groupable: false,
      width: 160,
    },
    {
      id: 'recentValuation',
      label: 'Recent Valuation',
      value: (row) => row.recentValuation,
      format: formatMoney,
      sum: true,
      groupable: false,
      defaultActive: false,
    },
    {
      id: 'fees',
      label: 'Fees',
      value: (row) => row.fees,
      format: formatPercent,
      groupable: false,
      defaultActive: false,
    },
    {
      id: 'termSheetFee',
      label: 'Term Sheet Fee',
      value: (row) => row.termSheetFee,
      format: formatMoney,
      sum: true,
      groupable: false,
      defaultActive: false,
    },
    {
      id: 'closingDate',
      label: 'Closing Date',
      value: (row) => row.closingDate,
      render: (row) => formatDate(row.closingDate),
      groupable: false,
      width: 140,
    },
    {
      id: 'createdAt',
      label: 'Created',
      value: (row) => row.createdAt,
      render: (row) => formatDate(row.createdAt),
      groupable: false,
      defaultActive: false,
    },
  ],
  PROJECT_ORDER_FIELDS,
);

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
export const DEFAULT_SORTING: Record<'people' | 'projects' | 'tasks', SortKey[]> = {
  people: [
    { id: 'company', desc: true },
    { id: 'name', desc: false },
  ],
  projects: [{ id: 'name', desc: false }],
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
export const SEARCH_COLUMNS = { people: PERSON_COLUMNS, projects: PROJECT_COLUMNS, tasks: TASK_COLUMNS };

/** The results table's type for its column preferences: the `type` part of the user's `archived-search` key. */
export const searchTableType = (type: SearchType) => `archived-search/${type}`;
