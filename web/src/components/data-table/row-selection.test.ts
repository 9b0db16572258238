import { describe, expect, it } from 'vitest';
import { countSelectedRows, selectionOfRows } from './row-selection';

describe('row selection', () => {
  const rowIds = new Set(['1', '2', '3']);

  it('keeps only the list’s own rows: a ticked group row is no selected record', () => {
    expect(selectionOfRows({ 'name:Ava': true, '1': true, 'name:Ben': true, '2': true }, rowIds)).toEqual({
      '1': true,
      '2': true,
    });
  });

  it('counts the selected rows, not group rows nor unticked entries', () => {
    expect(countSelectedRows({ 'name:Ava': true, '1': true, '3': false }, rowIds)).toBe(1);
    expect(countSelectedRows({}, rowIds)).toBe(0);
  });
});
