import { Suspense, useMemo, type ReactNode } from 'react';
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { NotificationsProvider } from '../components/notifications/notifications';
import { PageSkeleton } from '../components/page-skeleton';
import { CurrentUserProvider } from '../lib/current-user';
import { PageSearchProvider } from '../lib/page-search';
import { PagesBehindProvider } from '../lib/page-behind';
import { PreloadPageProvider, pagePreloader } from '../lib/page-preload';
import { featureRoutes, pagesBehind } from './feature-routes';
import { theme } from './theme';

type AppProvidersProps = { client: ApolloClient; children: ReactNode };

export function AppProviders({ client, children }: AppProvidersProps) {
  const preloadPage = useMemo(() => pagePreloader(featureRoutes, client), [client]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <ApolloProvider client={client}>
        <NotificationsProvider>
          <CurrentUserProvider>
            <PageSearchProvider>
              <PagesBehindProvider value={pagesBehind}>
                <PreloadPageProvider value={preloadPage}>
                  <Suspense fallback={<PageSkeleton />}>{children}</Suspense>
                </PreloadPageProvider>
              </PagesBehindProvider>
            </PageSearchProvider>
          </CurrentUserProvider>
        </NotificationsProvider>
      </ApolloProvider>
    </ThemeProvider>
  );
}
