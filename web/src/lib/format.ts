// Display formats of spec part 1 section 9: 'DD MMM YYYY', time 'HH:mm:ss', £ with commas and at most 2 decimals.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

type DateInput = string | Date | null | undefined;

const pad = (value: number) => String(value).padStart(2, '0');

function toDate(value: DateInput): Date | null {
  if (value == null || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  // A calendar date has no time zone: read it as local midnight so it never shifts a day.
  const dateOnly = DATE_ONLY.exec(value);
  if (dateOnly) return new Date(Number(dateOnly[1]), Number(dateOnly[2]) - 1, Number(dateOnly[3]));
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** '05 Mar 2026'; empty for a missing or invalid date. */
export function formatDate(value: DateInput): string {
  const date = toDate(value);
  if (!date) return '';
  return `${pad(date.getDate())} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`;
}

/** '05 Mar 2026 14:07:09' in the browser's time zone. */
export function formatDateTime(value: DateInput): string {
  const date = toDate(value);
  if (!date) return '';
  return `${formatDate(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/** 'YYYY-MM-DD', the format the API takes. */
export function formatIsoDate(value: DateInput): string {
  const date = toDate(value);
  if (!date) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const numberFormat = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 });

/** '1,234.5': grouped with commas, at most 2 decimals. */
export function formatNumber(value: number | string | null | undefined): string {
  const number = Number(value ?? 0);
  return numberFormat.format(Number.isFinite(number) ? number : 0);
}

/** '£1,250,000' or '-£12.5'. */
export function formatMoney(value: number | string | null | undefined): string {
  const formatted = formatNumber(value);
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
