import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ColumnTitle } from './column-title';

const renderTitle = (onRename?: (columnId: string, name: string) => Promise<boolean>) =>
  render(<ColumnTitle columnId="7" name="To Do" onRename={onRename} />);

describe('a column title', () => {
  it('is edited with the pencil; Enter sends the new name once and shows it', async () => {
    const onRename = vi.fn(() => Promise.resolve(true));
    renderTitle(onRename);
    await userEvent.click(screen.getByRole('button', { name: 'Edit column title To Do' }));
    const field = screen.getByRole('textbox', { name: 'Column title' });
    await userEvent.clear(field);
    await userEvent.type(field, 'Closing{Enter}');
    expect(onRename).toHaveBeenCalledTimes(1);
    expect(onRename).toHaveBeenCalledWith('7', 'Closing');
    expect(screen.getByRole('heading', { name: 'Closing' })).toBeInTheDocument();
  });

  it('is edited on a double-click and saved when the field is left', async () => {
    const onRename = vi.fn(() => Promise.resolve(true));
    renderTitle(onRename);
    await userEvent.dblClick(screen.getByRole('heading', { name: 'To Do' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Column title' }), ' now');
    await userEvent.tab();
    expect(onRename).toHaveBeenCalledWith('7', 'To Do now');
  });

  it('keeps its title on Escape', async () => {
    const onRename = vi.fn(() => Promise.resolve(true));
    renderTitle(onRename);
    await userEvent.click(screen.getByRole('button', { name: 'Edit column title To Do' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Column title' }), 'x{Escape}');
    expect(onRename).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'To Do' })).toBeInTheDocument();
  });

  it('refuses a blank title', async () => {
    const onRename = vi.fn(() => Promise.resolve(true));
    renderTitle(onRename);
    await userEvent.click(screen.getByRole('button', { name: 'Edit column title To Do' }));
    const field = screen.getByRole('textbox', { name: 'Column title' });
    await userEvent.clear(field);
    await userEvent.type(field, '  {Enter}');
    expect(onRename).not.toHaveBeenCalled();
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('goes back to the old title when the server refuses the new one', async () => {
    renderTitle(() => Promise.resolve(false));
    await userEvent.click(screen.getByRole('button', { name: 'Edit column title To Do' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Column title' }), '!{Enter}');
    expect(await screen.findByRole('heading', { name: 'To Do' })).toBeInTheDocument();
  });

  it('cannot be edited without full access', async () => {
    renderTitle();
    expect(screen.queryByRole('button', { name: /Edit column title/ })).toBeNull();
    await userEvent.dblClick(screen.getByRole('heading', { name: 'To Do' }));
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
