import type { ApolloClient } from '@apollo/client';
import { createContext, useContext, type PointerEvent } from 'react';
import { matchPath } from 'react-router';
import { dataStartOf, type FeatureRoute } from './route-facts';

/**
 * Starts loading the code of the page at `path`, so that a navigation there finds it; nothing for unknown paths. With
 * `data`, its first data too (the route's `prefetchOnEntry`), for a navigation about to happen: a button pressed and
 * not yet released.
 */
export type PreloadPage = (path: string, options?: { data?: boolean }) => void;

const PreloadPageContext = createContext<PreloadPage>(() => undefined);

/**
 * The app gives every feature one way to load another feature's page ahead (the next page a user is likely to open,
 * e.g. the board from its project): the feature names the path, never the other feature's module. A second import()
 * of a module returns the first one's promise, so the router's own load then finds it.
 */
export const PreloadPageProvider = PreloadPageContext.Provider;

export const usePreloadPage = () => useContext(PreloadPageContext);

/**
 * The preloader over the app's routes: the first route whose pattern matches the path has its `lazy` started, and with
 * `data` its data start run with `client` once the code is there.
 */
export function pagePreloader(routes: readonly FeatureRoute[], client?: ApolloClient): PreloadPage {
  return (path, options) => {
    const pathname = path.split(/[?#]/)[0]!;
    const route = routes.find((candidate) => candidate.path !== undefined && matchPath(`/${candidate.path}`, pathname));
    void route
      ?.lazy?.()
      .then((page) => {
        if (options?.data && client) void dataStartOf(page)?.(client, new URL(path, window.location.origin));
      })
      .catch(() => undefined);
  };
}

/**
 * A link's `onPointerDown` that starts the page at `path`, its code and its first data, as the link is pressed: the
 * click only comes on release, about 100 ms later for a person. Nothing for another button, or a press that opens a
 * new window or tab (ctrl, meta, shift). A page started and never opened ends on its own (the board: after 5 s).
 */
export function useStartOnPress(path: string) {
  const preload = usePreloadPage();
  return (event: PointerEvent) => {
    if (event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey) preload(path, { data: true });
  };
}
