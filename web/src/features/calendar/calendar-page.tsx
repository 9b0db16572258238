import { Navigate, useLocation, useParams } from 'react-router';
import { usePageSearch } from '../../lib/page-search';
import { CalendarSearchResults } from './calendar-search-results';
import { isRange } from './calendar-model';
import { PeriodCalendar } from './period-calendar';

/**
 * /calendar/{range}: the month view (or the week or day time grid), or, while the top bar's Page Search holds a term,
 * the tasks it finds (clearing it restores the calendar). Any other range goes to /calendar/month.
 */
export function CalendarPage() {
  const { range } = useParams();
  const { search: query } = useLocation();
  const { search } = usePageSearch();
  if (!isRange(range)) return <Navigate to={`/calendar/month${query}`} replace />;
  const term = search.trim();
  return term ? <CalendarSearchResults search={term} /> : <PeriodCalendar range={range} />;
}
