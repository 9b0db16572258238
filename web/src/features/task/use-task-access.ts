import { useQuery } from '@apollo/client/react';
import { TaskPage_TeamDocument } from '../../generated/graphql';
import { isStaff, useCurrentUser } from '../../lib/current-user';

export type TaskAccess = {
  /** Admin-type (staff) or an owner of the project: approve, reject, delete (spec part 2 section 6). */
  full: boolean;
  /** Full access or the task's creator: assign people, edit title, description and due date. */
  edit: boolean;
  /** Board access: full access or a member of the project; adds tasks (spec part 2 section 6). */
  board: boolean;
  /** The user and the project's team were read (or the read failed): until then `board` reads false. */
  known: boolean;
  /** Full access, a member of the project, the creator or an assignee: Submit for Approval (as the api allows). */
  submit: boolean;
  userId: string | null;
  /** The project's name as its board has it (a new task shows it before it exists). */
  projectName: string | null;
};

type TaskFacts = { projectId: string; createdById?: string | null; assigneeIds?: readonly string[] };

/** What the signed-in user may do with a task, from their profile type and their place on the project's team. */
export function useTaskAccess({ projectId, createdById, assigneeIds = [] }: TaskFacts): TaskAccess {
  const { user, loading } = useCurrentUser();
  // Read again at each opening (the cache shows meanwhile): the project renamed or its team changed since.
  const { data, error } = useQuery(TaskPage_TeamDocument, {
    variables: { projectId },
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  const board = data?.board;
  const state = board?.project.members.find((member) => member.personId === user?.id)?.state;
  const full = isStaff(user) || state === 'OWNER';
  const own = Boolean(user && createdById === user.id);
  const assigned = Boolean(user && assigneeIds.includes(user.id));
  return {
    full,
    // A new task (no creator yet) is the user's own.
    edit: full || own || createdById === undefined,
    // A project that is gone (or hidden from the user) takes no tasks, even from staff.
    board: Boolean(board) && (full || state === 'MEMBER'),
    known: !loading && (data !== undefined || error !== undefined),
    submit: full || own || assigned || state === 'MEMBER',
    userId: user?.id ?? null,
    projectName: board?.project.name ?? null,
  };
}
