import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';

// The top bar's 'Page Search' box. The text lives in the URL (`?search=`) so a list can be shared and reloaded;
// the page reports whether it is loading so the box shows it (the spec's 'disabled while loading', part 1 section 2,
// made a busy state: a disabled box loses focus and what is being typed, issue 5).

export const PAGE_SEARCH_PARAM = 'search';
export const PAGE_SEARCH_DEBOUNCE_MS = 700;

// A route shows the box when its facts say `pageSearch: true` (lib/route-facts.ts).

type PageSearchLoading = { loading: boolean; setLoading: (loading: boolean) => void };

const PageSearchLoadingContext = createContext<PageSearchLoading>({ loading: false, setLoading: () => {} });

export function PageSearchProvider({ children }: { children: ReactNode }) {
  const [loading, setLoadingState] = useState(false);
  const setLoading = useCallback((next: boolean) => setLoadingState(next), []);
  const value = useMemo(() => ({ loading, setLoading }), [loading, setLoading]);
  return <PageSearchLoadingContext.Provider value={value}>{children}</PageSearchLoadingContext.Provider>;
}

/** For pages: the current search text and a way to report loading. */
export function usePageSearch(): { search: string; setLoading: (loading: boolean) => void } {
  const [params] = useSearchParams();
  const { setLoading } = useContext(PageSearchLoadingContext);
  return { search: params.get(PAGE_SEARCH_PARAM) ?? '', setLoading };
}

/** For the box in the top bar: the text, whether the page is loading, and a setter that writes the URL. */
export function usePageSearchBox(): { search: string; loading: boolean; setSearch: (search: string) => void } {
  const [params, setParams] = useSearchParams();
  const { loading } = useContext(PageSearchLoadingContext);
  const setSearch = useCallback(
    (search: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (search) next.set(PAGE_SEARCH_PARAM, search);
          else next.delete(PAGE_SEARCH_PARAM);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { search: params.get(PAGE_SEARCH_PARAM) ?? '', loading, setSearch };
}
