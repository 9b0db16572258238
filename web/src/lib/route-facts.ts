import type { ApolloClient } from '@apollo/client';
import type { ComponentType, ReactNode } from 'react';
import { createContext, useMatches, type RouterContextProvider } from 'react-router';

// What a feature says about each of its routes, beside the route itself (`features/<domain>/routes.tsx`). The app
// collects every feature's routes and builds the tree from these facts: no shared table lists pages.

/**
 * Who may open the route, which also decides its frame:
 * - `signed-out`: sign-in and password pages; a signed-in user is sent on.
 * - `signed-in`, `staff` (Admin and User), `admin`: inside the app shell; others are sent to login or home.
 * - `deal`: staff and clients (who follow their deal); guests, whose view is their tasks only, are sent home.
 * - `public`: anyone, no guard; the page draws its own frame (legal pages, redirects).
 * - `any`: anyone, inside the shell when signed in, on the public frame otherwise (not-found).
 */
export type Access = 'signed-out' | 'signed-in' | 'deal' | 'staff' | 'admin' | 'public' | 'any';

/** A link to the route in the top bar: a main tab or an item of the management menu, in `order`. */
export type NavEntry = {
  place: 'tab' | 'menu';
  label: string;
  order: number;
  /** Where the link goes when it is not the route's own path (a path with parameters). */
  to?: string;
  /** Load the page's code once the browser is idle after the first screen (the page staff open most). */
  preloadWhenIdle?: boolean;
  /**
   * And its first data, at the same moment: the page shows it at once and asks again for the latest. Does nothing
   * once the page was opened (it fetched its own).
   */
  prefetchWhenIdle?: (client: ApolloClient) => Promise<unknown>;
};

export type RouteFacts = {
  access: Access;
  /** The browser tab's title; a page showing a record may replace it with the record's name. */
  title?: string;
  /** The section the route belongs to: the print header's title and the highlighted tab. */
  section?: string;
  /** The top bar shows the Page Search box (`?search=`) on this route. */
  pageSearch?: boolean;
  nav?: NavEntry;
};

/** The app's Apollo Client, for route loaders (the router's `getContext` provides it; absent in some tests). */
export const apolloRouterContext = createContext<ApolloClient | null>(null);

type PageLoader = (args: { request: Request; context: Readonly<RouterContextProvider> }) => Promise<null>;
/** A page's data start: a loader, run when the route is entered (not again for a new `?search=` on it). */
type PagePrefetch = { loader: PageLoader; shouldRevalidate: () => boolean };

/** How long entering a page may wait for its first query before the page shows its loading state instead. */
export const PREFETCH_WAIT_MS = 1000;

/**
 * A loader that starts a page's first query as the navigation starts, and lets the navigation wait for the answer
 * (up to PREFETCH_WAIT_MS, the progress bar showing) so that the page renders once, with its data, from the cache.
 * Measured on the contacts list: the first contact row 1.2 s after the tab's click before (the page rendered its
 * skeleton first, then asked), about 0.7 s with this. The loader never fails: the page's own query shows any error,
 * and joins a request still in flight (Apollo Client deduplicates). Not run again while the route stays matched,
 * e.g. when Page Search changes `?search=`: the page's query then cancels a superseded search, which a second
 * subscriber would keep alive.
 */
export function prefetchOnEntry(prefetch: PageDataStart): PagePrefetch {
  const loader: PageLoader = async ({ request, context }) => {
    const client = context.get(apolloRouterContext);
    const data = client ? prefetch(client, new URL(request.url)) : undefined;
    if (data) await Promise.race([data, new Promise((resolve) => setTimeout(resolve, PREFETCH_WAIT_MS))]);
    return null;
  };
  dataStarts.set(loader, prefetch);
  return { loader, shouldRevalidate: () => false };
}

/** A page's data start (`prefetchOnEntry`): its first query or subscription, for the page at `url`. */
export type PageDataStart = (client: ApolloClient, url: URL) => Promise<unknown> | undefined;

const dataStarts = new WeakMap<PageLoader, PageDataStart>();

/** The data start behind a page's loader, when `prefetchOnEntry` made it (for starting a page ahead: page-preload). */
export const dataStartOf = (loaded: Partial<PagePrefetch>): PageDataStart | undefined =>
  loaded.loader && dataStarts.get(loaded.loader);

/** Loads the page's code when the route is first matched: every page is its own chunk. */
export type LazyPage = () => Promise<({ Component: ComponentType } | { element: ReactNode }) & Partial<PagePrefetch>>;

type RouteBody = { handle: RouteFacts; lazy?: LazyPage; element?: ReactNode };

/** One route of a feature: react-router's route object, flat (no children), with its facts in `handle`. */
export type FeatureRoute = RouteBody & ({ path: string; index?: never } | { index: true; path?: never });

/** The facts of the matched routes, the deepest route's facts winning. */
export function useRouteFacts(): Partial<RouteFacts> {
  const matches = useMatches();
  return Object.assign(
    {},
    ...matches.map((match) => (match.handle ?? {}) as Partial<RouteFacts>),
  ) as Partial<RouteFacts>;
}
