import { Navigate } from 'react-router';
import type { FeatureRoute, RouteFacts } from '../../lib/route-facts';

const facts: RouteFacts = { access: 'staff', title: 'Search', section: 'Search' };

// Advanced search (spec part 2 section 2): /search falls back to /search/contacts. One route holds every search path
// (`{type}`, `{type}/saved/{id}`, and the contact actions `contacts/{email|assignToProject|editMultiple}`), so the page
// and its rows and results stay while its dialogs open and close over it.
export const routes: FeatureRoute[] = [
  {
    path: 'search',
    handle: { ...facts, nav: { place: 'tab', label: 'Search', order: 4 } },
    element: <Navigate to="/search/contacts" replace />,
  },
  {
    path: 'search/*',
    handle: facts,
    lazy: async () => ({ Component: (await import('./search-page')).SearchPage }),
  },
];
