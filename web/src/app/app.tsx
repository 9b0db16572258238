import { useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { createApolloClient } from '../lib/apollo';
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
  const router = useMemo(() => createBrowserRouter(routes), []);
  return (
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
