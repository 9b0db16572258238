import { useState } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A page's filters, kept in the URL's query (shared links, reloads). The router commits a new URL asynchronously
 * (a data router's navigation), so a second change made before the first landed (two picks in a row) would build
 * on the filters from before the first and drop it. Until the URL moves on, the page therefore shows, and the next
 * change builds on, the filters it last asked for; once the URL changes, the URL is the truth again (a new URL
 * also replaces a pending one, so the last change is the one that lands).
 */
export function useUrlFilters<T>(
  read: (params: URLSearchParams) => T,
  write: (filters: T) => URLSearchParams,
): [T, (next: T) => void] {
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const [asked, setAsked] = useState<{ from: string; filters: T } | null>(null);
  // The URL moved on (the change landed, or another navigation): forget what was asked.
  if (asked && asked.from !== query) setAsked(null);
  const filters = asked?.from === query ? asked.filters : read(params);
  const change = (next: T) => {
    setAsked({ from: query, filters: next });
    void setParams(write(next), { replace: true });
  };
  return [filters, change];
}
