import type { DataTableColumn, SortKey } from '../../components/data-table/data-table-types';
import { rowsInGroupOrder } from '../../components/data-table/group-order';
import type { TableSortingOptions } from '../../components/data-table/use-table-sorting';
import type {
  EmailManagement_TemplateRowFragment,
  TemplateGroupField,
  TemplateOrder,
  TemplateOrderField,
} from '../../generated/graphql';
import { formatDateTime } from '../../lib/format';

export type TemplateRow = EmailManagement_TemplateRowFragment;

export const TEMPLATES_TABLE_TYPE = 'templates';

// The server sort key behind each sortable column (the api sorts on one key).
const ORDER_FIELDS: Record<string, TemplateOrderField> = {
  name: 'NAME',
  updatedAt: 'UPDATED_AT',
  createdAt: 'CREATED_AT',
};

export function toTemplateOrder(sorting: readonly SortKey[]): TemplateOrder[] {
  return sorting.flatMap((key) => {
    const field = ORDER_FIELDS[key.id];
    return field ? [{ field, direction: key.desc ? 'DESC' : 'ASC' }] : [];
  });
}

/** What the list calls a template with no name yet. */
const NEW_TEMPLATE = 'New Template';

export const TEMPLATE_COLUMNS: DataTableColumn<TemplateRow>[] = [
  { id: 'name', label: 'Name', value: (row) => row.name || NEW_TEMPLATE, sortable: true, width: 260 },
  { id: 'subject', label: 'Subject', value: (row) => row.subject, width: 320 },
  {
    id: 'isCompany',
    label: 'Company Email',
    value: (row) => (row.isCompany ? 'Yes' : 'No'),
    width: 150,
  },
  {
    id: 'updatedAt',
    label: 'Last Changed',
    value: (row) => row.updatedAt,
    render: (row) => formatDateTime(row.updatedAt),
    sortable: true,
    groupable: false,
    width: 180,
  },
  {
    id: 'createdAt',
    label: 'Created',
    value: (row) => row.createdAt,
    render: (row) => formatDateTime(row.createdAt),
    sortable: true,
    groupable: false,
    width: 180,
  },
];

/** Spec section 9: templates by updated_at descending. */
export const TEMPLATE_SORTING: TableSortingOptions<TemplateRow> = {
  tableType: TEMPLATES_TABLE_TYPE,
  columns: TEMPLATE_COLUMNS,
  defaultSorting: [{ id: 'updatedAt', desc: true }],
};

type GroupSource = {
  field: TemplateGroupField;
  /** The server's group value -> the group's value as the column shows it (the `groupCounts` key). */
  key: (value: string) => string;
};

/** The server's group counts behind each groupable column (`templateGroupCounts`). */
export const TEMPLATE_GROUP_FIELDS: Record<string, GroupSource> = {
  name: { field: 'NAME', key: (value) => value || NEW_TEMPLATE },
  subject: { field: 'SUBJECT', key: (value) => value },
  isCompany: { field: 'COMPANY_EMAIL', key: (value) => (value === 'true' ? 'Yes' : 'No') },
};

/** Grouped, the groups read in order of their value (blank last), as the server's counts are sorted. */
export function rowsByGroup(rows: readonly TemplateRow[], groupedBy: string | null): readonly TemplateRow[] {
  const column = TEMPLATE_COLUMNS.find((candidate) => candidate.id === groupedBy);
  return rowsInGroupOrder(rows, column);
}
