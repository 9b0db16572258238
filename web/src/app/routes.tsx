import type { ApolloClient } from '@apollo/client';
import type { RouteObject } from 'react-router';
import { PageSkeleton } from '../components/page-skeleton';
import { CurrentUser_MeDocument } from '../generated/graphql';
import type { CurrentUser } from '../lib/current-user';
import type { Access, FeatureRoute } from '../lib/route-facts';
import { routesFor } from './feature-routes';
import { isAdmin, isStaffUser, RequireAccess, RequireAuth, SignedOutOnly } from './guards';
import { RouteTitle } from './route-title';
import { SessionFrame } from './session-frame';
import { AppShell } from './shell/app-shell';

const admits: Record<Access, (user: CurrentUser | null) => boolean> = {
  'signed-out': (user) => !user,
  'signed-in': (user) => Boolean(user),
  staff: (user) => Boolean(user && isStaffUser(user)),
  admin: (user) => Boolean(user && isAdmin(user)),
  public: () => true,
  any: () => true,
};

/**
 * A feature route's `prefetch` becomes a loader that starts the page's query and returns at once (the navigation
 * never waits for it), for users the route admits, as the cache knows them.
 */
function withPrefetch(route: FeatureRoute, client: ApolloClient | undefined): RouteObject {
  const { prefetch, ...rest } = route;
  if (!prefetch || !client) return rest;
  return {
    ...rest,
    loader: ({ request }) => {
      const user = client.cache.readQuery({ query: CurrentUser_MeDocument })?.me ?? null;
      if (admits[route.handle.access](user)) void Promise.resolve(prefetch(client, { url: new URL(request.url) }));
      return null;
    },
    // Only on arriving: once the page is there, it asks itself (a new search is the page's request to cancel when
    // superseded; a prefetch would hold it open).
    shouldRevalidate: () => false,
  };
}

// The route tree, built from the features' routes by who may open them (their `handle.access`). Given the app's
// Apollo client, routes that say how start their page's query with the navigation.
export function buildRoutes(client?: ApolloClient): RouteObject[] {
  const of = (access: Access) => routesFor(access).map((route) => withPrefetch(route, client));
  return [
    {
      // The first page's code loads before the router renders: a skeleton meanwhile.
      element: <RouteTitle />,
      HydrateFallback: PageSkeleton,
      children: [
        { element: <SignedOutOnly />, children: of('signed-out') },
        ...of('public'),
        {
          element: (
            <RequireAuth>
              <AppShell />
            </RequireAuth>
          ),
          children: [
            ...of('signed-in'),
            { element: <RequireAccess allow={isStaffUser} />, children: of('staff') },
            { element: <RequireAccess allow={isAdmin} />, children: of('admin') },
          ],
        },
        { element: <SessionFrame />, children: of('any') },
      ],
    },
  ];
}

export const routes: RouteObject[] = buildRoutes();
