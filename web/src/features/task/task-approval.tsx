import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNotify } from '../../components/notifications/notifications';
import { notifyGraphQLError } from '../../components/notifications/notify-error';
import {
  TaskPage_ApproveTaskDocument,
  TaskPage_RejectTaskDocument,
  TaskPage_SubmitTaskDocument,
  type TaskState,
} from '../../generated/graphql';
import { useReloadTask } from './use-reload-task';
import type { TaskAccess } from './use-task-access';

// Spec part 2 section 8.
const FAILED = {
  submit: "Couldn't submit task",
  approve: "Couldn't approve task",
  reject: "Couldn't reject task",
} as const;

type TaskApprovalProps = { taskId: string; state: TaskState; access: TaskAccess };

/**
 * The approval flow (spec part 2 section 4): Submit for Approval on a task to do; Approve and Reject on a submitted
 * task for full access only, 'Waiting for Approval' for everyone else.
 */
export function TaskApproval({ taskId, state, access }: TaskApprovalProps) {
  const notify = useNotify();
  const reload = useReloadTask();
  const variables = { input: { id: taskId } };
  const [submit, submitting] = useMutation(TaskPage_SubmitTaskDocument, { variables });
  const [approve, approving] = useMutation(TaskPage_ApproveTaskDocument, { variables });
  const [reject, rejecting] = useMutation(TaskPage_RejectTaskDocument, { variables });
  const busy = submitting.loading || approving.loading || rejecting.loading;

  const actions = {
    submit: async () => (await submit()).data?.submitTask,
    approve: async () => (await approve()).data?.approveTask,
    reject: async () => (await reject()).data?.rejectTask,
  };
  const run = async (action: keyof typeof FAILED) => {
    try {
      const payload = await actions[action]();
      if (payload?.task) return;
      notify(FAILED[action], 'error', 400);
    } catch (error) {
      notifyGraphQLError(notify, error, FAILED[action]);
    }
    reload(taskId);
  };

  if (state === 'TO_DO' && access.submit)
    return (
      <Button variant="contained" disabled={busy} onClick={() => void run('submit')}>
        Submit for Approval
      </Button>
    );
  if (state !== 'SUBMITTED') return null;
  if (!access.full)
    return (
      <Typography variant="body2" color="warning.main" sx={{ fontWeight: 500 }} data-testid="task-waiting">
        Waiting for Approval
      </Typography>
    );
  return (
    <Stack direction="row" spacing={1}>
      <Button variant="contained" color="success" disabled={busy} onClick={() => void run('approve')}>
        Approve
      </Button>
      <Button variant="outlined" color="error" disabled={busy} onClick={() => void run('reject')}>
        Reject
      </Button>
    </Stack>
  );
}
