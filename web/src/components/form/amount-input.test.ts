import { describe, expect, it } from 'vitest';
import { acceptAmount, amountValue, groupAmount } from './amount-input';

describe('currency and percentage inputs (spec part 2 section 5)', () => {
  it('ignores a change that would give 3 or more decimals, and what is not a number', () => {
    expect(acceptAmount('1,234.56')).toBe('1234.56');
    expect(acceptAmount('1234.567')).toBeNull();
    expect(acceptAmount('12a')).toBeNull();
    expect(acceptAmount('-5')).toBeNull();
    expect(acceptAmount('12.')).toBe('12.');
  });
  it('groups with commas and treats empty as 0', () => {
    expect(groupAmount('1234567.5')).toBe('1,234,567.5');
    expect(groupAmount('0012')).toBe('12');
    expect(groupAmount('')).toBe('');
    expect(amountValue('')).toBe(0);
    expect(amountValue('2.5')).toBe(2.5);
  });
});
