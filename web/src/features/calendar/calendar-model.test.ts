import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  calendarEvents,
  displayingLine,
  groupByMonth,
  monthOf,
  monthRange,
  periodOf,
  projectIdsOf,
  stepOf,
  switchParams,
  UNDATED,
} from './calendar-model';

const projects = [
  { id: '1', name: 'Canary Wharf' },
  { id: '2', name: 'Northbank' },
];

describe('the month calendar', () => {
  it('reads the month from the URL, this month when it is absent or not a month', () => {
    const today = dayjs(new Date(2026, 10, 24));
    expect(monthOf('2026-02', today).format('YYYY-MM-DD')).toBe('2026-02-01');
    expect(monthOf(null, today).format('YYYY-MM-DD')).toBe('2026-11-01');
    expect(monthOf('2026-13', today).format('YYYY-MM-DD')).toBe('2026-11-01');
    const { from, to } = monthRange(monthOf('2026-02', today));
    expect(new Date(from).getTime()).toBe(new Date(2026, 1, 1).getTime());
    expect(new Date(to).getTime()).toBe(new Date(2026, 2, 1).getTime() - 1);
  });

  it('shows the week (Monday to Sunday) or the day of ?date=, steps by a week or a day, and keeps the time on a switch', () => {
    const today = dayjs(new Date(2026, 10, 24));
    const week = periodOf('week', new URLSearchParams('date=2026-12-02'), today);
    expect(week.start.format('YYYY-MM-DD')).toBe('2026-11-30');
    expect(week.title).toBe('30 Nov – 6 Dec 2026');
    expect(new Date(week.from).getTime()).toBe(new Date(2026, 10, 30).getTime());
    expect(new Date(week.to).getTime()).toBe(new Date(2026, 11, 7).getTime() - 1);
    expect(stepOf(week, 1)).toEqual(['date', '2026-12-09']);
    expect(periodOf('week', new URLSearchParams('date=2026-02-30'), today).title).toBe('23 – 29 November 2026');
    const day = periodOf('day', new URLSearchParams(), today);
    expect(day.title).toBe('Tuesday 24 November 2026');
    expect(stepOf(day, -1)).toEqual(['date', '2026-11-23']);
    expect(switchParams(day, today).month).toEqual(['month', '2026-11']);
    const month = periodOf('month', new URLSearchParams('month=2027-01'), today);
    expect(switchParams(month, today).week).toEqual(['date', '2027-01-01']);
    expect(switchParams(periodOf('month', new URLSearchParams(), today), today).day).toEqual(['date', '2026-11-24']);
  });

  it("reads 'Displaying: <filter> from <project names or No Projects>'", () => {
    expect(displayingLine('all', null, projects)).toBe('Displaying: All Tasks from Canary Wharf, Northbank');
    expect(displayingLine('mine', ['2'], projects)).toBe('Displaying: My Tasks from Northbank');
    expect(displayingLine('all', projectIdsOf(''), projects)).toBe('Displaying: All Tasks from No Projects');
  });

  it('puts a task on the day it is due and a project on its closing date, each linking to its page', () => {
    const due = new Date(2026, 10, 3, 23, 30).toISOString();
    const task = { __typename: 'Task', state: 'TO_DO', projectName: 'Northbank' } as const;
    const events = calendarEvents([
      { ...task, id: '7', title: 'Instruct the valuer', dueDate: due },
      { ...task, id: '8', title: 'Undated', dueDate: null },
      { ...task, id: '9', title: 'Approved', dueDate: due, state: 'APPROVED' },
      { __typename: 'CalendarProject', id: '7', name: 'Northbank', closingDate: '2026-11-30' },
    ]);
    expect(events.map(({ id, start, url, className }) => ({ id, start, url, className }))).toEqual([
      { id: 'task-7', start: '2026-11-03', url: '/task/7', className: 'calendar-task' },
      // Struck through, as approved tasks are in every list.
      { id: 'task-9', start: '2026-11-03', url: '/task/9', className: 'calendar-task calendar-task-approved' },
      { id: 'project-7', start: '2026-11-30', url: '/projects/7', className: 'calendar-project' },
    ]);
  });
});

describe('the search results', () => {
  it("groups tasks by due-date month ('MMMM YYYY') in the order they came, undated ones apart", () => {
    const task = (id: string, dueDate: string | null) => ({
      __typename: 'Task' as const,
      id,
      title: `Task ${id}`,
      state: 'TO_DO' as const,
      dueDate,
      projectName: 'Canary Wharf',
    });
    const groups = groupByMonth([
      task('1', new Date(2026, 11, 2).toISOString()),
      task('2', new Date(2026, 10, 30).toISOString()),
      task('3', new Date(2026, 10, 1).toISOString()),
      task('4', null),
    ]);
    expect(groups.map((group) => [group.label, group.tasks.map((item) => item.id)])).toEqual([
      ['December 2026', ['1']],
      ['November 2026', ['2', '3']],
      [UNDATED, ['4']],
    ]);
  });
});
