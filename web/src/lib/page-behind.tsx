import { createContext, Suspense, useContext, type ComponentType } from 'react';
import { matchPath } from 'react-router';

/**
 * A page that can stay on screen, live, behind a dialog route opened from it (the task dialog over its board):
 * features declare them beside their routes (`export const pagesBehind` in `features/<domain>/routes.tsx`), the app
 * collects them, and a dialog route shows the one its `back` path names. Features do not import each other.
 */
export type PageBehindRoute = {
  /** The page's route pattern, e.g. `/projects/:id/tasks`. */
  path: string;
  /** The page (`React.lazy`, so its code stays in its chunk), given the pattern's parameters: its own `useParams`
   * would read the dialog's route. */
  Component: ComponentType<{ params: Record<string, string | undefined> }>;
};

const PagesBehind = createContext<PageBehindRoute[]>([]);
export const PagesBehindProvider = PagesBehind.Provider;

/** The declared page that `path` names, drawn behind the dialog; nothing for any other path. */
export function PageBehind({ path }: { path: string | null }) {
  const pages = useContext(PagesBehind);
  for (const page of path ? pages : []) {
    const match = matchPath(page.path, path!);
    if (match)
      return (
        <Suspense fallback={null}>
          <page.Component params={match.params} />
        </Suspense>
      );
  }
  return null;
}
