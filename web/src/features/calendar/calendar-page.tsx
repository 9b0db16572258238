import { Navigate, useLocation, useParams } from 'react-router';
import { usePageSearch } from '../../lib/page-search';
import { CalendarSearchResults } from './calendar-search-results';
import { MonthCalendar } from './month-calendar';

/**
 * /calendar/{range}: the month view, or, while the top bar's Page Search holds a term, the tasks it finds (clearing
 * it restores the calendar). The month view is the only range: any other goes to /calendar/month.
 */
export function CalendarPage() {
  const { range } = useParams();
  const { search: query } = useLocation();
  const { search } = usePageSearch();
  if (range !== 'month') return <Navigate to={`/calendar/month${query}`} replace />;
  const term = search.trim();
  return term ? <CalendarSearchResults search={term} /> : <MonthCalendar />;
}
