import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { Children, memo, useEffect, useRef, useState, type ReactNode } from 'react';

// The print screens' sheet (spec part 2 "Print screens"): a title, description lines, an optional stats header and a
// plain table. The app's print header (section and date) sits above it on paper. A plain table: 10,000 rows of text
// print (and render) faster than the lists' virtualised grid. Issue 53 wants no main-thread task over 500 ms for
// 10,000 rows (tests/bench/print.ts): the rows go on the page in chunks (`useRowsInChunks`), and the table's borders
// are separate ones (below).

/** A column of a printed table; `noWrap`: a value that reads wrongly split over two lines (a phone, an amount). */
export type PrintColumn<Row> = {
  label: string;
  value: (row: Row) => string | null | undefined;
  noWrap?: boolean;
  align?: 'left' | 'right';
};

/** A figure of the stats header: 'Capital Required' '£12,500,000'. */
export type PrintStat = { label: string; value: string };

/** Once `ready` (the rows are on the page), opens the browser's print dialog, once. */
export function usePrintOnce(ready: boolean) {
  const printed = useRef(false);
  useEffect(() => {
    if (!ready || printed.current) return;
    printed.current = true;
    window.print();
  }, [ready]);
}

type PrintPageProps = {
  title: string;
  /** False while the rows load: a placeholder labelled `loadingLabel`. */
  ready: boolean;
  loadingLabel: string;
  /** The description lines; empty ones are left out. */
  description: readonly (string | null | false | undefined)[];
  stats?: readonly PrintStat[];
  /** Shown instead of the table when set (nothing matched). */
  emptyMessage?: string | null;
  /** `landscape` for a wide table. */
  orientation?: 'portrait' | 'landscape';
  children: ReactNode;
};

/** Rows put on the page at a time: each chunk is rendered and laid out in a task of its own. */
export const PRINT_CHUNK = 250;

/**
 * How many of `count` rows to show: the first chunk at once, then a chunk more after each frame the browser has drawn,
 * until all are shown. The print dialog waits for them all: `usePrintOnce(ready && shown === count)`.
 */
export function useRowsInChunks(count: number): number {
  const [grown, setGrown] = useState(PRINT_CHUNK);
  const shown = Math.min(count, grown);
  useEffect(() => {
    if (shown >= count) return;
    // After the next frame, so that the chunk shown is laid out and drawn before the next one renders.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setGrown(shown + PRINT_CHUNK));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [shown, count]);
  return shown;
}

/** The print screen: on A4, with margins; a row is never split over two pages; the table's header repeats. */
export function PrintPage({
  title,
  ready,
  loadingLabel,
  description,
  stats,
  emptyMessage,
  orientation = 'portrait',
  children,
}: PrintPageProps) {
  return (
    <Stack spacing={2} sx={{ p: 3, '@media print': { p: 0 } }}>
      <GlobalStyles
        styles={{
          '@page': { size: `A4 ${orientation}`, margin: '12mm 10mm' },
          // On paper: no notification left over from the page before (a snackbar is fixed on screen).
          '@media print': {
            // (!important: these win over the components' own styles, inserted after these.)
            '.MuiSnackbar-root': { display: 'none !important' },
            // The shell's skip link shows while focused (after a navigation): not on paper.
            'a[href="#main-content"]': { display: 'none !important' },
          },
        }}
      />
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      {!ready ? (
        <Skeleton variant="rounded" height={240} role="status" aria-label={loadingLabel} />
      ) : (
        <>
          <Stack spacing={0.5} aria-label="Description">
            {description.filter(Boolean).map((line) => (
              <Typography key={line as string} variant="body2">
                {line}
              </Typography>
            ))}
          </Stack>
          {stats && stats.length > 0 && (
            <Box
              component="dl"
              aria-label="Summary"
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                gap: 1,
                m: 0,
                breakInside: 'avoid',
                '& > div': { border: 1, borderColor: 'divider', borderRadius: 1, px: 1.5, py: 0.75, minWidth: 120 },
                '& dt': { fontSize: 11, color: 'text.secondary' },
                '& dd': { m: 0, fontSize: 16, fontWeight: 600 },
                '@media print': { '& dd': { fontSize: 12 }, '& dt': { fontSize: 9 } },
              }}
            >
              {stats.map((stat) => (
                <div key={stat.label}>
                  <dt>{stat.label}</dt>
                  <dd>{stat.value}</dd>
                </div>
              ))}
            </Box>
          )}
          {emptyMessage ? <Typography>{emptyMessage}</Typography> : children}
        </>
      )}
    </Stack>
  );
}

// Separate borders, each cell drawing its right and bottom ones (the first cell its left, the header its top): the
// grid collapsed borders draw, without their cost. Chrome resolves collapsed borders over the whole table at every
// layout: with 10,000 rows, each chunk added took seconds of layout.
const cell = {
  borderStyle: 'solid',
  borderColor: 'divider',
  borderWidth: '0 1px 1px 0',
  px: 1,
  py: 0.5,
  textAlign: 'left',
  verticalAlign: 'top',
};

/** The table's font size on screen (smaller on paper, in proportion). */
const FONT_SIZE = 12;

/** A cell's classes: `no-wrap`, `right`. */
const cellClass = (column: PrintColumn<never>) =>
  [column.noWrap && 'no-wrap', column.align === 'right' && 'right'].filter(Boolean).join(' ') || undefined;

/** Of `texts`, the one of the greatest `width`. */
function widest(texts: readonly string[], width: (text: string) => number): string {
  let found = '';
  let foundWidth = -1;
  for (const text of texts) {
    const measured = width(text);
    if (measured > foundWidth) [found, foundWidth] = [text, measured];
  }
  return found;
}

