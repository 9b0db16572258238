import { useMutation } from '@apollo/client/react';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import EditOutlined from '@mui/icons-material/EditOutlined';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../../components/confirm/confirm-dialog';
import { useNotify } from '../../components/notifications/notifications';
import { notifyGraphQLError } from '../../components/notifications/notify-error';
import {
  TaskPage_DeleteTaskDocument,
  type TaskPage_CommentFragment,
  type TaskPage_FileFragment,
  type TaskPage_TaskFragment,
} from '../../generated/graphql';
import { useCurrentUser } from '../../lib/current-user';
import type { TaskDraft } from './task-draft';
import { useIsMobile } from '../../lib/use-is-mobile';
import { TaskApproval } from './task-approval';
import { TaskComments } from './task-comments';
import { TaskDetails } from './task-details';
import { TaskFiles } from './task-files';
import { TaskText } from './task-text';
import { changesOf, emptyValues, valuesOf, type TaskValues } from './task-values';
import { useSaveTask } from './use-save-task';
import { useTaskAccess } from './use-task-access';

// Spec part 2 sections 2 and 8.
const DELETE_FAILED = "Couldn't delete task";

type LoadedTask = TaskPage_TaskFragment & {
  comments: readonly TaskPage_CommentFragment[];
  files: readonly TaskPage_FileFragment[];
};
type TaskDialogProps = {
  onClose: () => void;
  /**
   * False when it takes the place of the loading dialog (TaskDialogLoading), which has already faded in: it shows at
   * once rather than fading in a second time over the page.
   */
  fadeIn?: boolean;
} & ({ task: LoadedTask; draft?: never } | { draft: TaskDraft; task?: never });

function Frame({
  title,
  onClose,
  fadeIn = true,
  children,
}: {
  title: ReactNode;
  onClose: () => void;
  fadeIn?: boolean;
  children: ReactNode;
}) {
  const mobile = useIsMobile();
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="lg"
      fullScreen={mobile}
      aria-labelledby="task-dialog-title"
      transitionDuration={fadeIn ? undefined : 0}
    >
      {title}
      {children}
    </Dialog>
  );
}

/** The dialog while the task loads: its skeleton, and the close icon. */
export function TaskDialogLoading({ onClose }: { onClose: () => void }) {
  return (
    <Frame
      onClose={onClose}
      title={
        <DialogTitle id="task-dialog-title" sx={{ display: 'flex', alignItems: 'center' }}>
          <Skeleton width={240} sx={{ mr: 'auto' }} />
          <IconButton aria-label="Close" onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </DialogTitle>
      }
    >
      <DialogContent data-testid="task-loading">
        <Skeleton height={48} />
        <Skeleton height={120} />
        <Skeleton height={80} />
      </DialogContent>
    </Frame>
  );
}

/**
 * A task, new or existing, as a dialog (spec part 2 section 2): on the left its project, title, description, files
 * and comments; on the right its people, due date and status, and the approval flow. Title, description and due
 * date are read-only until the pencil is toggled (edit access: full access or the task's creator); a new task
 * starts in edit mode. Save and Close (Create Task) sends what changed; closing otherwise asks first.
 */
