import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import ViewKanbanOutlinedIcon from '@mui/icons-material/ViewKanbanOutlined';
import { Link as RouterLink } from 'react-router';
import type { DataTableColumn, SortKey } from '../../components/data-table/data-table-types';
import type { TableSortingOptions } from '../../components/data-table/use-table-sorting';
import type { ProjectOrder, ProjectOrderField, ProjectsListPage_RowFragment } from '../../generated/graphql';
import { formatDate, formatMoney, formatPercent } from '../../lib/format';

export type ProjectRow = ProjectsListPage_RowFragment;

export const PROJECTS_TABLE_TYPE = 'projects';

// The server sort key behind each sortable column.
const ORDER_FIELDS: Record<string, ProjectOrderField> = {
  name: 'NAME',
  status: 'STATUS',
  closingDate: 'CLOSING_DATE',
  capitalRequired: 'CAPITAL_REQUIRED',
  createdAt: 'CREATED_AT',
};

export function toProjectOrder(sorting: readonly SortKey[]): ProjectOrder[] {
  return sorting.flatMap((key) => {
    const field = ORDER_FIELDS[key.id];
    return field ? [{ field, direction: key.desc ? 'DESC' : 'ASC' }] : [];
  });
}

const sortable = (id: string) => id in ORDER_FIELDS;
const joinNames = (items: readonly { name: string }[]) => items.map((item) => item.name).join(', ');

/** The board icon: opens /projects/{id}/tasks without opening the row. */
function BoardLink({ row }: { row: ProjectRow }) {
  return (
    <Tooltip title="Project Board">
      <IconButton
        component={RouterLink}
        to={`/projects/${row.id}/tasks`}
        size="small"
        aria-label={`Project Board of ${row.name}`}
        onClick={(event) => event.stopPropagation()}
      >
        <ViewKanbanOutlinedIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}

// No column sums: the spec hides totals rows on the project table.
const COLUMNS: DataTableColumn<ProjectRow>[] = [
  {
    id: 'board',
    label: 'Board',
    value: () => null,
    render: (row) => <BoardLink row={row} />,
    groupable: false,
    width: 80,
  },
  { id: 'name', label: 'Project Name', value: (row) => row.name, width: 200 },
  { id: 'client', label: 'Client', value: (row) => row.client?.fullName, width: 150 },
  { id: 'status', label: 'Status', value: (row) => row.status?.name, width: 170 },
  { id: 'projectTypes', label: 'Project Type', value: (row) => joinNames(row.projectTypes), width: 150 },
  { id: 'transactionTypes', label: 'Transaction Type', value: (row) => joinNames(row.transactionTypes), width: 150 },
  { id: 'assetTypes', label: 'Asset Types', value: (row) => joinNames(row.assetTypes), defaultActive: false },
  {
    id: 'capitalRequired',
    label: 'Capital Required',
    value: (row) => row.capitalRequired,
    format: formatMoney,
    groupable: false,
    width: 160,
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
    id: 'successFee',
    label: 'Success Fee',
    value: (row) => row.successFee,
    format: formatMoney,
    groupable: false,
    defaultActive: false,
  },
  {
    id: 'totalFees',
    label: 'Total Fees',
    value: (row) => row.totalFees,
    format: formatMoney,
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
    id: 'providers',
    label: 'Capital Providers',
    value: (row) => row.cpSummary.map((entry) => `${entry.state}: ${entry.count}`).join(', '),
    groupable: false,
    defaultActive: false,
  },
  {
    id: 'createdAt',
    label: 'Created',
    value: (row) => row.createdAt,
    render: (row) => formatDate(row.createdAt),
    groupable: false,
    defaultActive: false,
  },
];

export const PROJECT_COLUMNS: DataTableColumn<ProjectRow>[] = COLUMNS.map((column) => ({
  ...column,
  sortable: sortable(column.id),
}));

export const PROJECT_SORTING: TableSortingOptions<ProjectRow> = {
  tableType: PROJECTS_TABLE_TYPE,
  columns: PROJECT_COLUMNS,
  defaultSorting: [{ id: 'name', desc: false }],
};