/**
 * Two rows of values of `rows`: in each column, the widest value, and the value of the widest word (a line breaks at
 * spaces and after hyphens: the narrowest the column can be); near enough, the values that set the columns' widths.
 */
export function widestValues<Row>(
  columns: readonly PrintColumn<Row>[],
  rows: readonly Row[],
  width: (text: string) => number,
): string[][] {
  const wordWidth = (text: string) => Math.max(0, ...text.split(/\s+|(?<=-)/).map(width));
  const byColumn = columns.map((column) => {
    const texts = [...new Set(rows.map((row) => column.value(row) ?? ''))];
    return [widest(texts, width), column.noWrap ? '' : widest(texts, wordWidth)];
  });
  return [byColumn.map((values) => values[0]!), byColumn.map((values) => values[1]!)];
}

/**
 * A text's width in `font`: its characters' widths (each measured once, by a canvas: measuring every text took as long
 * as the rest of the first chunk), or its number of characters where there is no canvas (as in tests).
 */
function textWidth(font: string): (text: string) => number {
  const context = document.createElement('canvas').getContext('2d');
  if (!context) return (text) => text.length;
  context.font = font;
  const widths = new Map<string, number>();
  return (text) => {
    let sum = 0;
    for (const char of text) {
      let charWidth = widths.get(char);
      if (charWidth === undefined) widths.set(char, (charWidth = context.measureText(char).width));
      sum += charWidth;
    }
    return sum;
  };
}

type PrintTableProps<Row> = {
  columns: readonly PrintColumn<Row>[];
  /** The rows printed: read once for the widest values, when they come in more than one chunk. */
  rows?: readonly Row[];
  children: ReactNode;
};

/**
 * The printed table: its header row from `columns`, its body the children (`PrintRow`s, group rows). Each chunk of
 * `PRINT_CHUNK` children is a body of its own, in a block: adding one then lays out that chunk, not every row before it
 * again (a single body, or the table a flex item of the page's stack, did). But a chunk with a wider value changes the
 * columns' widths, and every row is laid out again (seconds, with 10,000): the first body holds rows of the widest
 * values (`widestValues`), collapsed (not shown, but counted in the columns' widths; left out on paper), so that the
 * widths are near their last from the second chunk. They are values of the rows: the widths at the end are the same.
 */
export function PrintTable<Row>({ columns, rows, children }: PrintTableProps<Row>) {
  const { fontFamily } = useTheme().typography;
  // Worked out once the first chunk is on the page, in a task of its own: it reads every cell's value.
  const [sizerValues, setSizerValues] = useState<{ of: readonly Row[]; values: string[][] }>();
  useEffect(() => {
    if (!rows || rows.length <= PRINT_CHUNK) return;
    const timer = setTimeout(() =>
      setSizerValues({ of: rows, values: widestValues(columns, rows, textWidth(`${FONT_SIZE}px ${fontFamily}`)) }),
    );
    return () => clearTimeout(timer);
  }, [columns, rows, fontFamily]);
  const sizers = sizerValues && sizerValues.of === rows ? sizerValues.values : [];
  const shown = Children.toArray(children);
  const chunks: ReactNode[][] = [];
  for (let start = 0; start < shown.length; start += PRINT_CHUNK) chunks.push(shown.slice(start, start + PRINT_CHUNK));
  return (
    <div>
      <Stack
        component="table"
        sx={{
          display: 'table',
          borderCollapse: 'separate',
          borderSpacing: 0,
          width: '100%',
          fontSize: FONT_SIZE,
          '& th': { ...cell, fontWeight: 600, bgcolor: 'action.hover' },
          '& td': cell,
          '& tr > :first-of-type': { borderLeftWidth: '1px' },
          '& thead th': { borderTopWidth: '1px' },
          '& .no-wrap': { whiteSpace: 'nowrap' },
          '& .right': { textAlign: 'right' },
          '& thead': { display: 'table-header-group' },
          '& tr': { breakInside: 'avoid' },
          '& .sizer': { visibility: 'collapse' },
          '@media print': {
            fontSize: 9,
            '& th, & td': { px: 0.5, py: 0.25 },
            // Paper takes space for collapsed rows; the page is laid out once there, all rows in.
            '& .sizer': { display: 'none' },
            // Backgrounds print only when asked for: the header row keeps its shade.
            '& th': { printColorAdjust: 'exact', WebkitPrintColorAdjust: 'exact' },
          },
        }}
      >
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col" className={column.align === 'right' ? 'right' : undefined}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        {sizers.length > 0 && (
          <tbody aria-hidden>
            {sizers.map((values, index) => (
              <tr key={index} className="sizer">
                {columns.map((column, cell) => (
                  <td key={column.label} className={cellClass(column)}>
                    {values[cell]}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        )}
        {chunks.map((chunk, index) => (
          <tbody key={index}>{chunk}</tbody>
        ))}
      </Stack>
    </div>
  );
}

function PrintRowCells<Row>({ columns, row }: { columns: readonly PrintColumn<Row>[]; row: Row }) {
  return (
    <tr>
      {columns.map((column) => (
        <td key={column.label} className={cellClass(column)}>
          {column.value(row)}
        </td>
      ))}
    </tr>
  );
}

/** One row of a printed table; memoised: a screen adding rows in chunks renders the rows shown again. */
export const PrintRow = memo(PrintRowCells) as typeof PrintRowCells;

/** A row that starts a group: its text across the whole table. */
export function PrintGroupRow({ span, children }: { span: number; children: ReactNode }) {
  return (
    <tr>
      <th colSpan={span} scope="colgroup">
        {children}
      </th>
    </tr>
  );
}
