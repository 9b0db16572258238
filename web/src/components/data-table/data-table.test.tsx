import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DataTable_SaveTableColumnPrefsDocument } from '../../generated/graphql';
import { NotificationsProvider } from '../notifications/notifications';
import { DataTable } from './data-table';
import type { DataTableColumn, DataTableProps, SortKey } from './data-table-types';
import { defaultColumnPrefs, groupByColumn } from './column-prefs';
import { PREFS_SAVE_FAILED } from './use-column-prefs';

type Deal = { id: string; name: string; amount: number };

const columns: DataTableColumn<Deal>[] = [
  { id: 'name', label: 'Name', value: (row) => row.name },
  { id: 'amount', label: 'Amount', value: (row) => row.amount, sum: true, defaultActive: false },
];

function renderTable(props: Partial<DataTableProps<Deal>> = {}, mocks: MockLink.MockedResponse[] = []) {
  return render(
    <MockedProvider mocks={mocks}>
      <NotificationsProvider>
        <DataTable columns={columns} rows={[]} getRowId={(row) => row.id} totalCount={0} label="deals" {...props} />
      </NotificationsProvider>
    </MockedProvider>,
  );
}

describe('DataTable', () => {
  it('shows the count above the table', () => {
    renderTable({ totalCount: 1234, rows: [{ id: '1', name: 'A', amount: 1 }] });
    expect(screen.getByText('1,234 deals')).toBeInTheDocument();
  });

  it('counts one in the singular', () => {
    renderTable({ totalCount: 1, rows: [{ id: '1', name: 'A', amount: 1 }] });
    expect(screen.getByText('1 deal')).toBeInTheDocument();
  });

  it("says 'No {label}' when the list is empty", () => {
    renderTable();
    expect(screen.getByText('No deals')).toBeInTheDocument();
  });

  it('uses the empty message the list gives', () => {
    renderTable({ emptyMessage: 'No contacts found' });
    expect(screen.getByText('No contacts found')).toBeInTheDocument();
  });

  it('says no search results were found while searching', () => {
    renderTable({ search: 'x', emptyMessage: 'No contacts found' });
    expect(screen.getByText('No search results found for "x"')).toBeInTheDocument();
  });

  it('shows skeleton rows, not an empty state, on first load', () => {
    const { container } = renderTable({ loading: true });
    expect(screen.queryByText('No deals')).not.toBeInTheDocument();
    expect(container.querySelectorAll('.MuiSkeleton-root').length).toBeGreaterThan(0);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('sorts a numeric column ascending on its first click (spec part 2 section 9: default direction ascending)', () => {
    const onSortingChange = vi.fn();
    const sortable = columns.map((column) => ({ ...column, sortable: true, defaultActive: true }));
    const rows = [
      { id: '1', name: 'A', amount: 10 },
      { id: '2', name: 'B', amount: 20 },
    ];
    renderTable({ columns: sortable, rows, totalCount: 2, onSortingChange });
    fireEvent.click(screen.getByRole('button', { name: /Sort by Amount/i }));
    expect(onSortingChange).toHaveBeenLastCalledWith([{ id: 'amount', desc: false }]);
    fireEvent.click(screen.getByRole('button', { name: /Sort by Name/i }));
    expect(onSortingChange).toHaveBeenLastCalledWith([{ id: 'name', desc: false }]);
  });

  it('shows a footer totals row summing the numeric columns of the loaded rows', () => {
    const withAmount = columns.map((column) => ({
      ...column,
      defaultActive: true,
      format: (value: number) => `£${value}`,
    }));
    const rows = [
      { id: '1', name: 'A', amount: 10 },
      { id: '2', name: 'B', amount: 20 },
    ];
    const { container } = renderTable({ columns: withAmount, rows, totalCount: 2 });
    const footer = container.querySelector('tfoot');
    expect(footer).not.toBeNull();
    expect(within(footer as HTMLElement).getByText('Total')).toBeInTheDocument();
    expect(within(footer as HTMLElement).getByText('£30')).toBeInTheDocument();
  });

  it('has no totals row when no numeric column is shown', () => {
    const { container } = renderTable({ rows: [{ id: '1', name: 'A', amount: 1 }], totalCount: 1 });
    expect(container.querySelector('tfoot')).toBeNull();
  });

  it('the last active column cannot be switched off in the manage-columns panel', async () => {
    const user = userEvent.setup();
    renderTable();
    await user.click(screen.getByRole('button', { name: 'Manage columns' }));
    const panel = screen.getByRole('dialog', { name: 'Manage columns' });
    const name = within(panel).getByRole('switch', { name: 'Name' });
    const amount = within(panel).getByRole('switch', { name: 'Amount' });
    expect(name).toBeChecked();
    expect(name).toBeDisabled();

    await user.click(amount);
    expect(amount).toBeChecked();
    expect(name).toBeEnabled();

    await user.click(name);
    expect(name).not.toBeChecked();
    expect(amount).toBeDisabled();
  });

  it('tells the user when their column preferences could not be saved', async () => {
    const user = userEvent.setup();
    const failingSave: MockLink.MockedResponse = {
      request: { query: DataTable_SaveTableColumnPrefsDocument, variables: () => true },
      error: new Error('Network down'),
    };
    renderTable({ tableType: 'deals' }, [failingSave]);
    await user.click(screen.getByRole('button', { name: 'Manage columns' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Manage columns' })).getByRole('switch', { name: 'Amount' }),
    );
    expect(await screen.findByText(PREFS_SAVE_FAILED, {}, { timeout: 5000 })).toBeInTheDocument();
  });

  /** The table over `rows` with its selection held outside, as the contacts list holds it; `seen` gets each change. */
  function renderSelectable(rows: Deal[], seen: Record<string, boolean>[]) {
    // happy-dom lays nothing out: give the scroll area a size, or the virtualized body draws no rows.
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ width: 1000, height: 600 }),
    );
    const view = renderTable({ rows, totalCount: rows.length });
    const Controlled = ({ selection }: { selection: Record<string, boolean> }) => (
      <MockedProvider>
        <NotificationsProvider>
          <DataTable
            columns={columns}
            rows={rows}
            getRowId={(row) => row.id}
            totalCount={rows.length}
            label="deals"
            rowSelection={selection}
            onRowSelectionChange={(next) => {
              seen.push(next);
              view.rerender(<Controlled selection={next} />);
            }}
          />
        </NotificationsProvider>
      </MockedProvider>
    );
    view.rerender(<Controlled selection={{}} />);
    return view;
  }

  const deals = (count: number) =>
    Array.from({ length: count }, (_, index) => String(index + 1)).map((id) => ({
      id,
      name: `Deal ${id}`,
      amount: Number(id),
    }));

  it('selects a row with its box, a range with shift, and clears a range with shift', async () => {
    const user = userEvent.setup();
    const seen: Record<string, boolean>[] = [];
    renderSelectable(deals(5), seen);
    const boxes = () => screen.getAllByRole('checkbox', { name: 'Select row' });
    expect(boxes()).toHaveLength(5);

    await user.click(boxes()[1]!);
    expect(seen.at(-1)).toEqual({ '2': true });
    expect(boxes()[1]).toBeChecked();

    await user.keyboard('{Shift>}');
    await user.click(boxes()[3]!);
    await user.keyboard('{/Shift}');
    expect(seen.at(-1)).toEqual({ '2': true, '3': true, '4': true });
    expect(screen.getByText('3 selected')).toBeInTheDocument();

    await user.keyboard('{Shift>}');
    await user.click(boxes()[2]!);
    await user.keyboard('{/Shift}');
    expect(seen.at(-1)).toEqual({ '2': true });
    vi.restoreAllMocks();
  });

  it('Space pressed right after ArrowDown, before the next frame, selects the row moved to', () => {
    const seen: Record<string, boolean>[] = [];
    const { container } = renderSelectable(deals(5), seen);
    const first = container.querySelector<HTMLElement>('tbody tr[data-index="0"]')!;
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowDown' });
    fireEvent.keyDown(document.activeElement!, { key: ' ' });
    expect(seen.at(-1)).toEqual({ '2': true });
    vi.restoreAllMocks();
  });

  /** A list that owns its selection, grouped by name when asked. */
  function SelectableDeals({ rows, grouped, sorting }: { rows: Deal[]; grouped: boolean; sorting: SortKey[] }) {
    const [selection, setSelection] = useState<Record<string, boolean>>({});
    return (
      <MockedProvider>
        <NotificationsProvider>
          <DataTable
            columns={columns}
            rows={rows}
            getRowId={(row) => row.id}
            totalCount={rows.length}
            label="deals"
            columnPrefs={grouped ? groupByColumn(defaultColumnPrefs(columns), 'name') : undefined}
            sorting={sorting}
            rowSelection={selection}
            onRowSelectionChange={setSelection}
            actions={<span data-testid="selected-ids">{Object.keys(selection).sort().join(',')}</span>}
          />
        </NotificationsProvider>
      </MockedProvider>
    );
  }

  const named = [
    { id: '1', name: 'Ava', amount: 1 },
    { id: '2', name: 'Ben', amount: 2 },
    { id: '3', name: 'Ben', amount: 3 },
  ];

  it('counts the rows of a ticked group, not the group row: the list is handed only its rows', async () => {
    const user = userEvent.setup();
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ width: 1000, height: 600 }),
    );
    render(<SelectableDeals rows={named} grouped sorting={[]} />);
    const groupBoxes = () =>
      screen.getAllByRole('row').filter((row) => within(row).queryByRole('button', { name: /group/i }));
    const [ava, ben] = groupBoxes();
    await user.click(within(ava!).getByRole('checkbox'));
    expect(screen.getByText('1 selected')).toBeInTheDocument();
    await user.click(within(ben!).getByRole('checkbox'));
    expect(screen.getByText('3 selected')).toBeInTheDocument();
    expect(screen.getByTestId('selected-ids')).toHaveTextContent('1,2,3');
    expect(within(ben!).getByRole('checkbox')).toBeChecked();

    await user.click(within(groupBoxes()[1]!).getByRole('checkbox'));
    expect(screen.getByText('1 selected')).toBeInTheDocument();
    expect(screen.getByTestId('selected-ids')).toHaveTextContent(/^1$/);
    vi.restoreAllMocks();
  });

  it('a new sort clears the selection, its count and the header box', async () => {
    const user = userEvent.setup();
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ width: 1000, height: 600 }),
    );
    const view = render(<SelectableDeals rows={named} grouped={false} sorting={[]} />);
    await user.click(screen.getByRole('checkbox', { name: 'Select all loaded rows' }));
    expect(screen.getByText('3 selected')).toBeInTheDocument();
    view.rerender(<SelectableDeals rows={named} grouped={false} sorting={[{ id: 'name', desc: true }]} />);
    expect(screen.queryByText(/selected/)).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select all loaded rows' })).not.toBeChecked();
    expect(screen.getByTestId('selected-ids')).toBeEmptyDOMElement();
    vi.restoreAllMocks();
  });
});