export function TaskDialog({ task, draft, onClose, fadeIn }: TaskDialogProps) {
  const notify = useNotify();
  const { user } = useCurrentUser();
  const projectId = task?.projectId ?? draft!.projectId;
  const access = useTaskAccess({
    projectId,
    createdById: task ? (task.createdBy?.id ?? null) : undefined,
    assigneeIds: task?.assignees.map((person) => person.id),
  });
  const [initial, setInitial] = useState<TaskValues>(() => (task ? valuesOf(task) : emptyValues));
  const [values, setValues] = useState(initial);
  // The task read again (the cached copy shows first, then the server's answer) or changed by someone else since:
  // while the user has changed nothing here, the dialog shows it as the server holds it now. Edits in progress are
  // kept; a save sends only what the user changed (changesOf), so the other changes stay on the server.
  const [read, setRead] = useState(initial);
  const current = task ? valuesOf(task) : null;
  if (current && changesOf(read, current) !== null) {
    setRead(current);
    if (changesOf(initial, values) === null) {
      setInitial(current);
      setValues(current);
    }
  }
  const [editing, setEditing] = useState(!task);
  const [pending, setPending] = useState<File[]>([]);
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const [asking, setAsking] = useState<'close' | 'delete' | null>(null);
  const { save, saving, errors, setErrors } = useSaveTask({ task, draft, initial, values, pending, onSaved: onClose });
  // The deleted task stays in the cache until the dialog has closed (its board comes by subscription).
  const [deleteTask, deleting] = useMutation(TaskPage_DeleteTaskDocument);
  const change = (next: Partial<TaskValues>) => {
    setValues((current) => ({ ...current, ...next }));
    setErrors((current) => ({ ...current, ...Object.fromEntries(Object.keys(next).map((key) => [key, undefined])) }));
  };

  const handleDelete = async () => {
    setAsking(null);
    try {
      const { data } = await deleteTask({ variables: { input: { id: task!.id } } });
      if (data?.deleteTask.deletedId) onClose();
      else notify(DELETE_FAILED, 'error', 400);
    } catch (error) {
      notifyGraphQLError(notify, error, DELETE_FAILED);
    }
  };

  const title = (
    <DialogTitle id="task-dialog-title" sx={{ display: 'flex', alignItems: 'center', gap: 1, pb: 1 }}>
      <Typography component="span" variant="overline" color="text.secondary" sx={{ mr: 'auto', lineHeight: 1.5 }}>
        {task?.projectName ?? access.projectName ?? ''}
      </Typography>
      {task && access.edit && (
        <IconButton
          aria-label={editing ? 'Done editing' : 'Edit task'}
          onClick={() => setEditing((value) => !value)}
          color={editing ? 'primary' : 'default'}
        >
          {editing ? <CheckIcon /> : <EditOutlined />}
        </IconButton>
      )}
      {task && access.full && (
        <>
          <IconButton aria-label="Task actions" onClick={(event) => setMenu(event.currentTarget)}>
            <MoreVertIcon />
          </IconButton>
          <Menu anchorEl={menu} open={Boolean(menu)} onClose={() => setMenu(null)}>
            <MenuItem
              onClick={() => {
                setMenu(null);
                setAsking('delete');
              }}
            >
              Delete
            </MenuItem>
          </Menu>
        </>
      )}
      <IconButton aria-label="Close" onClick={() => setAsking('close')}>
        <CloseIcon />
      </IconButton>
    </DialogTitle>
  );

  return (
    <Frame title={title} onClose={() => setAsking('close')} fadeIn={fadeIn}>
      <DialogContent dividers>
        {errors.form && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {errors.form}
          </Alert>
        )}
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 8 }}>
            <Stack spacing={3}>
              <TaskText
                values={values}
                onChange={change}
                errors={errors}
                editing={editing && access.edit}
                isNew={!task}
              />
              <TaskFiles
                taskId={task?.id ?? null}
                files={task?.files ?? []}
                pending={pending}
                onPendingChange={setPending}
                userId={access.userId}
              />
              {task && (
                <>
                  <Divider />
                  <TaskComments taskId={task.id} comments={task.comments} userId={access.userId} />
                </>
              )}
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <Stack spacing={3}>
              <TaskDetails
                projectId={projectId}
                values={values}
                onChange={change}
                errors={errors}
                canEdit={access.edit}
                editing={editing}
                addedBy={task ? (task.createdBy?.fullName ?? 'User No Longer Exists') : (user?.fullName ?? '')}
                state={task?.state}
              />
              {task && (
                <Box>
                  <TaskApproval taskId={task.id} state={task.state} access={access} />
                </Box>
              )}
            </Stack>
          </Grid>
        </Grid>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button onClick={() => setAsking('close')}>Close</Button>
        {/* Those who may not edit the task (a client, a member on another's task) have nothing to save. */}
        {(!task || access.edit) && (
          <Button variant="contained" disabled={saving || deleting.loading} onClick={() => void save()}>
            {task ? 'Save and Close' : 'Create Task'}
          </Button>
        )}
      </DialogActions>
      <ConfirmDialog
        open={asking === 'close'}
        title="Are you sure?"
        confirmLabel="YES"
        onConfirm={onClose}
        onCancel={() => setAsking(null)}
      >
        {task ? 'Are you sure you want to close?' : 'Are you sure you want to discard your changes?'}
      </ConfirmDialog>
      <ConfirmDialog
        open={asking === 'delete'}
        title="Confirm Delete"
        confirmLabel="YES"
        busy={deleting.loading}
        onConfirm={() => void handleDelete()}
        onCancel={() => setAsking(null)}
      >
        Are you sure you want to delete this task?
      </ConfirmDialog>
    </Frame>
  );
}
