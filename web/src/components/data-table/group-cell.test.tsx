import { describe, expect, it } from 'vitest';
import type { MRT_Row } from 'material-react-table';
import { groupCount } from './group-cell';

type Deal = { id: string; stage: string };

const groupRow = (value: unknown, loaded: number) =>
  ({ groupingValue: value, subRows: Array.from({ length: loaded }) }) as unknown as MRT_Row<Deal>;

describe('group counts', () => {
  it('count the loaded rows of a group in a list the server does not count', () => {
    expect(groupCount(groupRow('Lead', 3))).toBe(3);
  });

  it("take the server's count for the group's value, the whole list and not only the loaded pages", () => {
    const counts = new Map([
      ['Lead', 120],
      ['', 7],
    ]);
    expect(groupCount(groupRow('Lead', 3), counts)).toBe(120);
    expect(groupCount(groupRow(null, 2), counts)).toBe(7);
  });

  it('give no count, never the loaded rows, while the server has not counted the group', () => {
    expect(groupCount(groupRow('Lead', 3), 'pending')).toBeUndefined();
    expect(groupCount(groupRow('Won', 4), new Map([['Lead', 120]]))).toBeUndefined();
  });
});
