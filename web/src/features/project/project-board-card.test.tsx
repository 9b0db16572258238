import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { PreloadPageProvider } from '../../lib/page-preload';
import type { ProjectDetail } from './project-form-values';
import { ProjectBoardCard } from './project-board-card';
import { PROJECT_COLUMNS, type ProjectRow } from '../../components/lists/project-columns';

const project = { id: '7', columns: [] } as unknown as ProjectDetail;

function renderCard() {
  const preload = vi.fn();
  render(
    <MemoryRouter>
      <PreloadPageProvider value={preload}>
        <ProjectBoardCard project={project} />
      </PreloadPageProvider>
    </MemoryRouter>,
  );
  return { preload, button: screen.getByRole('link', { name: 'Go to Project Board' }) };
}

describe('the Project Board links', () => {
  it("starts the board's data as Go to Project Board is pressed, before the click", () => {
    const { preload, button } = renderCard();
    fireEvent.pointerDown(button, { button: 0 });
    expect(preload).toHaveBeenCalledWith('/projects/7/tasks', { data: true });
  });

  it('starts nothing for a press that opens a new window (ctrl or meta) or another button', () => {
    const { preload, button } = renderCard();
    fireEvent.pointerDown(button, { button: 0, ctrlKey: true });
    fireEvent.pointerDown(button, { button: 0, metaKey: true });
    fireEvent.pointerDown(button, { button: 0, shiftKey: true });
    fireEvent.pointerDown(button, { button: 2 });
    expect(preload).not.toHaveBeenCalledWith('/projects/7/tasks', { data: true });
  });

  it("the projects list's board icon starts the board's data as it is pressed", () => {
    const preload = vi.fn();
    const board = PROJECT_COLUMNS.find((column) => column.id === 'board')!;
    render(
      <MemoryRouter>
        <PreloadPageProvider value={preload}>
          {board.render!({ id: '9', name: 'Wharf' } as ProjectRow)}
        </PreloadPageProvider>
      </MemoryRouter>,
    );
    fireEvent.pointerDown(screen.getByRole('link', { name: 'Project Board of Wharf' }), { button: 0 });
    expect(preload).toHaveBeenCalledWith('/projects/9/tasks', { data: true });
  });
});
