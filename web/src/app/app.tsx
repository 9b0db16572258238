import { useMemo } from 'react';
import { createBrowserRouter, RouterContextProvider, RouterProvider } from 'react-router';
import { createApolloClient } from '../lib/apollo';
import { apolloRouterContext } from '../lib/route-facts';
import { CurrentUser_MeDocument } from '../generated/graphql';
import { AppProviders } from './providers';
import { routes } from './routes';

export function App() {
  const client = useMemo(() => {
    const apollo = createApolloClient({
      // The session expired: forget the user so the guards show the login page.
      onUnauthenticated: () => apollo.cache.writeQuery({ query: CurrentUser_MeDocument, data: { me: null } }),
    });
    return apollo;
  }, []);
  // Route loaders get the client, to start a page's first query as the navigation to it starts.
  const router = useMemo(
    () =>
      createBrowserRouter(routes, {
        getContext: () => new RouterContextProvider(new Map([[apolloRouterContext, client]])),
      }),
    [client],
  );
  return (
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
