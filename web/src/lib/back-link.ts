import { useCallback } from 'react';
import { useLocation } from 'react-router';

/**
 * A dialog route's link (the task's `/task/{id}`) with the page on screen (its path and query) as `back`: closing the
 * dialog returns there (the calendar with its month, projects and search; a contact), not to the task's board.
 */
export function useBackLink(): (path: string) => string {
  const { pathname, search } = useLocation();
  return useCallback(
    (path: string) => `${path}?back=${encodeURIComponent(`${pathname}${search}`)}`,
    [pathname, search],
  );
}
