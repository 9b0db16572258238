import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MRT_Row, MRT_RowData } from 'material-react-table';

type GroupCellProps<Row extends MRT_RowData> = {
  row: MRT_Row<Row>;
};

/**
 * The group column: the grouped value and the number of rows in the group. MRT's own cell lays this out with
 * Stack props MUI 9 no longer has, so it would stack vertically.
 */
export function GroupCell<Row extends MRT_RowData>({ row }: GroupCellProps<Row>) {
  if (!row.getIsGrouped()) return null;
  const expanded = row.getIsExpanded();
  const value = row.groupingValue;
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5, minWidth: 0 }}>
      <IconButton
        size="small"
        aria-label={expanded ? 'Collapse group' : 'Expand group'}
        onClick={(event) => {
          event.stopPropagation();
          row.toggleExpanded();
        }}
      >
        {expanded ? <ExpandMoreIcon fontSize="small" /> : <ChevronRightIcon fontSize="small" />}
      </IconButton>
      <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
        {value === null || value === undefined || value === '' ? '(blank)' : String(value)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ flexShrink: 0 }}>
        ({row.subRows?.length ?? 0})
      </Typography>
    </Stack>
  );
}
