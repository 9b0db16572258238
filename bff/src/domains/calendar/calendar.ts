import type { RestClient } from '../../rest/client.js';
import { projectPageAnswer, taskPageAnswer } from '../task/answers.js';
import { projectsAnswer } from './answers.js';
import type { TaskModel } from '../task/models.js';
import type { CalendarProjectModel } from './models.js';
import { projectsParam } from './task-query.js';

/** The task fetch limit (spec part 2 section 9): a month's tasks come in one call. */
const TASK_FETCH_LIMIT = 10_000;
/** `GET projects/` at its REST maximum: every project the user may see. */
const EVERY_PROJECT = 10_000;
/** `projects/details/{ids}/` takes at most this many ids. */
const DETAILS_IDS = 200;

export type CalendarRange = {
  from: string;
  to: string;
  /** null: every project the user may see. */
  projectIds: readonly string[] | null;
  /** My Tasks: the signed-in user's id. */
  assignee: number | null;
};

/** The day of an instant, as REST dates are written (`YYYY-MM-DD`). */
const dayOf = (instant: string) => new Date(instant).toISOString().slice(0, 10);

/**
 * The projects whose closing date falls in the range. REST has no closing-date filter: the chosen projects are read
 * by id (`projects/details/{ids}/`, 200 at a time), or all the user may see from `projects/`.
 */
async function closingDates(rest: RestClient, range: CalendarRange): Promise<CalendarProjectModel[]> {
  const { projectIds } = range;
  const projects =
    projectIds === null
      ? (await rest.get('projects/', projectPageAnswer, { limit: EVERY_PROJECT, ordering: 'closing_date' })).results
      : (
          await Promise.all(
            Array.from({ length: Math.ceil(projectIds.length / DETAILS_IDS) }, (_, batch) =>
              projectIds.slice(batch * DETAILS_IDS, (batch + 1) * DETAILS_IDS),
            ).map((ids) => rest.get(`projects/details/${projectsParam(ids, 'projectIds')}/`, projectsAnswer)),
          )
        ).flat();
  // The range's ends are instants of the user's time zone; a project closes on a calendar day.
  const first = dayOf(range.from);
  const last = dayOf(range.to);
  return projects
    .filter((project) => project.closingDate >= first && project.closingDate <= last)
    .map((project) => ({ id: project.id, name: project.name, closingDate: project.closingDate }))
    .sort((a, b) => a.closingDate.localeCompare(b.closingDate) || a.name.localeCompare(b.name));
}

/** A month calendar's events: the tasks due in the range, then the projects closing in it, in two REST calls at once. */
export async function fetchCalendar(
  rest: RestClient,
  range: CalendarRange,
): Promise<(TaskModel | CalendarProjectModel)[]> {
  if (range.projectIds?.length === 0) return [];
  const projects = range.projectIds === null ? undefined : projectsParam(range.projectIds, 'projectIds');
  const [taskPage, closing] = await Promise.all([
    rest.get('tasks/', taskPageAnswer, {
      due_date__gte: range.from,
      due_date__lte: range.to,
      projects,
      assignees: range.assignee ?? undefined,
      ordering: 'due_date',
      limit: TASK_FETCH_LIMIT,
    }),
    closingDates(rest, range),
  ]);
  return [...taskPage.results, ...closing];
}
