import { NetworkStatus } from '@apollo/client';
import { useQuery, useSubscription } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useNotify } from '../../components/notifications/notifications';
import { notifyGraphQLError } from '../../components/notifications/notify-error';
import {
  ClientDashboard_BoardChangedDocument,
  ClientDashboard_BoardDocument,
  ClientDashboard_ProjectsDocument,
} from '../../generated/graphql';
import { progressColour, progressOf } from '../../components/task/task-progress';
import { useIsMobile } from '../../lib/use-is-mobile';
import { useNotFound } from '../../lib/use-not-found';
import { RetryAlert } from '../../components/retry-alert';
import { MEMBERSHIP_STATE_LABELS } from '../../components/team/team-member-options';
import { DashboardSection, EmptyState } from './dashboard-section';
import { TaskList } from './task-list';

// The spec names no message for these loads; worded as its other load failures are ('Couldn't ...').
export const PROJECTS_LOAD_FAILED = "Couldn't load your projects";
export const BOARD_LOAD_FAILED = "Couldn't load the project board";

/**
 * The client's project board (spec part 1 section 2) at / (their first project) or /dashboard/{id}: a project
 * switcher, the overall progress, 'Project Progress' per board column, 'My Tasks', 'Closing Process Tasks' (the tasks
 * of the column named Closing Process) and 'Project Team'. A board project that does not load (404, or not theirs)
 * sends the user home.
 */
