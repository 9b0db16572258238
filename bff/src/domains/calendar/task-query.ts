import type { QueryTasksArgs } from '../../generated/resolvers.js';
import { orderingOf, pageWindow } from '../../base/connection.js';
import { TaskOrderField } from '../../generated/resolvers.js';
import type { Query } from '../../rest/client.js';
import { badUserInput } from '../../rest/errors.js';

const orderingField: Record<TaskOrderField, string> = {
  [TaskOrderField.DueDate]: 'due_date',
  [TaskOrderField.Title]: 'title',
  [TaskOrderField.State]: 'state',
  [TaskOrderField.CreatedAt]: 'created_at',
};

const isId = (id: string) => /^[1-9]\d{0,8}$/.test(id);

/** Project ids as `GET tasks/` takes them (comma-separated); a 400 for anything but ids. */
export function projectsParam(projectIds: readonly string[], field: string): string {
  if (!projectIds.every(isId)) throw badUserInput('projectIds must be ids.', field);
  return projectIds.join(',');
}

/**
 * GraphQL arguments -> the query of `GET tasks/`, or null when the filter leaves nothing to ask for (no projects).
 * `me` is the signed-in user's id, for My Tasks.
 */
export function tasksQuery(args: QueryTasksArgs, me: number | null): { query: Query; offset: number } | null {
  const { limit, offset } = pageWindow(args);
  const filter = args.filter ?? {};
  if (filter.projectIds?.length === 0) return null;
  // The spec's default sort for tasks is by due date (part 2 section 9); the id keeps pages stable.
  const ordering = orderingOf(args.orderBy ?? [{ field: TaskOrderField.DueDate }], orderingField) ?? 'due_date';
  const query: Query = {
    limit,
    offset,
    search: args.search?.trim() || undefined,
    ordering,
    projects: filter.projectIds ? projectsParam(filter.projectIds, 'filter') : undefined,
    due_date__gte: filter.dueFrom ?? undefined,
    due_date__lte: filter.dueTo ?? undefined,
    assignees: filter.assignedToMe && me !== null ? me : undefined,
  };
  return { query, offset };
}
