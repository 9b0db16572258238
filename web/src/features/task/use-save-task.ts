import { useApolloClient, useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useNotify, useWithdrawNotification } from '../../components/notifications/notifications';
import { notifyGraphQLError } from '../../components/notifications/notify-error';
import { TaskPage_CreateTaskDocument, TaskPage_UpdateTaskDocument } from '../../generated/graphql';
import type { TaskDraft } from './task-draft';
import { uploadFiles } from '../../lib/upload-files';
import { UPLOAD_FAILED } from '../../lib/use-file-upload';
import { useReloadTask } from './use-reload-task';
import {
  changesOf,
  CREATE_FAILED,
  dueDateOf,
  errorsOf,
  REQUIRED,
  UPDATE_FAILED,
  type TaskErrors,
  type TaskValues,
} from './task-values';

type SaveTask = {
  task?: { id: string };
  draft?: TaskDraft;
  initial: TaskValues;
  values: TaskValues;
  /** A new task's files: uploaded once it exists (spec part 2 section 7). */
  pending: readonly File[];
  onSaved: () => void;
};

/**
 * Create Task or Save and Close: a new task is created in the draft's column, then its files are uploaded; an
 * existing one is sent what changed. A refusal shows the spec's message and the server's errors under the fields.
 */
export function useSaveTask({ task, draft, initial, values, pending, onSaved }: SaveTask) {
  const notify = useNotify();
  const withdraw = useWithdrawNotification();
  const client = useApolloClient();
  const reload = useReloadTask();
  const [errors, setErrors] = useState<TaskErrors>({});
  const [createTask, creating] = useMutation(TaskPage_CreateTaskDocument);
  const [updateTask, updating] = useMutation(TaskPage_UpdateTaskDocument);
  const failed = task ? UPDATE_FAILED : CREATE_FAILED;

  async function saveNew(draft: TaskDraft) {
    const { data } = await createTask({
      variables: {
        input: {
          projectId: draft.projectId,
          columnId: draft.columnId,
          title: values.title,
          description: values.description || null,
          dueDate: dueDateOf(values.dueDate),
          assigneeIds: values.assignees.map((person) => person.id),
        },
      },
    });
    const created = data?.createTask.task;
    if (!created) return data?.createTask.userErrors ?? [];
    if (pending.length > 0) {
      const result = await uploadFiles('tasks', created.id, pending, () => undefined);
      if (!result.ok) notify(result.status === 413 && result.message ? result.message : UPLOAD_FAILED, 'error');
    }
    // The boards and lists that hold tasks read them again.
    client.cache.evict({ fieldName: 'myTasks' });
    return [];
  }

  async function saveChanges(id: string) {
    const changes = changesOf(initial, values);
    if (!changes) return [];
    const { data } = await updateTask({ variables: { input: { id, ...changes } } });
    return data?.updateTask.task ? [] : (data?.updateTask.userErrors ?? []);
  }

  async function save() {
    if (!values.title.trim()) {
      setErrors({ title: REQUIRED });
      notify(failed, 'error');
      return;
    }
    try {
      const userErrors = task ? await saveChanges(task.id) : await saveNew(draft!);
      if (userErrors.length === 0) {
        // An earlier 'fill in all required fields' no longer holds.
        withdraw(failed);
        return onSaved();
      }
      setErrors(errorsOf(userErrors));
      notify(failed, 'error', 400);
    } catch (error) {
      notifyGraphQLError(notify, error, failed);
    }
    // What the user typed stays in the form; the rest of the dialog shows the task as it now is.
    if (task) reload(task.id);
  }

  return { save, saving: creating.loading || updating.loading, errors, setErrors };
}
