import { matchesSearch, searchTerms } from '@ft8/contract/rules';
import { DragDropContext, type DropResult } from '@hello-pangea/dnd';
import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useNotify } from '../../../components/notifications/notifications';
import { errorStatus, notifyGraphQLError } from '../../../components/notifications/notify-error';
import { BoardPage_MoveTaskDocument, BoardPage_RenameColumnDocument } from '../../../generated/graphql';
import { followsDeals, isAdmin, isStaff, useCurrentUser } from '../../../lib/current-user';
import { storeTaskDraft } from '../task-draft';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useNotFound } from '../../../lib/use-not-found';
import { BoardColumn, COLUMN_WIDTH } from './board-column';
import { BoardHeader, MOVE_FAILED, type ColumnChoice } from './board-header';
import { isReducedBoard, moveTask, progressColour, progressOf, type Board } from './board-model';
import { useSocketStatus } from '../../../lib/socket-status';
import { TaskCardStyles } from './task-card';
import type { ApolloClient } from '@apollo/client';
import { startLiveBoard, useLiveBoard } from './use-live-board';

/** The catalogue (section 8) has no message for a column title edit; the server's own message comes first. */
const RENAME_FAILED = "Couldn't rename the column";

// Columns wider than the window scroll sideways, with a scrollbar that stays visible (not an overlay one that shows
// only while scrolling), so that the cut-off columns are seen to be there.
const BOARD_ROW_SX = {
  display: 'flex',
  gap: 2,
  overflowX: 'auto',
  pb: 2,
  alignItems: 'flex-start',
  '&::-webkit-scrollbar': { height: 10 },
  '&::-webkit-scrollbar-thumb': { bgcolor: 'grey.400', borderRadius: 5 },
  '&::-webkit-scrollbar-track': { bgcolor: 'grey.100', borderRadius: 5 },
} as const;

/**
 * A board that cannot be read because the project does not exist or the user is not on its team (a 404 or 403, as
 * the project page reads both: a null project).
 */
const isMissingProject = (error: Error) => [403, 404].includes(errorStatus(error) ?? 0);

/** A drag shown before the server has it: until the board shows it, or a moment after the server said yes. */
type PendingMove = { taskId: string; columnId: string; index: number; settled: boolean };
const PENDING_GRACE_MS = 2_000;

/**
 * The project task board at /projects/{id}/tasks (spec part 2 section 2): the board arrives by `boardChanged`, then
 * every change anyone makes as an event (`useLiveBoard`), so every member sees the same board live, and the people
 * looking at it now show as avatars. A drag shows at once and is undone with the spec's message when the server
 * refuses it.
 */
export function BoardPage() {
  const { id = '' } = useParams();
  // A new state for each project: nothing of one board shows while the next one arrives.
  return <ProjectBoard key={id} id={id} />;
}

/** The route's early start: the board's subscription, as the navigation to /projects/{id}/tasks starts. */
export function startBoardOf(client: ApolloClient, url: URL): undefined {
  const id = /^\/projects\/(\d+)\/tasks\/?$/.exec(url.pathname)?.[1];
  if (id) startLiveBoard(client, id);
}

/** The board behind the task dialog opened from it: live as ever; the dialog keeps the tab's title. */
export function BoardBehind({ params }: { params: Record<string, string | undefined> }) {
  const id = params.id ?? '';
  return /^\d+$/.test(id) ? <ProjectBoard key={id} id={id} behind /> : null;
}

