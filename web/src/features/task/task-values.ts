import dayjs from 'dayjs';
import type { TaskPage_TaskFragment } from '../../generated/graphql';
import type { UserError } from '../../lib/apply-user-errors';

export type TaskPerson = { id: string; fullName: string };

/** What the dialog edits: title, description, due date (`YYYY-MM-DD`, empty for none) and assignees. */
export type TaskValues = { title: string; description: string; dueDate: string; assignees: TaskPerson[] };

/** The fields that show their own server errors; the rest show above the form. */
export const TASK_FIELDS = ['title', 'description', 'dueDate', 'assigneeIds'] as const;
export type TaskField = (typeof TASK_FIELDS)[number];
export type TaskErrors = Partial<Record<TaskField | 'form', string>>;

// Spec part 2 sections 5 and 8.
export const REQUIRED = 'This field is required.';
export const CREATE_FAILED = 'Please fill in all required fields before creating a task';
export const UPDATE_FAILED = 'Fill in all required fields in order to update task';

export const emptyValues: TaskValues = { title: '', description: '', dueDate: '', assignees: [] };

export function valuesOf(task: TaskPage_TaskFragment): TaskValues {
  return {
    title: task.title,
    description: task.description ?? '',
    dueDate: task.dueDate ? dayjs(task.dueDate).format('YYYY-MM-DD') : '',
    assignees: task.assignees.map(({ id, fullName }) => ({ id, fullName })),
  };
}

/** A due date as the api keeps it: the day's start in the user's time zone, as an ISO datetime; null for none. */
export function dueDateOf(value: string): string | null {
  return value ? dayjs(value).toISOString() : null;
}

/** The ids of `people` that are not among `others`. */
const idsNotIn = (people: readonly TaskPerson[], others: readonly TaskPerson[]) =>
  people.filter((person) => !others.some((other) => other.id === person.id)).map((person) => person.id);

/**
 * What changed since `before`, as `updateTask` takes it; null when nothing did. Assignees go as those added and those
 * removed, not the whole list: someone else's assignee added meanwhile stays.
 */
export function changesOf(before: TaskValues, after: TaskValues) {
  const added = idsNotIn(after.assignees, before.assignees);
  const removed = idsNotIn(before.assignees, after.assignees);
  const changes = {
    ...(after.title !== before.title && { title: after.title }),
    ...(after.description !== before.description && { description: after.description || null }),
    ...(after.dueDate !== before.dueDate && { dueDate: dueDateOf(after.dueDate) }),
    ...(added.length > 0 && { addAssigneeIds: added }),
    ...(removed.length > 0 && { removeAssigneeIds: removed }),
  };
  return Object.keys(changes).length ? changes : null;
}

/** The input's assignee changes are shown on the assignees. */
const shownOn = (field: string | null | undefined) =>
  field === 'addAssigneeIds' || field === 'removeAssigneeIds' ? 'assigneeIds' : field;

/** Server errors per field, the first message of each; errors of no field of the form go to `form`. */
export function errorsOf(userErrors: readonly UserError[] | undefined): TaskErrors {
  const errors: TaskErrors = {};
  for (const { field: named, message } of userErrors ?? []) {
    const field = shownOn(named);
    const key = (TASK_FIELDS as readonly string[]).includes(field ?? '') ? (field as TaskField) : 'form';
    errors[key] ??= message;
  }
  return errors;
}
