import { useQuery } from '@apollo/client/react';
import dayjs from 'dayjs';
import { Fragment, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useNotify } from '../../../components/notifications/notifications';
import { notifyGraphQLError } from '../../../components/notifications/notify-error';
import {
  PrintGroupRow,
  PrintPage,
  PrintRow,
  PrintTable,
  usePrintOnce,
  useRowsInChunks,
  type PrintColumn,
  type PrintStat,
} from '../../../components/print/print-page';
import { countLine, fromOrderingParam, PRINT_LIMIT, sortedByText } from '../../../components/print/print-query';
import { taskStateLabel } from '../../../components/task/task-progress';
import {
  TasksPrintPage_TasksDocument,
  type TaskOrder,
  type TaskOrderField,
  type TasksPrintPage_TasksQuery,
} from '../../../generated/graphql';
import { formatDate } from '../../../lib/format';
import { idsParam } from './print-query';

type TaskRow = TasksPrintPage_TasksQuery['tasks']['nodes'][number];

/** The sort keys `?ordering=` takes, by the column labels the description reads. */
const ORDER_FIELDS: Record<string, { field: TaskOrderField; label: string }> = {
  due_date: { field: 'DUE_DATE', label: 'Due Date' },
  title: { field: 'TITLE', label: 'Task' },
  state: { field: 'STATE', label: 'Status' },
  created_at: { field: 'CREATED_AT', label: 'Created' },
};

/** Spec part 2 "Task grouping": due date decides the month group ('MMMM YYYY'); undated tasks are their own group. */
export const UNDATED = 'Undated';
const monthOf = (task: TaskRow) => (task.dueDate ? dayjs(new Date(task.dueDate)).format('MMMM YYYY') : UNDATED);

const PRINT_COLUMNS: PrintColumn<TaskRow>[] = [
  { label: 'Due Date', value: (row) => formatDate(row.dueDate), noWrap: true },
  { label: 'Project', value: (row) => row.projectName },
  { label: 'Task', value: (row) => row.title },
  { label: 'Status', value: (row) => taskStateLabel[row.state] },
  { label: 'Assigned To', value: (row) => row.assignees.map((person) => person.fullName).join(', ') },
];

/** The stats header: the tasks printed in each state. */
export function taskStats(rows: readonly TaskRow[]): PrintStat[] {
  const count = (state: TaskRow['state']) => rows.filter((row) => row.state === state).length.toLocaleString('en-GB');
  return [
    { label: 'Tasks', value: rows.length.toLocaleString('en-GB') },
    { label: taskStateLabel.TO_DO, value: count('TO_DO') },
    { label: taskStateLabel.SUBMITTED, value: count('SUBMITTED') },
    { label: taskStateLabel.APPROVED, value: count('APPROVED') },
  ];
}

/**
 * /print/tasks?search=&ordering=&project=&mine=1: the tasks the query string names (the calendar's search results
 * link here with their search), up to 10,000 (the task fetch limit), on paper (spec part 2 "Print screens"). Sorted by
 * due date (the calendar search's order, latest first, when no ordering is given), they are grouped by month.
 */
export function TasksPrintPage() {
  const [params] = useSearchParams();
  const notify = useNotify();
  const search = params.get('search')?.trim() ?? '';
  const projectIds = idsParam(params.get('project'));
  const mine = params.get('mine') === '1';
  const given = fromOrderingParam(params.get('ordering')).filter((key) => key.id in ORDER_FIELDS);
  const sorting = given.length ? given : [{ id: 'due_date', desc: true }];
  const orderBy: TaskOrder[] = sorting.map((key) => ({
    field: ORDER_FIELDS[key.id]!.field,
    direction: key.desc ? 'DESC' : 'ASC',
  }));
  const byMonth = sorting[0]!.id === 'due_date';
  const filter =
    projectIds.length || mine
      ? { projectIds: projectIds.length ? projectIds : undefined, assignedToMe: mine || undefined }
      : undefined;
  const { data, error } = useQuery(TasksPrintPage_TasksDocument, {
    variables: { first: PRINT_LIMIT, search: search || undefined, orderBy, filter },
    fetchPolicy: 'no-cache',
  });
  const tasks = data?.tasks;
  const stats = useMemo(() => (tasks ? taskStats(tasks.nodes) : []), [tasks]);
  // Each row's month once, not again for every chunk of rows shown.
  const months = useMemo(() => tasks?.nodes.map(monthOf) ?? [], [tasks]);

  useEffect(() => {
    // Spec part 2 section 8: 'No tasks found'.
    if (error) notifyGraphQLError(notify, error, 'No tasks found');
  }, [error, notify]);
  const shown = useRowsInChunks(tasks?.nodes.length ?? 0);
  usePrintOnce(Boolean(tasks) && shown === tasks?.nodes.length);

  const projectNames = [...new Set(tasks?.nodes.map((task) => task.projectName))].join(', ');
  return (
    <PrintPage
      title="Tasks"
      ready={Boolean(tasks)}
      loadingLabel="Loading tasks to print"
      description={[
        tasks && countLine(tasks.nodes.length, tasks.totalCount, 'tasks'),
        search && `Search: “${search}”`,
        projectIds.length > 0 && projectNames && `Projects: ${projectNames}`,
        mine && 'My Tasks',
        `Sorted by: ${sortedByText(sorting, (id) => ORDER_FIELDS[id]?.label)}`,
      ]}
      stats={tasks?.nodes.length ? stats : undefined}
      emptyMessage={tasks?.nodes.length === 0 ? 'No tasks found' : null}
    >
      <PrintTable columns={PRINT_COLUMNS} rows={tasks?.nodes}>
        {tasks?.nodes.slice(0, shown).map((row, index) => {
          const month = months[index]!;
          const startsGroup = byMonth && (index === 0 || months[index - 1] !== month);
          return (
            <Fragment key={row.id}>
              {startsGroup && <PrintGroupRow span={PRINT_COLUMNS.length}>{month}</PrintGroupRow>}
              <PrintRow columns={PRINT_COLUMNS} row={row} />
            </Fragment>
          );
        })}
      </PrintTable>
    </PrintPage>
  );
}
