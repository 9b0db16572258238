import { describe, expect, it } from 'vitest';
import { shouldLoadMore } from './use-infinite-load';

const scrolled = (scrollTop: number) => ({ scrollHeight: 200 * 48, clientHeight: 600, scrollTop });

describe('loading the next page', () => {
  it('waits while the row 101 from the end is far from the viewport', () => {
    expect(shouldLoadMore(scrolled(0), 25, 200)).toBe(false);
  });

  it('loads when the row 101 from the end nears the viewport', () => {
    expect(shouldLoadMore(scrolled(4000), 99, 200)).toBe(true);
  });

  it('loads within about 500 px of the bottom', () => {
    const container = scrolled(200 * 48 - 600 - 499);
    expect(shouldLoadMore(container, 0, 200)).toBe(true);
  });
});
