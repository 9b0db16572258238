import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotificationsProvider } from '../../../components/notifications/notifications';
import { TasksPrintPage_TasksDocument } from '../../../generated/graphql';
import { TasksPrintPage } from './tasks-print-page';

const task = (id: number, dueDate: string | null, state: 'TO_DO' | 'SUBMITTED' | 'APPROVED') => ({
  __typename: 'Task' as const,
  id: String(id),
  title: `Task ${id}`,
  state,
  dueDate,
  projectName: 'Canary Wharf',
  assignees: [{ __typename: 'TaskPerson' as const, id: '3', fullName: 'Bob Jones' }],
});

function renderPrint(path: string, variables: object, nodes: ReturnType<typeof task>[]) {
  const mock = {
    request: { query: TasksPrintPage_TasksDocument, variables },
    result: { data: { tasks: { __typename: 'TaskConnection', totalCount: nodes.length, nodes } } },
  };
  return render(
    <MockedProvider mocks={[mock]}>
      <MemoryRouter initialEntries={[path]}>
        <NotificationsProvider>
          <Routes>
            <Route path="/print/tasks" element={<TasksPrintPage />} />
          </Routes>
        </NotificationsProvider>
      </MemoryRouter>
    </MockedProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('TasksPrintPage', () => {
  it("prints the calendar search's tasks, latest due first, grouped by month with an Undated group", async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderPrint(
      '/print/tasks?search=survey',
      { first: 10000, search: 'survey', orderBy: [{ field: 'DUE_DATE', direction: 'DESC' }] },
      [
        task(1, '2027-03-10T12:00:00Z', 'TO_DO'),
        task(2, '2027-03-02T12:00:00Z', 'APPROVED'),
        task(3, '2027-01-20T12:00:00Z', 'SUBMITTED'),
        task(4, null, 'TO_DO'),
      ],
    );
    expect(screen.getByRole('heading', { name: 'Tasks' })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      expect.stringContaining('Due Date'),
      'March 2027',
      expect.stringContaining('Task 1'),
      expect.stringContaining('Task 2'),
      'January 2027',
      expect.stringContaining('Task 3'),
      'Undated',
      expect.stringContaining('Task 4'),
    ]);
    const description = screen.getByLabelText('Description');
    expect(description).toHaveTextContent('4 tasks');
    expect(description).toHaveTextContent('Search: “survey”');
    expect(description).toHaveTextContent('Sorted by: Due Date (descending)');
    const summary = screen.getByLabelText('Summary');
    expect(summary).toHaveTextContent('To Do2');
    expect(summary).toHaveTextContent('Approved1');
    expect(print).toHaveBeenCalledTimes(1);
  });

  it("takes the projects and My Tasks from the query string, and 'No tasks found' when none match", async () => {
    vi.stubGlobal('print', vi.fn());
    renderPrint(
      '/print/tasks?project=4,x,9&mine=1&ordering=title',
      {
        first: 10000,
        orderBy: [{ field: 'TITLE', direction: 'ASC' }],
        filter: { projectIds: ['4', '9'], assignedToMe: true },
      },
      [],
    );
    expect(await screen.findByText('No tasks found')).toBeInTheDocument();
    expect(screen.getByLabelText('Description')).toHaveTextContent('My Tasks');
  });
});