export function ClientDashboard() {
  const navigate = useNavigate();
  const notify = useNotify();
  // Mobile is reduced to the home route (spec part 1 section 2), so the board would be out of reach there.
  const isMobile = useIsMobile();
  const { projectId: chosen } = useParams();
  // Both read again on each visit (shown from the cache meanwhile): the team and the project's name change without
  // moving the board's sequence, so the live subscription's first push does not tell of them.
  const projects = useQuery(ClientDashboard_ProjectsDocument, {
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  const options = projects.data?.boardProjects ?? [];
  const projectId = chosen ?? options[0]?.id ?? null;
  const board = useQuery(ClientDashboard_BoardDocument, {
    variables: { projectId: projectId ?? '' },
    skip: projectId === null || (chosen !== undefined && !/^\d+$/.test(chosen)),
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  const missing =
    chosen !== undefined && (!/^\d+$/.test(chosen) || (!board.loading && !board.error && board.data?.board === null));
  useNotFound(missing, 'Project not found', '/');
  // A failed load is told with its status (spec part 1 section 8), and the cards show it instead of empty data.
  useEffect(() => {
    if (projects.error) notifyGraphQLError(notify, projects.error, PROJECTS_LOAD_FAILED);
  }, [projects.error, notify]);
  useEffect(() => {
    if (board.error) notifyGraphQLError(notify, board.error, BOARD_LOAD_FAILED);
  }, [board.error, notify]);
  // Live like the board: the first push is the board as it is (already read); every later one reads it again.
  // Two events close together: the second read joins the first, still in flight (Apollo shares identical requests),
  // and answers the board from before the second event; so the board is read again until its sequence has reached
  // the newest event's (a task created then deleted at once stayed on the dashboard).
  const [newest, setNewest] = useState({ projectId, sequence: 0 });
  const newestSequence = newest.projectId === projectId ? newest.sequence : 0;
  useSubscription(ClientDashboard_BoardChangedDocument, {
    variables: { projectId: projectId ?? '' },
    skip: projectId === null,
    onData: ({ data }) => {
      const event = data.data?.boardChanged;
      if (!event) return;
      setNewest((known) => ({
        projectId,
        sequence: Math.max(known.projectId === projectId ? known.sequence : 0, event.sequence),
      }));
      // A whole board after a reconnection may follow missed changes: read again then too.
      if (event.kind === 'BOARD' && event.sequence === board.data?.board?.sequence) return;
      void board.refetch();
      void projects.refetch();
    },
  });
  const shownSequence = board.data?.board?.sequence;
  const reading = board.networkStatus !== NetworkStatus.ready;
  const readBoard = board.refetch;
  useEffect(() => {
    if (shownSequence !== undefined && !reading && shownSequence < newestSequence) void readBoard();
  }, [shownSequence, reading, newestSequence, readBoard]);

  if (projects.loading && !projects.data) return <Skeleton variant="rounded" height={240} />;
  if (projects.error && !projects.data)
    return (
      <>
        <Typography variant="h1" sx={{ mb: 2 }}>
          My Dashboard
        </Typography>
        <RetryAlert message={`${PROJECTS_LOAD_FAILED}.`} onRetry={() => void projects.refetch()} />
      </>
    );
  if (options.length === 0)
    return (
      <>
        <Typography variant="h1" sx={{ mb: 2 }}>
          My Dashboard
        </Typography>
        <Alert severity="info">You have not been added to a project yet.</Alert>
      </>
    );

  // Progress and the Closing Process tasks count every column, as the board's summary does; a column hidden on the
  // board has no card of its own here.
  const allColumns = board.data?.board?.columns ?? [];
  const columns = allColumns.filter((column) => !column.hidden);
  const progress = progressOf(allColumns);
  const closing = allColumns.find((column) => column.name.toLowerCase() === 'closing process')?.tasks ?? [];
  const myTasks = (projects.data?.myTasks ?? []).filter((task) => task.projectId === projectId);
  const members = board.data?.board?.project.members ?? [];
  const boardFailed = Boolean(board.error) && !board.data;
  const boardError = <RetryAlert message={`${BOARD_LOAD_FAILED}.`} onRetry={() => void board.refetch()} />;
  // The board's cards while it loads or failed: neither is an empty board ('No tasks found', 'No team members').
  const boardLoading = board.loading && !board.data;
  const fromBoard = (content: ReactNode, height = 96) =>
    boardFailed ? boardError : boardLoading ? <Skeleton variant="rounded" height={height} /> : content;

  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 3 }}>
        <Typography variant="h1" sx={{ mr: 'auto' }}>
          My Dashboard
        </Typography>
        {/* One project: its name, where two or more have the switcher (which names the one shown). */}
        {options.length === 1 && (
          <Typography variant="h6" component="p" data-testid="dashboard-project-name">
            {options[0]!.name}
          </Typography>
        )}
        {options.length > 1 && (
          <TextField
            select
            size="small"
            label="Project"
            value={projectId ?? ''}
            onChange={(event) => void navigate(`/dashboard/${event.target.value}`)}
            sx={{ width: 320, flex: '0 0 auto' }}
          >
            {options.map((option) => (
              <MenuItem key={option.id} value={option.id}>
                {option.name}
              </MenuItem>
            ))}
          </TextField>
        )}
        {projectId && !isMobile && (
          <Button component={RouterLink} to={`/projects/${projectId}/tasks`} variant="contained" size="small">
            Go to Project Board
          </Button>
        )}
      </Box>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Box sx={{ gridColumn: { md: '1 / -1' } }}>
          <DashboardSection title="Project Progress">
            {fromBoard(
              <>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }} data-testid="overall-progress">
                  <LinearProgress
                    aria-label="Overall progress"
                    variant="determinate"
                    value={progress.percent}
                    color={progressColour(progress.percent)}
                    sx={{ flex: 1, height: 8, borderRadius: 4 }}
                  />
                  <Typography variant="body2">{progress.percent}%</Typography>
                </Box>
                <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))' }}>
                  {columns.map((column) => {
                    const percent = column.total === 0 ? 0 : Math.round((column.approved / column.total) * 100);
                    return (
                      <Paper key={column.id} variant="outlined" sx={{ p: 1.5 }} data-testid="column-progress">
                        <Typography variant="subtitle2" component="h3">
                          {column.name}
                        </Typography>
                        <Typography variant="caption" color="text.secondary">
                          {column.approved} of {column.total} approved
                        </Typography>
                        <LinearProgress
                          aria-label={`${column.name} progress`}
                          variant="determinate"
                          value={percent}
                          color={progressColour(percent)}
                          sx={{ mt: 1, height: 6, borderRadius: 3 }}
                        />
                      </Paper>
                    );
                  })}
                </Box>
              </>,
            )}
          </DashboardSection>
        </Box>
        <DashboardSection title="My Tasks">
          <TaskList tasks={myTasks} />
        </DashboardSection>
        <DashboardSection title="Closing Process Tasks">{fromBoard(<TaskList tasks={closing} />)}</DashboardSection>
        <Box sx={{ gridColumn: { md: '1 / -1' } }}>
          <DashboardSection title="Project Team">
            {fromBoard(
              members.length === 0 ? (
                <EmptyState title="No team members" />
              ) : (
                <List dense disablePadding>
                  {members.map((member) => (
                    <ListItem key={member.id} divider disableGutters>
                      <ListItemText primary={member.fullName} secondary={MEMBERSHIP_STATE_LABELS[member.state]} />
                    </ListItem>
                  ))}
                </List>
              ),
            )}
          </DashboardSection>
        </Box>
      </Box>
    </>
  );
}