function ProjectBoard({ id, behind = false }: { id: string; behind?: boolean }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const { user } = useCurrentUser();
  const { board, error } = useLiveBoard(id);
  const [pending, setPending] = useState<PendingMove | null>(null);
  const [filter, setFilter] = useState('');
  const [move] = useMutation(BoardPage_MoveTaskDocument);
  const [rename] = useMutation(BoardPage_RenameColumnDocument);
  useDocumentTitle(behind ? undefined : board ? `${board.project.name} - Board` : 'Project Board');

  // Spec part 2 sections 2 and 8: a project that does not load says 'Project not found' and goes to the not-found
  // route, as the project page does (for a project that does not exist, and one the user is not on the team of).
  // Behind the task dialog the board only disappears: the dialog stays.
  const missing = Boolean(error && isMissingProject(error));
  useNotFound(missing && !behind, 'Project not found');

  // Once the server said yes and the board shows the move, the board alone is the truth again.
  const landed =
    pending?.settled &&
    board?.columns.find((column) => column.id === pending.columnId)?.tasks[pending.index]?.id === pending.taskId;
  // Kept while neither changes: the mutation's own state changes draw this page again, and a new board from the same
  // move would draw the two columns' cards again each time.
  const shown: Board | null = useMemo(
    () => (board && pending && !landed ? moveTask(board, pending.taskId, pending.columnId, pending.index) : board),
    [board, pending, landed],
  );
  // The Display Columns menu's view of the columns: the same array while no column is renamed, hidden or added, so
  // that a card moved does not draw the header again.
  const columnsKey = JSON.stringify(shown?.columns.map(({ id: columnId, name, hidden }) => [columnId, name, hidden]));
  const columnChoices: ColumnChoice[] = useMemo(
    () =>
      (JSON.parse(columnsKey ?? '[]') as [string, string, boolean][]).map(([columnId, name, hidden]) => ({
        id: columnId,
        name,
        hidden,
      })),
    [columnsKey],
  );
  const owner = board?.project.members.some((member) => member.personId === user?.id && member.state === 'OWNER');
  const fullAccess = isStaff(user) || Boolean(owner);
  const reduced = isReducedBoard(user);
  const socket = useSocketStatus();
  const boardAccess =
    fullAccess ||
    Boolean(board?.project.members.some((member) => member.personId === user?.id && member.state === 'MEMBER'));
  // Every term of the filter, in any order, as the api's searches (DRF's SearchFilter).
  const terms = useMemo(() => searchTerms(filter), [filter]);
  const matches = useMemo(
    () =>
      terms.length > 0
        ? (task: Board['columns'][number]['tasks'][number]) => matchesSearch(task.title, terms)
        : () => true,
    [terms],
  );
  // Stable, so that the memoised columns are not drawn again for nothing.
  const projectId = board?.project.id;
  const addTask = useCallback(
    (columnId: string) => {
      if (!projectId) return;
      storeTaskDraft({ projectId, columnId });
      void navigate(`/task/new?back=${encodeURIComponent(`/projects/${id}/tasks`)}`);
    },
    [navigate, id, projectId],
  );
  const openTask = useCallback(
    (taskId: string) => void navigate(`/task/${taskId}?back=${encodeURIComponent(`/projects/${id}/tasks`)}`),
    [navigate, id],
  );
  const renameColumn = useCallback(
    async (columnId: string, name: string) => {
      try {
        const answer = await rename({ variables: { input: { id: columnId, name } } });
        if (answer.data?.renameColumn.column) return true;
        notify(answer.data?.renameColumn.userErrors[0]?.message ?? RENAME_FAILED, 'error');
      } catch (renameError) {
        notify(RENAME_FAILED, 'error', errorStatus(renameError));
      }
      return false;
    },
    [rename, notify],
  );
  if (missing) return null;
  if (error)
    return (
      <Alert severity="error" sx={{ m: 3 }}>
        {error.message}
      </Alert>
    );
  if (!shown)
    return (
      <Box sx={{ p: 3 }} data-testid="board-loading">
        <Skeleton width={320} height={40} />
        <Box sx={{ display: 'flex', gap: 2, mt: 2 }}>
          {[0, 1, 2, 3].map((index) => (
            <Skeleton key={index} variant="rounded" width={COLUMN_WIDTH} height={360} />
          ))}
        </Box>
      </Box>
    );

  const visible = shown.columns.filter((column) => !column.hidden);
  const progress = progressOf(shown.columns);

  const onDragEnd = async (result: DropResult) => {
    const { destination, draggableId, source } = result;
    if (!destination || !board) return;
    if (destination.droppableId === source.droppableId && destination.index === source.index) return;
    const moving = { taskId: draggableId, columnId: destination.droppableId, index: destination.index };
    const shownMove = { ...moving, settled: false };
    setPending(shownMove);
    // The request leaves in a task of its own: the drop's task (the library's own work, the move drawn) was the
    // longest of a drag, and the mutation's preparation and fetch added to it.
    await new Promise((resolve) => window.setTimeout(resolve));
    try {
      const answer = await move({
        variables: { input: { id: draggableId, columnId: destination.droppableId, position: destination.index } },
      });
      if (!answer.data?.moveTask.task) {
        // Refused with the api's 400 (its messages as userErrors): the card goes back, the message with its status.
        setPending(null);
        notify(MOVE_FAILED, 'error', 400);
        return;
      }
      // The event that follows puts it on the board as the server holds it; keep the move shown until then.
      const settled = { ...moving, settled: true };
      setPending((current) => (current === shownMove ? settled : current));
      window.setTimeout(() => setPending((current) => (current === settled ? null : current)), PENDING_GRACE_MS);
    } catch (moveError) {
      setPending(null);
      notifyGraphQLError(notify, moveError, MOVE_FAILED);
    }
  };

  return (
    // The shell's main container gives the sides their margin: a second one here pushed a 5-column board (1364 px)
    // past a 1440 px window and cut its last column.
    <Box sx={{ py: { xs: 1, md: 3 } }}>
      <TaskCardStyles />
      <BoardHeader
        id={id}
        project={shown.project}
        columns={columnChoices}
        myId={user?.id}
        reduced={reduced}
        followsDeals={followsDeals(user)}
        fullAccess={fullAccess}
        canManageTeam={
          isAdmin(user) ||
          shown.project.members.some((member) => member.personId === user?.id && member.state === 'OWNER')
        }
        filter={filter}
        onFilter={setFilter}
      />
      {socket === 'down' && (
        // The live connection dropped (sleep, network change, a restarted server): say so until it is back, when
        // the board is read again.
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="board-offline">
          Reconnecting… Changes made by others will show when the connection is back.
        </Alert>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }} data-testid="board-progress">
        <LinearProgress
          aria-label="Board progress"
          variant="determinate"
          value={progress.percent}
          color={progressColour(progress.percent)}
          sx={{ flex: 1, height: 8, borderRadius: 4 }}
        />
        <Typography variant="body2" sx={{ minWidth: 150, textAlign: 'right' }}>
          {/* A guest's board holds only the tasks assigned to them: its progress is theirs, not the deal's. */}
          {followsDeals(user) ? '' : 'Your tasks: '}
          {progress.percent}% ({progress.approved} of {progress.total} approved)
        </Typography>
      </Box>
      {terms.length > 0 && !visible.some((column) => column.tasks.some(matches)) && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="board-filter-empty">
          No tasks match "{filter.trim()}".
        </Typography>
      )}
      <DragDropContext onDragEnd={(result) => void onDragEnd(result)}>
        <Box sx={BOARD_ROW_SX} data-testid="board-columns">
          {visible.map((column) => (
            <BoardColumn
              key={column.id}
              column={column}
              canDrag={boardAccess && terms.length === 0}
              filter={matches}
              onAddTask={boardAccess ? addTask : undefined}
              onOpenTask={openTask}
              onRename={fullAccess ? renameColumn : undefined}
            />
          ))}
        </Box>
      </DragDropContext>
    </Box>
  );
}
