import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  ProjectsListActions_DeleteDocument,
  ProjectsListActions_DeletionSummaryDocument,
} from '../../generated/graphql';
import { DeleteProjectsDialog, goesWithIt } from './delete-projects-dialog';
import { projectExportBody } from './export-projects';

const summary = (projectId: string, name: string, taskCount: number, fileCount: number) => ({
  __typename: 'ProjectDeletionSummary' as const,
  projectId,
  name,
  taskCount,
  fileCount,
});

describe('what goes with a deleted project', () => {
  it('names its tasks and files, or nothing when it has neither', () => {
    expect(goesWithIt(summary('1', 'Canary Wharf', 12, 3))).toBe(
      'Canary Wharf has 12 tasks and 3 files; they are deleted with it.',
    );
    expect(goesWithIt(summary('1', 'Lot', 1, 0))).toBe('Lot has 1 task; it is deleted with it.');
    expect(goesWithIt(summary('1', 'Lot', 0, 2))).toBe('Lot has 2 files; they are deleted with it.');
    expect(goesWithIt(summary('1', 'Lot', 0, 0))).toBeNull();
  });
});

describe('projectExportBody', () => {
  it('sends the selected ids, or "all" with the list\'s search and statuses', () => {
    expect(projectExportBody({ ids: ['3', '9'] })).toEqual({ projects: [3, 9] });
    expect(projectExportBody({ search: 'wharf', statusIds: ['1', '4'] })).toEqual({
      projects: 'all',
      search: 'wharf',
      status: '1,4',
    });
    expect(projectExportBody({ search: '', statusIds: [] })).toEqual({ projects: 'all' });
  });
});

describe('DeleteProjectsDialog', () => {
  it("asks the spec's question, reads what goes with the projects, and confirms with YES", async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    const mocks = [
      {
        request: { query: ProjectsListActions_DeletionSummaryDocument, variables: { ids: ['1', '2'] } },
        result: {
          data: {
            projectDeletionSummary: [summary('1', 'Canary Wharf', 12, 3), summary('2', 'Empty Lot', 0, 0)],
          },
        },
      },
      { request: { query: ProjectsListActions_DeleteDocument }, result: { data: null } },
    ];
    render(
      <MockedProvider mocks={mocks}>
        <DeleteProjectsDialog ids={['1', '2']} busy={false} onConfirm={onConfirm} onCancel={onCancel} />
      </MockedProvider>,
    );
    expect(screen.getByText('Are you sure you want to delete these projects?')).toBeInTheDocument();
    const yes = screen.getByRole('button', { name: 'YES' });
    expect(yes).toBeDisabled();
    expect(
      await screen.findByText('Canary Wharf has 12 tasks and 3 files; they are deleted with it.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Empty Lot/)).not.toBeInTheDocument();
    await userEvent.click(yes);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
