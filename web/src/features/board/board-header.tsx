import { useMutation } from '@apollo/client/react';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { memo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useNotify } from '../../components/notifications/notifications';
import { BoardPage_SetColumnsHiddenDocument } from '../../generated/graphql';
import type { Board } from './board-model';
import { BoardViewers } from './board-viewers';
import { ProjectSwitcher } from './project-switcher';

/** What the Display Columns menu shows of a column. */
export type ColumnChoice = { id: string; name: string; hidden: boolean };

const stateLabel = { OWNER: 'Owner', CLIENT: 'Client', MEMBER: 'Member', GUEST: 'Guest' } as const;

/** Spec part 2 section 8: the message when a task cannot be updated. */
export const MOVE_FAILED = 'Fill in all required fields in order to update task';

type BoardHeaderProps = {
  id: string;
  project: Board['project'];
  columns: ColumnChoice[];
  myId: string | undefined;
  /** A guest: no project page to go back to, no filter. */
  reduced: boolean;
  followsDeals: boolean;
  fullAccess: boolean;
  filter: string;
  onFilter: (filter: string) => void;
};

/**
 * The board's header: back, the project's name and switcher, who else is here, the owners, the team, the filter and
 * Display Columns. Memoised: a card moved or changed draws the board's columns again, not these (drawing them on every
 * drop made dropping a card the board's longest main-thread task).
 */
export const BoardHeader = memo(function BoardHeader({
  id,
  project,
  columns,
  myId,
  reduced,
  followsDeals,
  fullAccess,
  filter,
  onFilter,
}: BoardHeaderProps) {
  const notify = useNotify();
  const [setHidden] = useMutation(BoardPage_SetColumnsHiddenDocument);
  const [columnsMenu, setColumnsMenu] = useState<HTMLElement | null>(null);
  const [teamMenu, setTeamMenu] = useState<HTMLElement | null>(null);
  const owners = project.members.filter((member) => member.state === 'OWNER');

  const toggleColumn = async (columnId: string, hidden: boolean) => {
    const others = columns.filter((column) => column.id !== columnId && !column.hidden);
    // At least one column stays shown (spec part 2 section 5).
    if (hidden && others.length === 0) return;
    try {
      await setHidden({ variables: { input: { columns: [{ id: columnId, hidden }] } } });
    } catch {
      notify(MOVE_FAILED, 'error');
    }
  };

  return (
    <>
      {/* A guest has no project page (their view is their tasks): back to their dashboard. */}
      {!reduced && (
        <Button
          component={RouterLink}
          to={followsDeals ? `/projects/${id}` : '/'}
          startIcon={<ArrowBackIcon />}
          size="small"
          sx={{ mb: 1 }}
        >
          {followsDeals ? 'Back to project' : 'My Dashboard'}
        </Button>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', mr: 'auto' }}>
          <Typography variant="h1" sx={{ fontSize: 24 }}>
            {project.name}
          </Typography>
          <ProjectSwitcher projectId={id} />
        </Box>
        <BoardViewers projectId={id} myId={myId} />
        <Typography variant="body2" color="text.secondary" data-testid="project-owners">
          Project Owners: {owners.map((member) => member.fullName).join(', ') || 'none'}
        </Typography>
        <Button variant="outlined" size="small" onClick={(event) => setTeamMenu(event.currentTarget)}>
          Team ({project.members.length})
        </Button>
        <Menu anchorEl={teamMenu} open={Boolean(teamMenu)} onClose={() => setTeamMenu(null)}>
          {project.members.map((member) => (
            <MenuItem key={member.id} dense disableRipple>
              <ListItemText primary={member.fullName} secondary={stateLabel[member.state]} />
            </MenuItem>
          ))}
        </Menu>
        {!reduced && (
          <TextField
            size="small"
            placeholder="Filter Tasks"
            sx={{ width: 220 }}
            value={filter}
            onChange={(event) => onFilter(event.target.value)}
            slotProps={{
              input: {
                endAdornment: filter ? (
                  <InputAdornment position="end">
                    <IconButton size="small" aria-label="Reset filters" onClick={() => onFilter('')}>
                      <CloseIcon fontSize="small" />
                    </IconButton>
                  </InputAdornment>
                ) : undefined,
              },
            }}
          />
        )}
        <Button variant="outlined" size="small" onClick={(event) => setColumnsMenu(event.currentTarget)}>
          Display Columns
        </Button>
        <Menu anchorEl={columnsMenu} open={Boolean(columnsMenu)} onClose={() => setColumnsMenu(null)}>
          {columns.map((column) => (
            <MenuItem
              key={column.id}
              dense
              disabled={!fullAccess}
              onClick={() => void toggleColumn(column.id, !column.hidden)}
            >
              <Checkbox size="small" checked={!column.hidden} sx={{ p: 0, mr: 1 }} />
              <ListItemText primary={column.name} />
            </MenuItem>
          ))}
        </Menu>
      </Box>
    </>
  );
});
