import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createCache } from '../../lib/apollo';
import { cardProject as project, cardTask as task, contactCardsMocks } from './contact-detail-fixtures';
import { ProjectsCard } from './projects-card';
import { TasksCard } from './tasks-card';

function renderCards(...mocks: Parameters<typeof contactCardsMocks>) {
  return render(
    <MockedProvider mocks={contactCardsMocks(...mocks)} cache={createCache()}>
      <MemoryRouter>
        <ProjectsCard personId="5" />
        <TasksCard personId="5" />
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('the Projects card', () => {
  it("shows 4 projects with their status, each linking to /projects/{id}/, then the rest on 'Show all'", async () => {
    renderCards([1, 2, 3, 4, 5, 6].map(project));
    const card = await screen.findByRole('region', { name: 'Projects' });
    expect(await within(card).findByRole('link', { name: 'Project 1' })).toHaveAttribute('href', '/projects/1/');
    expect(within(card).getAllByRole('link')).toHaveLength(4);
    expect(within(card).getAllByText('Analysing')).toHaveLength(4);
    await userEvent.click(within(card).getByRole('button', { name: 'Show all' }));
    expect(within(card).getAllByRole('link')).toHaveLength(6);
  });

  it('says when the contact is on no project', async () => {
    renderCards([]);
    expect(await screen.findByText('No projects.')).toBeInTheDocument();
  });
});

describe('the Tasks card', () => {
  it('groups the tasks by state, approved struck through, each linking to /task/{id} and back to the page', async () => {
    renderCards([], [task(1, 'TO_DO'), task(2, 'APPROVED'), task(3, 'TO_DO')]);
    const card = await screen.findByRole('region', { name: 'Tasks' });
    const toDo = within(card).getByRole('region', { name: 'To Do' });
    expect((await within(toDo).findAllByRole('link')).map((link) => link.textContent)).toEqual(['Task 1', 'Task 3']);
    expect(within(toDo).getByRole('link', { name: 'Task 1' })).toHaveAttribute('href', '/task/1?back=%2F');
    const submitted = within(card).getByRole('region', { name: 'Submitted' });
    expect(within(submitted).getByText('No tasks currently in this state.')).toBeInTheDocument();
    const approved = within(within(card).getByRole('region', { name: 'Approved' })).getByRole('link', {
      name: 'Task 2',
    });
    expect(approved).toHaveStyle({ textDecoration: 'line-through' });
  });

  it('shows each empty task group as having no tasks in this state', async () => {
    renderCards([], []);
    const card = await screen.findByRole('region', { name: 'Tasks' });
    for (const group of ['To Do', 'Submitted', 'Approved'])
      expect(
        await within(within(card).getByRole('region', { name: group })).findByText('No tasks currently in this state.'),
      ).toBeInTheDocument();
  });
});
