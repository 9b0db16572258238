import { createContext, useContext } from 'react';
import { matchPath } from 'react-router';
import type { FeatureRoute } from './route-facts';

/** Starts loading the code of the page at `path`, so that a navigation there finds it; nothing for unknown paths. */
export type PreloadPage = (path: string) => void;

const PreloadPageContext = createContext<PreloadPage>(() => undefined);

/**
 * The app gives every feature one way to load another feature's page ahead (the next page a user is likely to open,
 * e.g. the board from its project): the feature names the path, never the other feature's module. A second import()
 * of a module returns the first one's promise, so the router's own load then finds it.
 */
export const PreloadPageProvider = PreloadPageContext.Provider;

export const usePreloadPage = () => useContext(PreloadPageContext);

/** The preloader over the app's routes: the first route whose pattern matches the path has its `lazy` started. */
export function pagePreloader(routes: readonly FeatureRoute[]): PreloadPage {
  return (path) => {
    const pathname = path.split(/[?#]/)[0]!;
    const route = routes.find((candidate) => candidate.path !== undefined && matchPath(`/${candidate.path}`, pathname));
    void route?.lazy?.().catch(() => undefined);
  };
}
