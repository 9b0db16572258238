import type { RouteObject } from 'react-router';
import { PageSkeleton } from '../components/page-skeleton';
import { routesFor } from './feature-routes';
import { followsDeals, isAdmin, isStaffUser, RequireAccess, RequireAuth, SignedOutOnly } from './guards';
import { RouteError } from './route-error';
import { RouteTitle } from './route-title';
import { SessionFrame } from './session-frame';
import { AppShell } from './shell/app-shell';

// The route tree, built from the features' routes by who may open them (their `handle.access`).
export const routes: RouteObject[] = [
  {
    // The first page's code loads before the router renders: a skeleton meanwhile.
    element: <RouteTitle />,
    HydrateFallback: PageSkeleton,
    errorElement: <RouteError />,
    children: [
      { element: <SignedOutOnly />, children: routesFor('signed-out') },
      ...routesFor('public'),
      {
        element: (
          <RequireAuth>
            <AppShell />
          </RequireAuth>
        ),
        children: [
          {
            // A page whose code or route fails shows why inside the frame, with Reload (not the router's own page).
            errorElement: <RouteError />,
            children: [
              ...routesFor('signed-in'),
              { element: <RequireAccess allow={followsDeals} />, children: routesFor('deal') },
              { element: <RequireAccess allow={isStaffUser} />, children: routesFor('staff') },
              { element: <RequireAccess allow={isAdmin} />, children: routesFor('admin') },
            ],
          },
        ],
      },
      { element: <SessionFrame />, children: routesFor('any') },
    ],
  },
];
