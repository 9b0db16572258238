import { defaultPageSize, maxPageSize } from '@ft8/contract/rules';
import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor, orderingKey, pageCursors, pageWindow, parseOrdering } from './paging.js';

const fields = ['name', 'created_at'] as const;
const byName = [{ field: 'name', direction: 'asc' }] as const;

describe('the shared list kit', () => {
  it('pages as DRF does: no or zero limit means the default, more than the maximum the maximum', () => {
    expect(pageWindow({})).toEqual({ limit: defaultPageSize, offset: 0 });
    expect(pageWindow({ limit: 0, offset: 400 })).toEqual({ limit: defaultPageSize, offset: 400 });
    expect(pageWindow({ limit: maxPageSize + 1 })).toEqual({ limit: maxPageSize, offset: 0 });
  });

  it('orders by whitelisted fields only, and by the default when none is valid', () => {
    expect(parseOrdering('-created_at,password,name', fields, [...byName])).toEqual([
      { field: 'created_at', direction: 'desc' },
      { field: 'name', direction: 'asc' },
    ]);
    expect(parseOrdering('password', fields, [...byName])).toEqual(byName);
    expect(orderingKey(parseOrdering('-created_at,name', fields, [...byName]))).toBe('-created_at,name');
  });

  it('reads back the cursors it writes, and refuses one made for another ordering', () => {
    const terms = parseOrdering('-created_at', fields, [...byName]);
    const { next, previous } = pageCursors(
      [
        { id: 7, k0: '2025-01-01' },
        { id: 3, k0: null },
      ],
      terms,
    );
    expect(decodeCursor(next!, terms)).toEqual({ ordering: '-created_at', values: [null], id: 3, before: false });
    expect(decodeCursor(previous!, terms)).toEqual({
      ordering: '-created_at',
      values: ['2025-01-01'],
      id: 7,
      before: true,
    });
    expect(() => decodeCursor(next!, [...byName])).toThrow();
    expect(() => decodeCursor('not a cursor', terms)).toThrow();
    expect(pageCursors([], terms)).toEqual({ next: undefined, previous: undefined });
    expect(encodeCursor({ ordering: 'name', values: ['a'], id: 1, before: false })).not.toContain('=');
  });
});
