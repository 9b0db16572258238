import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import ViewKanbanOutlinedIcon from '@mui/icons-material/ViewKanbanOutlined';
import { Link as RouterLink } from 'react-router';
import type { DataTableColumn, SortKey } from '../data-table/data-table-types';
import type { TableSortingOptions } from '../data-table/use-table-sorting';
import { rowsInGroupOrder } from '../data-table/group-order';
import type {
  ProjectGroupField,
  ProjectOrder,
  ProjectOrderField,
  ProjectsListPage_RowFragment,
} from '../../generated/graphql';
import { formatDate, formatMoney, formatPercent } from '../../lib/format';
import { useStartOnPress } from '../../lib/page-preload';

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

/** The board icon: opens /projects/{id}/tasks without opening the row; the board's data starts as it is pressed. */
function BoardLink({ row }: { row: ProjectRow }) {
  const path = `/projects/${row.id}/tasks`;
  const startOnPress = useStartOnPress(path);
  return (
    <Tooltip title="Project Board">
      <IconButton
        component={RouterLink}
        to={path}
        size="small"
        aria-label={`Project Board of ${row.name}`}
        onPointerDown={startOnPress}
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

/**
 * The server's group counts behind each groupable column (`projectGroupCounts`): its group values are the names the
 * column shows (the project's, the client's, the status's and the types').
 */
export const PROJECT_GROUP_FIELDS: Record<string, ProjectGroupField> = {
  name: 'NAME',
  client: 'CLIENT',
  status: 'STATUS',
  projectTypes: 'PROJECT_TYPES',
  transactionTypes: 'TRANSACTION_TYPES',
  assetTypes: 'ASSET_TYPES',
};

/** The multi-valued columns: a project is in the group of each of its values, as the server counts them. */
const MULTI_VALUED = ['projectTypes', 'transactionTypes', 'assetTypes'] as const;
type MultiValued = (typeof MULTI_VALUED)[number];
const multiValued = (groupedBy: string | null): MultiValued | undefined =>
  MULTI_VALUED.find((column) => column === groupedBy);

/**
 * The rows as the grouped table shows them: grouped by a multi-valued column, one row per value of a project, each
 * holding only that value; the groups in order of their value, blank last.
 */
export function rowsByGroup(rows: readonly ProjectRow[], groupedBy: string | null): readonly ProjectRow[] {
  const column = multiValued(groupedBy);
  const perValue = column
    ? rows.flatMap((row) =>
        row[column].length > 1 ? row[column].map((item) => ({ ...row, [column]: [item] })) : [row],
      )
    : rows;
  const grouped = PROJECT_COLUMNS.find((candidate) => candidate.id === groupedBy);
  return rowsInGroupOrder(perValue, grouped);
}

/** A row's table id: the project, and its group value when a project shows in several groups. */
export function projectRowId(row: ProjectRow, groupedBy: string | null): string {
  const column = multiValued(groupedBy);
  return column && row[column].length === 1 ? `${row.id}:${row[column][0]!.id}` : row.id;
}
