import { Navigate } from 'react-router';
import type { FeatureRoute } from '../../lib/route-facts';

// The calendar (spec part 2 section 2): /calendar/{range}, of which /calendar/month is the month view.
export const routes: FeatureRoute[] = [
  {
    path: 'calendar/:range',
    handle: {
      access: 'signed-in',
      title: 'Calendar',
      section: 'Calendar',
      pageSearch: true,
      nav: { place: 'tab', label: 'Calendar', order: 3, to: '/calendar/month' },
    },
    lazy: async () => ({ Component: (await import('./calendar-page')).CalendarPage }),
  },
  {
    path: 'calendar',
    handle: { access: 'signed-in', section: 'Calendar' },
    element: <Navigate to="/calendar/month" replace />,
  },
];
