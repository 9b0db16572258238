import { render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  PRINT_CHUNK,
  PrintPage,
  PrintRow,
  PrintTable,
  usePrintOnce,
  useRowsInChunks,
  widestValues,
  type PrintColumn,
} from './print-page';

type Row = { id: number; name: string; amount: string };
const columns: PrintColumn<Row>[] = [
  { label: 'Name', value: (row) => row.name },
  { label: 'Amount', value: (row) => row.amount, noWrap: true },
];
const rowsOf = (count: number): Row[] =>
  Array.from({ length: count }, (_, index) => ({ id: index, name: `Row ${index}`, amount: `£${index}` }));

/** A print screen as the features make theirs: the rows in chunks, the print dialog once all are shown. */
function RowsPrint({ rows }: { rows: Row[] }) {
  const shown = useRowsInChunks(rows.length);
  usePrintOnce(shown === rows.length);
  return (
    <PrintPage title="Rows" ready loadingLabel="Loading rows" description={[`${rows.length} rows`]}>
      <PrintTable columns={columns} rows={rows}>
        {rows.slice(0, shown).map((row) => (
          <PrintRow key={row.id} columns={columns} row={row} />
        ))}
      </PrintTable>
    </PrintPage>
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('PrintTable', () => {
  it('shows many rows a chunk at a time, each in a body of its own, and opens the print dialog once all are shown', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const count = PRINT_CHUNK * 2 + 10;
    render(<RowsPrint rows={rowsOf(count)} />);
    const table = screen.getByRole('table');
    // The header row and the first chunk; the collapsed rows of the widest values are hidden from assistive technology.
    // By selector, not by role: a role query computes every row's style, seconds for 500 rows in a long test run.
    const shownRows = () => table.querySelectorAll('thead tr, tbody:not([aria-hidden]) tr');
    expect(shownRows()).toHaveLength(1 + PRINT_CHUNK);
    expect(print).not.toHaveBeenCalled();
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    const rows = [...shownRows()];
    expect(rows).toHaveLength(1 + count);
    expect(rows.at(-1)).toHaveTextContent(`Row ${count - 1}`);
    expect(table.querySelectorAll('tbody:not([aria-hidden])')).toHaveLength(3);
    expect(table.querySelectorAll('tbody[aria-hidden] tr.sizer')).toHaveLength(2);
  });

  it('shows a few rows at once, with no rows of widest values', () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    render(<RowsPrint rows={rowsOf(3)} />);
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(4);
    expect(screen.getByRole('table').querySelector('tr.sizer')).toBeNull();
    expect(print).toHaveBeenCalledTimes(1);
  });
});

describe('widestValues', () => {
  it("finds each column's widest value, and the value of its widest word (none for a column that never wraps)", () => {
    const rows: Row[] = [
      { id: 1, name: 'Ann Smith-Jones of Kent', amount: '£1' },
      { id: 2, name: 'Christopherson Lee', amount: '£1,000,000' },
      { id: 3, name: 'Bo', amount: '£25' },
    ];
    // By characters here; in the browser, by the table font's widths.
    expect(widestValues(columns, rows, (text) => text.length)).toEqual([
      ['Ann Smith-Jones of Kent', '£1,000,000'],
      ['Christopherson Lee', ''],
    ]);
  });
});
