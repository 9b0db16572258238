import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { isLastActiveColumn, moveColumn, toggleColumnActive } from './column-prefs';
import type { ColumnPref } from './data-table-types';

type ManageColumnsPanelProps = {
  open: boolean;
  prefs: readonly ColumnPref[];
  onChange: (prefs: ColumnPref[]) => void;
  onReset: () => void;
  onClose: () => void;
};

const PANEL_TITLE_ID = 'manage-columns-title';

/** The manage-columns side panel: switch columns on or off and change their order. */
export function ManageColumnsPanel({ open, prefs, onChange, onReset, onClose }: ManageColumnsPanelProps) {
  const ordered = [...prefs].filter((pref) => !pref.hidden).sort((a, b) => a.order - b.order);
  return (
    // A modal side panel: named as a dialog by its heading, so screen readers announce what opened.
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { role: 'dialog', 'aria-modal': true, 'aria-labelledby': PANEL_TITLE_ID } }}
    >
      <Box sx={{ width: 320, p: 2 }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
          <Typography variant="h6" component="h2" id={PANEL_TITLE_ID}>
            Manage columns
          </Typography>
          <Button size="small" onClick={onReset}>
            Reset
          </Button>
        </Stack>
        <List dense disablePadding>
          {ordered.map((pref, index) => {
            const locked = isLastActiveColumn(prefs, pref.type);
            return (
              <ListItem
                key={pref.type}
                disableGutters
                secondaryAction={<MoveButtons {...{ pref, index, ordered, prefs, onChange }} />}
              >
                <Tooltip title={locked ? 'At least one column must stay visible' : ''} placement="left" describeChild>
                  <FormControlLabel
                    label={pref.label}
                    control={
                      <Switch
                        checked={pref.active}
                        disabled={locked}
                        onChange={() => onChange(toggleColumnActive(prefs, pref.type))}
                      />
                    }
                  />
                </Tooltip>
              </ListItem>
            );
          })}
        </List>
        <Button fullWidth variant="contained" sx={{ mt: 2 }} onClick={onClose}>
          Done
        </Button>
      </Box>
    </Drawer>
  );
}

type MoveButtonsProps = {
  pref: ColumnPref;
  index: number;
  ordered: readonly ColumnPref[];
  prefs: readonly ColumnPref[];
  onChange: (prefs: ColumnPref[]) => void;
};

function MoveButtons({ pref, index, ordered, prefs, onChange }: MoveButtonsProps) {
  return (
    <>
      <IconButton
        size="small"
        aria-label={`Move ${pref.label} up`}
        disabled={index === 0}
        onClick={() => onChange(moveColumn(prefs, pref.type, -1))}
      >
        <ArrowUpwardIcon fontSize="small" />
      </IconButton>
      <IconButton
        size="small"
        aria-label={`Move ${pref.label} down`}
        disabled={index === ordered.length - 1}
        onClick={() => onChange(moveColumn(prefs, pref.type, 1))}
      >
        <ArrowDownwardIcon fontSize="small" />
      </IconButton>
    </>
  );
}
