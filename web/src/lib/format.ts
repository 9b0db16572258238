import dayjs, { type Dayjs } from 'dayjs';

/** A field with no value, on every record's page (the contact's, the project's, the tracker's, the merge). */
export const EMPTY_VALUE = '—';

// Display formats of spec part 1 section 9: 'DD MMM YYYY', time 'HH:mm:ss', £ with commas and at most 2 decimals.
// dayjs is the app's one date library: the date pickers and calendar will use its adapter (AdapterDayjs).
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

type DateInput = string | Date | null | undefined;

function toDayjs(value: DateInput): Dayjs | null {
  if (value == null || value === '') return null;
  // dayjs reads a bare 'YYYY-MM-DD' as local midnight (a calendar date has no time zone, so it never shifts a day);
  // anything else is parsed as Date does.
  const date = typeof value === 'string' && !DATE_ONLY.test(value) ? dayjs(new Date(value)) : dayjs(value);
  return date.isValid() ? date : null;
}

/** '05 Mar 2026'; empty for a missing or invalid date. */
export function formatDate(value: DateInput): string {
  return toDayjs(value)?.format('DD MMM YYYY') ?? '';
}

/** '5 March 2026': the task board's format (spec part 2 section 9: 'D MMMM YYYY' on the board). */
export function formatBoardDate(value: DateInput): string {
  return toDayjs(value)?.format('D MMMM YYYY') ?? '';
}

/** '05 Mar 2026 14:07:09' in the browser's time zone. */
export function formatDateTime(value: DateInput): string {
  return toDayjs(value)?.format('DD MMM YYYY HH:mm:ss') ?? '';
}

// Made on first use: the first Intl formatter of a page loads the locale's data (15-20 ms of a cold board's open,
// which formats no number).
let numberFormat: Intl.NumberFormat | undefined;

/** '1,234.5': grouped with commas, at most 2 decimals. */
export function formatNumber(value: number | string | null | undefined): string {
  const number = Number(value ?? 0);
  numberFormat ??= new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 });
  return numberFormat.format(Number.isFinite(number) ? number : 0);
}

let penceFormat: Intl.NumberFormat | undefined;

/** '£1,250,000', or with pence as money is written: '-£12.50' (never '£12.5'). */
export function formatMoney(value: number | string | null | undefined): string {
  const number = Number(value ?? 0);
  const whole = !Number.isFinite(number) || Math.round(number * 100) % 100 === 0;
  penceFormat ??= new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const formatted = whole ? formatNumber(number) : penceFormat.format(number);
  return formatted.startsWith('-') ? `-£${formatted.slice(1)}` : `£${formatted}`;
}

/** '65.00%': capital provider percentages show 2 decimals. */
export function formatPercent(value: number | string | null | undefined): string {
  const number = Number(value ?? 0);
  return `${(Number.isFinite(number) ? number : 0).toFixed(2)}%`;
}

/** '1.5x': a return on equity multiple. */
export function formatMultiple(value: number | string | null | undefined): string {
  return `${formatNumber(value)}x`;
}
