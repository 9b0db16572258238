import type { DataTableColumn, SortKey } from '../../components/data-table/data-table-types';
import type { TableSortingOptions } from '../../components/data-table/use-table-sorting';
import type { EmailManagement_TemplateRowFragment, TemplateOrder, TemplateOrderField } from '../../generated/graphql';
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

export const TEMPLATE_COLUMNS: DataTableColumn<TemplateRow>[] = [
  { id: 'name', label: 'Name', value: (row) => row.name || 'New Template', sortable: true, width: 260 },
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
