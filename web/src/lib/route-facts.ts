import type { ComponentType, ReactNode } from 'react';
import { useMatches } from 'react-router';

// What a feature says about each of its routes, beside the route itself (`features/<domain>/routes.tsx`). The app
// collects every feature's routes and builds the tree from these facts: no shared table lists pages.

/**
 * Who may open the route, which also decides its frame:
 * - `signed-out`: sign-in and password pages; a signed-in user is sent on.
 * - `signed-in`, `staff` (Admin and User), `admin`: inside the app shell; others are sent to login or home.
 * - `public`: anyone, no guard; the page draws its own frame (legal pages, redirects).
 * - `any`: anyone, inside the shell when signed in, on the public frame otherwise (not-found).
 */
export type Access = 'signed-out' | 'signed-in' | 'staff' | 'admin' | 'public' | 'any';

/** A link to the route in the top bar: a main tab or an item of the management menu, in `order`. */
export type NavEntry = {
  place: 'tab' | 'menu';
  label: string;
  order: number;
  /** Where the link goes when it is not the route's own path (a path with parameters). */
  to?: string;
  /** Load the page's code once the browser is idle after the first screen (the page staff open most). */
  preloadWhenIdle?: boolean;
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

/** Loads the page's code when the route is first matched: every page is its own chunk. */
export type LazyPage = () => Promise<{ Component: ComponentType } | { element: ReactNode }>;

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
