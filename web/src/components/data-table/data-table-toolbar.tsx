import UnfoldLessIcon from '@mui/icons-material/UnfoldLess';
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { ColumnPref } from './data-table-types';

const NO_GROUP = '';
const noWrap = { whiteSpace: 'nowrap', flexShrink: 0 } as const;

type DataTableToolbarProps = {
  totalCount: number;
  label: string;
  loading: boolean;
  selectedCount: number;
  groupable: readonly ColumnPref[];
  groupedBy: string | null;
  onGroupByChange: (type: string | null) => void;
  onExpandAll: (expanded: boolean) => void;
  /** Opens the manage-columns panel; without it (no full access) the button is not offered. */
  onManageColumns?: () => void;
  actions?: ReactNode;
};

/** '1 project', '2 projects': the tables' labels are regular plurals ('contacts', 'projects', 'templates'). */
const countOf = (count: number, plural: string) =>
  `${count.toLocaleString('en-GB')} ${count === 1 ? plural.replace(/s$/, '') : plural}`;

/** Above the table: the count, the selection, grouping and the manage-columns button. */
export function DataTableToolbar(props: DataTableToolbarProps) {
  const { totalCount, label, loading, selectedCount, groupable, groupedBy } = props;
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', minHeight: 48, py: 1 }}>
      <Typography variant="subtitle1" component="p" aria-live="polite" sx={{ fontWeight: 500 }}>
        {loading ? <Skeleton width={120} /> : countOf(totalCount, label)}
      </Typography>
      {selectedCount > 0 && (
        <Typography variant="body2" color="primary">
          {selectedCount.toLocaleString('en-GB')} selected
        </Typography>
      )}
      {props.actions}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', ml: 'auto !important' }}>
        {groupedBy && (
          <>
            <Button size="small" sx={noWrap} startIcon={<UnfoldLessIcon />} onClick={() => props.onExpandAll(false)}>
              Collapse all
            </Button>
            <Button size="small" sx={noWrap} startIcon={<UnfoldMoreIcon />} onClick={() => props.onExpandAll(true)}>
              Expand all
            </Button>
          </>
        )}
        <TextField
          select
          size="small"
          label="Group by"
          value={groupedBy ?? NO_GROUP}
          onChange={(event) => props.onGroupByChange(event.target.value || null)}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value={NO_GROUP}>None</MenuItem>
          {groupable.map((pref) => (
            <MenuItem key={pref.type} value={pref.type}>
              {pref.label}
            </MenuItem>
          ))}
        </TextField>
        {props.onManageColumns && (
          <Button
            size="small"
            variant="outlined"
            sx={noWrap}
            startIcon={<ViewColumnIcon />}
            onClick={props.onManageColumns}
          >
            Manage columns
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
