import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MRT_Row, MRT_RowData } from 'material-react-table';
import type { GroupCounts } from './data-table-types';

type GroupCellProps<Row extends MRT_RowData> = {
  row: MRT_Row<Row>;
  groupCounts?: GroupCounts;
};

/** A group's value as text: the grouped cells hold strings, numbers or booleans. */
const valueText = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';

const groupLabel = (value: unknown) =>
  value === null || value === undefined || value === '' ? '(blank)' : valueText(value);

/**
 * How many rows a group holds: its loaded rows in a list the server does not count, else the server's figure, and
 * undefined while the server has not counted the group. A list the server counts is paged, so its loaded rows would
 * be a wrong figure, however briefly shown.
 */
export function groupCount<Row extends MRT_RowData>(row: MRT_Row<Row>, groupCounts?: GroupCounts): number | undefined {
  if (groupCounts === undefined) return row.subRows?.length ?? 0;
  if (groupCounts === 'pending') return undefined;
  const value = row.groupingValue;
  return groupCounts.get(value === null || value === undefined ? '' : valueText(value));
}

/**
 * The group column: the grouped value and the number of rows in the group. MRT's own cell lays this out with
 * Stack props MUI 9 no longer has, so it would stack vertically.
 */
export function GroupCell<Row extends MRT_RowData>({ row, groupCounts }: GroupCellProps<Row>) {
  if (!row.getIsGrouped()) return null;
  const expanded = row.getIsExpanded();
  const count = groupCount(row, groupCounts);
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5, minWidth: 0 }}>
      <IconButton
        size="small"
        tabIndex={-1}
        aria-label={expanded ? 'Collapse group' : 'Expand group'}
        onClick={(event) => {
          event.stopPropagation();
          row.toggleExpanded();
        }}
      >
        {expanded ? <ExpandMoreIcon fontSize="small" /> : <ChevronRightIcon fontSize="small" />}
      </IconButton>
      <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
        {groupLabel(row.groupingValue)}
      </Typography>
      {count === undefined ? (
        <Skeleton
          role="progressbar"
          aria-label="Loading the group's count"
          variant="text"
          width="2.5em"
          sx={{ flexShrink: 0 }}
        />
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ flexShrink: 0 }}>
          ({count})
        </Typography>
      )}
    </Stack>
  );
}
