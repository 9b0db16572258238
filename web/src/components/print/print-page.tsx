import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, type ReactNode } from 'react';

// The print screens' sheet (spec part 2 "Print screens"): a title, description lines, an optional stats header and a
// plain table. The app's print header (section and date) sits above it on paper. A plain table: 10,000 rows of text
// print (and render) faster than the lists' virtualised grid.

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

const cell = { border: '1px solid', borderColor: 'divider', px: 1, py: 0.5, textAlign: 'left', verticalAlign: 'top' };

/** The printed table: its header row from `columns`, its body the children (`PrintRow`s, group rows). */
export function PrintTable<Row>({ columns, children }: { columns: readonly PrintColumn<Row>[]; children: ReactNode }) {
  return (
    <Stack
      component="table"
      sx={{
        display: 'table',
        borderCollapse: 'collapse',
        width: '100%',
        fontSize: 12,
        '& th': { ...cell, fontWeight: 600, bgcolor: 'action.hover' },
        '& td': cell,
        '& .no-wrap': { whiteSpace: 'nowrap' },
        '& .right': { textAlign: 'right' },
        '& thead': { display: 'table-header-group' },
        '& tr': { breakInside: 'avoid' },
        '@media print': {
          fontSize: 9,
          '& th, & td': { px: 0.5, py: 0.25 },
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
      <tbody>{children}</tbody>
    </Stack>
  );
}

/** One row of a printed table. */
export function PrintRow<Row>({ columns, row }: { columns: readonly PrintColumn<Row>[]; row: Row }) {
  return (
    <tr>
      {columns.map((column) => (
        <td
          key={column.label}
          className={
            [column.noWrap && 'no-wrap', column.align === 'right' && 'right'].filter(Boolean).join(' ') || undefined
          }
        >
          {column.value(row)}
        </td>
      ))}
    </tr>
  );
}

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
