import dayjs, { type Dayjs } from 'dayjs';
import type { CalendarSearch_TasksQuery, MonthCalendar_EventsQuery } from '../../generated/graphql';

// The calendar's state lives in the URL so that a period and its filters can be shared and reloaded:
// /calendar/{month|week|day}, `?month=YYYY-MM` (the month view), `?date=YYYY-MM-DD` (the week or day holding it),
// `?tasks=mine` (My Tasks), `?projects=1,2` (absent: every project; empty: none).

export const MONTH_PARAM = 'month';
export const DATE_PARAM = 'date';
export const TASKS_PARAM = 'tasks';
export const PROJECTS_PARAM = 'projects';

export type TaskFilter = 'all' | 'mine';
export const TASK_FILTER_LABELS: Record<TaskFilter, string> = { all: 'All Tasks', mine: 'My Tasks' };

/** The month shown: `?month=YYYY-MM`, this month when absent or not a month. */
export function monthOf(param: string | null, today: Dayjs = dayjs()): Dayjs {
  const match = param ? /^(\d{4})-(0[1-9]|1[0-2])$/.exec(param) : null;
  return match ? dayjs(new Date(Number(match[1]), Number(match[2]) - 1, 1)) : today.startOf('month');
}

export const monthParam = (month: Dayjs) => month.format('YYYY-MM');

/** The title of the month: 'MMMM YYYY'. */
export const monthTitle = (month: Dayjs) => month.format('MMMM YYYY');

/** The month's first and last moments in the user's time zone, as the api's instants. */
export function monthRange(month: Dayjs): { from: string; to: string } {
  return { from: month.startOf('month').toISOString(), to: month.endOf('month').toISOString() };
}

/** The calendar's ranges: /calendar/month (the spec's month grid), and the time-grid week and day. */
export const RANGES = ['month', 'week', 'day'] as const;
export type CalendarRange = (typeof RANGES)[number];
export const RANGE_LABELS: Record<CalendarRange, string> = { month: 'Month', week: 'Week', day: 'Day' };
export const isRange = (value: string | undefined): value is CalendarRange =>
  (RANGES as readonly string[]).includes(value ?? '');

