import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { TaskPage_TaskDocument } from '../../generated/graphql';
import { PageBehind } from '../../lib/page-behind';
import { readTaskDraft, type TaskDraft } from './task-draft';
import { useDocumentTitle } from '../../lib/use-document-title';
import { TaskDialog, TaskDialogLoading } from './task-dialog';
import { useTaskAccess } from './use-task-access';

/** The `back` the opener passed, when it is a path of this app. */
function useBack(): string | null {
  const [search] = useSearchParams();
  const back = search.get('back');
  return back?.startsWith('/') && !back.startsWith('//') ? back : null;
}

/** Where closing goes: the `back` the opener passed, else the task's board, else home. */
function useClose(projectId: string | undefined) {
  const navigate = useNavigate();
  const back = useBack();
  const target = back ?? (projectId ? `/projects/${projectId}/tasks` : '/');
  return () => void navigate(target);
}

/**
 * /task/{id}: the task as a dialog over the page (spec part 2 section 2). A non-numeric id shows nothing; a task
 * that does not exist (or that the user may not see) closes the dialog. A failed load is only logged (section 8).
 */
export function TaskPage() {
  const { id = '' } = useParams();
  return /^\d+$/.test(id) ? <ExistingTask key={id} id={id} /> : null;
}

function ExistingTask({ id }: { id: string }) {
  // A field the user may not read (an uploader's name) fails alone: the rest of the task still shows.
  const { data, error } = useQuery(TaskPage_TaskDocument, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
    errorPolicy: 'all',
  });
  const task = data?.task;
  // Not in the cache: the loading dialog shows first, and the task's own takes its place without fading in again.
  const [loadedLater] = useState(!task);
  const close = useClose(task?.projectId);
  useDocumentTitle(task ? task.title || 'Task' : 'Task');
  const missing = data !== undefined && task === null;
  useEffect(() => {
    if (missing) close();
  }, [missing]); // eslint-disable-line react-hooks/exhaustive-deps -- once, when the answer says there is no task
  useEffect(() => {
    if (error) console.error('Task load failed', error);
  }, [error]);
  const back = useBack();
  return (
    <>
      {/* The page it was opened from (the board) stays on screen, live, behind the dialog. */}
      <PageBehind path={back} />
      {task ? <TaskDialog task={task} onClose={close} fadeIn={!loadedLater} /> : <TaskDialogLoading onClose={close} />}
    </>
  );
}

/**
 * /task/new: a new task in the column and project the board's Add Task stored; without them the dialog closes, and
 * so it does for a project the user may not add tasks to (a stale draft: board access, spec part 2 section 6).
 */
export function NewTaskPage() {
  const [draft] = useState(readTaskDraft);
  const close = useClose(draft?.projectId);
  useDocumentTitle('New Task');
  useEffect(() => {
    if (!draft) close();
  }, [draft]); // eslint-disable-line react-hooks/exhaustive-deps -- once: there is no draft to show
  // Refused, the draft's board is no place to go back to: where the user came from, else home.
  const leave = useClose(undefined);
  const back = useBack();
  return (
    <>
      <PageBehind path={back} />
      {draft && <NewTask draft={draft} onClose={close} onRefused={leave} />}
    </>
  );
}

type NewTaskProps = { draft: TaskDraft; onClose: () => void; onRefused: () => void };

function NewTask({ draft, onClose, onRefused }: NewTaskProps) {
  const access = useTaskAccess({ projectId: draft.projectId });
  const refused = access.known && !access.board;
  const [knownLater] = useState(!access.known);
  useEffect(() => {
    if (refused) onRefused();
  }, [refused]); // eslint-disable-line react-hooks/exhaustive-deps -- once, when the team says no
  if (!access.known) return <TaskDialogLoading onClose={onClose} />;
  return refused ? null : <TaskDialog draft={draft} onClose={onClose} fadeIn={!knownLater} />;
}
