import { render } from '@testing-library/react';
import { MockedProvider, type MockedProviderProps } from '@apollo/client/testing/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { Suspense } from 'react';
import { routes as appRoutes } from '../app/routes';
import { theme } from '../app/theme';
import { NotificationsProvider } from '../components/notifications/notifications';
import { CurrentUser_MeDocument, type ProfileType } from '../generated/graphql';
import { createCache } from '../lib/apollo';
import { CurrentUserProvider, type CurrentUser } from '../lib/current-user';
import { PageSearchProvider } from '../lib/page-search';

type Mocks = NonNullable<MockedProviderProps['mocks']>;

export function makeUser(profileType: ProfileType, overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    __typename: 'CurrentUser',
    id: '7',
    fullName: 'Ada Lovelace',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    profileType,
    isAdmin: profileType === 'ADMIN',
    hasFullAccess: profileType === 'ADMIN' || profileType === 'USER',
    isCapitalProvider: false,
    signature: null,
    isMsAuthorized: false,
    tableColumnPrefs: null,
    sortingPrefs: null,
    ...overrides,
  };
}

export function meMock(user: CurrentUser | null): Mocks[number] {
  return {
    request: { query: CurrentUser_MeDocument },
    result: { data: { me: user } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

type RenderOptions = {
  path?: string;
  user?: CurrentUser | null;
  mocks?: Mocks;
  /** Answers every operation instead of `mocks` and the signed-in user's mock (a server the test drives). */
  link?: MockedProviderProps['link'];
  routes?: RouteObject[];
};

/** Renders the app's routes (or given ones) at `path` with mocked GraphQL, as a browser would show them. */
export function renderApp({ path = '/', user = null, mocks = [], link, routes = appRoutes }: RenderOptions = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <MockedProvider mocks={[meMock(user), ...mocks]} link={link} cache={createCache()}>
        <NotificationsProvider>
          <CurrentUserProvider>
            <PageSearchProvider>
              <Suspense fallback={null}>
                <RouterProvider router={router} />
              </Suspense>
            </PageSearchProvider>
          </CurrentUserProvider>
        </NotificationsProvider>
      </MockedProvider>
    </ThemeProvider>,
  );
  return { ...view, router };
}
