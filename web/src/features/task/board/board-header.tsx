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
import { useNotify } from '../../../components/notifications/notifications';
import { notifyGraphQLError } from '../../../components/notifications/notify-error';
import { BoardPage_SetColumnsHiddenDocument } from '../../../generated/graphql';
import type { Board } from './board-model';
import {
  MEMBERSHIP_STATE_LABELS,
  TeamMemberAction,
  TeamMemberMenu,
  useTeamMemberChange,
} from '../../../components/team/team-member-options';
import { BoardViewers } from './board-viewers';
import { ProjectSwitcher } from './project-switcher';

type Member = Board['project']['members'][number];

/** What the Display Columns menu shows of a column. */
export type ColumnChoice = { id: string; name: string; hidden: boolean };

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
  /** Team owners and admins: the Team dropdown's owner options (spec part 2 section 2). */
  canManageTeam: boolean;
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
  canManageTeam,
  filter,
  onFilter,
}: BoardHeaderProps) {
  const notify = useNotify();
  const [setHidden] = useMutation(BoardPage_SetColumnsHiddenDocument);
  const [columnsMenu, setColumnsMenu] = useState<HTMLElement | null>(null);
  const [teamMenu, setTeamMenu] = useState<HTMLElement | null>(null);
  const [memberMenu, setMemberMenu] = useState<{ anchor: HTMLElement; member: Member } | null>(null);
  // The board hears the team's change (TEAM_CHANGED) and draws the new team: nothing to read again here.
  const changeMember = useTeamMemberChange();
  const owners = project.members.filter((member) => member.state === 'OWNER');

  const toggleColumn = async (columnId: string, hidden: boolean) => {
    const others = columns.filter((column) => column.id !== columnId && !column.hidden);
    // At least one column stays shown (spec part 2 section 5).
    if (hidden && others.length === 0) return;
    try {
      const answer = await setHidden({ variables: { input: { columns: [{ id: columnId, hidden }] } } });
      if (answer.data?.setColumnsHidden.userErrors.length) notify(MOVE_FAILED, 'error', 400);
    } catch (hideError) {
      notifyGraphQLError(notify, hideError, MOVE_FAILED);
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
            <MenuItem key={member.id} dense disableRipple sx={{ gap: 1 }}>
              <ListItemText primary={member.fullName} secondary={MEMBERSHIP_STATE_LABELS[member.state]} />
              {/* Only team owners and admins see the owner options; the universal owner's cannot change. */}
              <TeamMemberAction
                member={member}
                canManage={canManageTeam}
                onOpen={(anchor, chosen) => setMemberMenu({ anchor, member: chosen })}
              />
            </MenuItem>
          ))}
        </Menu>
        <TeamMemberMenu
          anchor={memberMenu?.anchor ?? null}
          member={memberMenu?.member ?? null}
          onChoose={(member, state) => {
            setMemberMenu(null);
            setTeamMenu(null);
            void changeMember(member, state);
          }}
          onClose={() => setMemberMenu(null)}
        />
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
