import { rowsInGroupOrder } from '../data-table/group-order';
import { StarRating } from '../data-table/star-rating';
import type { DataTableColumn, SortKey } from '../data-table/data-table-types';
import type { TableSortingOptions } from '../data-table/use-table-sorting';
import type {
  ContactsListPage_RowFragment,
  PersonGroupField,
  PersonOrder,
  PersonOrderField,
} from '../../generated/graphql';
import { formatDate } from '../../lib/format';
import { ContactNameLink } from './contact-name-link';
import { INVITE_STATUS_LABELS, PROFILE_TYPE_LABELS } from './person-labels';

export type ContactRow = ContactsListPage_RowFragment;

export const CONTACTS_TABLE_TYPE = 'people';

/** Spec section 9: people are sorted by company (descending) then name. */
export const DEFAULT_CONTACT_SORTING: SortKey[] = [
  { id: 'company', desc: true },
  { id: 'name', desc: false },
];

// The server sort key behind each sortable column.
const ORDER_FIELDS: Record<string, PersonOrderField> = {
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

export function toPersonOrder(sorting: readonly SortKey[]): PersonOrder[] {
  return sorting.flatMap((key) => {
    const field = ORDER_FIELDS[key.id];
    return field ? [{ field, direction: key.desc ? 'DESC' : 'ASC' }] : [];
  });
}

const sortable = (id: string) => id in ORDER_FIELDS;
const joinNames = (items: readonly { name: string }[]) => items.map((item) => item.name).join(', ');

const COLUMNS: DataTableColumn<ContactRow>[] = [
  {
    id: 'name',
    label: 'Name',
    value: (row) => row.fullName,
    render: (row) => <ContactNameLink id={row.id} name={row.fullName} />,
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
  { id: 'inviteStatus', label: 'Invite Status', value: (row) => INVITE_STATUS_LABELS[row.inviteStatus], width: 125 },
  {
    id: 'capitalProvider',
    label: 'Capital Provider',
    value: (row) => (row.isCapitalProvider ? 'Yes' : 'No'),
    defaultActive: false,
  },
  // Not groupable: the server counts no groups of days, and a group's count must be the true one.
  {
    id: 'createdAt',
    label: 'Created',
    value: (row) => formatDate(row.createdAt),
    groupable: false,
    defaultActive: false,
  },
  {
    id: 'updatedAt',
    label: 'Updated',
    value: (row) => formatDate(row.updatedAt),
    groupable: false,
    defaultActive: false,
  },
];

export const CONTACT_COLUMNS: DataTableColumn<ContactRow>[] = COLUMNS.map((column) => ({
  ...column,
  sortable: sortable(column.id),
}));

/** Where the list's sort order starts: the page and its route's early query both start from it. */
export const CONTACT_SORTING: TableSortingOptions<ContactRow> = {
  tableType: CONTACTS_TABLE_TYPE,
  columns: CONTACT_COLUMNS,
  defaultSorting: DEFAULT_CONTACT_SORTING,
};

type GroupSource = {
  field: PersonGroupField;
  /** The server's group value -> the group's value as the column shows it (the `groupCounts` key). */
  key: (value: string) => string;
};
const asIs = (value: string) => value;

/** The server's group counts behind each groupable column (`personGroupCounts`). */
export const CONTACT_GROUP_FIELDS: Record<string, GroupSource> = {
  name: { field: 'NAME', key: asIs },
  company: { field: 'COMPANY', key: asIs },
  jobTitle: { field: 'JOB_TITLE', key: asIs },
  city: { field: 'CITY', key: asIs },
  country: { field: 'COUNTRY', key: asIs },
  rating: { field: 'RATING', key: asIs },
  categories: { field: 'CATEGORIES', key: asIs },
  tags: { field: 'TAGS', key: asIs },
  profileType: {
    field: 'PROFILE_TYPE',
    key: (value) => PROFILE_TYPE_LABELS[value as keyof typeof PROFILE_TYPE_LABELS] ?? value,
  },
  inviteStatus: {
    field: 'INVITE_STATUS',
    key: (value) => INVITE_STATUS_LABELS[value as keyof typeof INVITE_STATUS_LABELS] ?? value,
  },
  capitalProvider: { field: 'CAPITAL_PROVIDER', key: (value) => (value === 'true' ? 'Yes' : 'No') },
};

/**
 * Grouped by a multi-valued column, a contact belongs to the group of each of its values (as the server counts
 * them): one table row per value, each holding only that value.
 */
export function rowsPerGroupValue(rows: readonly ContactRow[], groupedBy: string | null): readonly ContactRow[] {
  if (groupedBy === 'categories') {
    return rows.flatMap((row) =>
      row.categories.length > 1 ? row.categories.map((category) => ({ ...row, categories: [category] })) : [row],
    );
  }
  if (groupedBy === 'tags') {
    return rows.flatMap((row) => (row.tags.length > 1 ? row.tags.map((tag) => ({ ...row, tags: [tag] })) : [row]));
  }
  return rows;
}

/** Grouped, the groups read in order of their value (blank last), as the server's counts are sorted. */
export function rowsByGroup(rows: readonly ContactRow[], groupedBy: string | null): readonly ContactRow[] {
  const column = CONTACT_COLUMNS.find((candidate) => candidate.id === groupedBy);
  return rowsInGroupOrder(rows, column);
}

/** A row's table id: the contact, and its group value when a contact appears in several groups. */
export function contactRowId(row: ContactRow, groupedBy: string | null): string {
  if (groupedBy === 'categories' && row.categories.length === 1) return `${row.id}:${row.categories[0]!.id}`;
  if (groupedBy === 'tags' && row.tags.length === 1) return `${row.id}:${row.tags[0]}`;
  return row.id;
}
