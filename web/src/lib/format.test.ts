import { describe, expect, it } from 'vitest';
import { formatBoardDate, formatDate, formatMoney, formatPercent } from './format';

describe('formats', () => {
  it("shows dates as 'DD MMM YYYY'", () => {
    expect(formatDate('2026-03-05')).toBe('05 Mar 2026');
    expect(formatDate(null)).toBe('');
  });

  it("shows the board's dates as 'D MMMM YYYY'", () => {
    expect(formatBoardDate('2026-11-26')).toBe('26 November 2026');
    expect(formatBoardDate('2026-03-05')).toBe('5 March 2026');
    expect(formatBoardDate(new Date(2026, 10, 26, 23, 30))).toBe('26 November 2026');
    expect(formatBoardDate(null)).toBe('');
  });

  it('shows money in £ with commas and at most 2 decimals', () => {
    expect(formatMoney(1250000)).toBe('£1,250,000');
    expect(formatMoney('1234.567')).toBe('£1,234.57');
    expect(formatMoney(-12.5)).toBe('-£12.50');
    expect(formatMoney(125_000_000.5)).toBe('£125,000,000.50');
    expect(formatMoney(1_250_000)).toBe('£1,250,000');
  });

  it('shows percentages with 2 decimals', () => {
    expect(formatPercent(65)).toBe('65.00%');
  });
});