/** The day a week or day view shows: `?date=YYYY-MM-DD`, today when absent or not a date. */
export function dateOf(param: string | null, today: Dayjs = dayjs()): Dayjs {
  const match = param ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(param) : null;
  const day = match ? dayjs(new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
  return day && day.format('YYYY-MM-DD') === param ? day : today.startOf('day');
}

export type Period = {
  range: CalendarRange;
  /** The first day shown (weeks start on Monday, as the month grid's do). */
  start: Dayjs;
  title: string;
  /** The URL parameter and value that name this period. */
  param: [string, string];
  /** The api's instants from the first to the last moment shown. */
  from: string;
  to: string;
};

/** The period a range shows for the URL's parameters. */
export function periodOf(range: CalendarRange, params: URLSearchParams, today: Dayjs = dayjs()): Period {
  if (range === 'month') {
    const month = monthOf(params.get(MONTH_PARAM), today);
    return {
      range,
      start: month,
      title: monthTitle(month),
      param: [MONTH_PARAM, monthParam(month)],
      ...monthRange(month),
    };
  }
  const day = dateOf(params.get(DATE_PARAM), today);
  // Monday of the day's week (dayjs's week starts on Sunday).
  const start = range === 'week' ? day.subtract((day.day() + 6) % 7, 'day') : day;
  const end = range === 'week' ? start.add(6, 'day') : start;
  const title =
    range === 'day'
      ? start.format('dddd D MMMM YYYY')
      : start.month() === end.month()
        ? `${start.format('D')} – ${end.format('D MMMM YYYY')}`
        : `${start.format('D MMM')} – ${end.format('D MMM YYYY')}`;
  return {
    range,
    start,
    title,
    param: [DATE_PARAM, day.format('YYYY-MM-DD')],
    from: start.startOf('day').toISOString(),
    to: end.endOf('day').toISOString(),
  };
}

/** The period before (-1) or after (+1): the URL parameter and value that name it. */
export function stepOf(period: Period, step: -1 | 1): [string, string] {
  if (period.range === 'month') return [MONTH_PARAM, monthParam(period.start.add(step, 'month'))];
  const day = dayjs(new Date(period.param[1] + 'T00:00:00'));
  return [DATE_PARAM, day.add(step, period.range === 'week' ? 'week' : 'day').format('YYYY-MM-DD')];
}

/** The parameters of another range showing the same time: a month keeps its first day (or today, in this month). */
export function switchParams(period: Period, today: Dayjs = dayjs()): Record<CalendarRange, [string, string]> {
  const day =
    period.range === 'month'
      ? period.start.isSame(today, 'month')
        ? today
        : period.start
      : dayjs(new Date(period.param[1] + 'T00:00:00'));
  return {
    month: [MONTH_PARAM, monthParam(day.startOf('month'))],
    week: [DATE_PARAM, day.format('YYYY-MM-DD')],
    day: [DATE_PARAM, day.format('YYYY-MM-DD')],
  };
}

/** `?projects=`: null for every project the user may see, else the chosen ids (maybe none). */
export function projectIdsOf(param: string | null): string[] | null {
  if (param === null) return null;
  return param.split(',').filter((id) => /^\d+$/.test(id));
}

type Project = { id: string; name: string };

/** 'Displaying: <filter> from <project names or No Projects>' (spec part 2, Calendar (month)). */
export function displayingLine(filter: TaskFilter, chosen: readonly string[] | null, projects: readonly Project[]) {
  const names = chosen === null ? projects : projects.filter((project) => chosen.includes(project.id));
  const from = names.length ? names.map((project) => project.name).join(', ') : 'No Projects';
  return `Displaying: ${TASK_FILTER_LABELS[filter]} from ${from}`;
}

export type CalendarEvent = {
  id: string;
  title: string;
  /** The day it shows on, 'YYYY-MM-DD'. */
  start: string;
  allDay: true;
  url: string;
  className: string;
  extendedProps: { kind: 'task' | 'project'; projectName: string };
};

/**
 * FullCalendar's events: a task on the day it is due (in the user's time zone), a project on its closing date.
 * Ids carry the kind: a task and a project may share a number.
 */
export function calendarEvents(events: MonthCalendar_EventsQuery['calendar']): CalendarEvent[] {
  return events.flatMap((event): CalendarEvent[] => {
    if (event.__typename === 'Task')
      return event.dueDate
        ? [
            {
              id: `task-${event.id}`,
              title: event.title,
              start: dayjs(new Date(event.dueDate)).format('YYYY-MM-DD'),
              allDay: true,
              url: `/task/${event.id}`,
              // Approved tasks struck through, as every task list shows them (spec part 2 section 9).
              className: event.state === 'APPROVED' ? 'calendar-task calendar-task-approved' : 'calendar-task',
              extendedProps: { kind: 'task', projectName: event.projectName },
            },
          ]
        : [];
    return [
      {
        id: `project-${event.id}`,
        title: event.name,
        start: event.closingDate,
        allDay: true,
        url: `/projects/${event.id}`,
        className: 'calendar-project',
        extendedProps: { kind: 'project', projectName: event.name },
      },
    ];
  });
}

export type SearchTask = CalendarSearch_TasksQuery['tasks']['nodes'][number];
export type SearchGroup = { key: string; label: string; tasks: SearchTask[] };

export const UNDATED = 'Undated';

/**
 * Search results by due-date month ('MMMM YYYY'), in the order the tasks came (due date descending); tasks without a
 * due date fall into 'Undated' (spec part 2 section 4, Task grouping).
 */
export function groupByMonth(tasks: readonly SearchTask[]): SearchGroup[] {
  const groups = new Map<string, SearchGroup>();
  for (const task of tasks) {
    const due = task.dueDate ? dayjs(new Date(task.dueDate)) : null;
    const key = due ? due.format('YYYY-MM') : UNDATED;
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { key, label: due ? monthTitle(due) : UNDATED, tasks: [] }));
    group.tasks.push(task);
  }
  return [...groups.values()];
}
