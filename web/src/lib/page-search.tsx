import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';

// The top bar's 'Page Search' box. The text lives in the URL (`?search=`) so a list can be shared and reloaded;
// the page reports whether it is loading so the box shows it (the spec's 'disabled while loading', part 1 section 2,
// made a busy state: a disabled box loses focus and what is being typed, issue 5).

export const PAGE_SEARCH_PARAM = 'search';
export const PAGE_SEARCH_DEBOUNCE_MS = 700;

// A route shows the box when its facts say `pageSearch: true` (lib/route-facts.ts).

// Two contexts: pages only report loading (a setter that never changes), so reporting it re-renders the box alone,
// not the page. With one context holding both, each report re-rendered the whole contacts list twice per load
// (about a third of the time from the Contacts tab to the first row).
const PageSearchLoadingContext = createContext(false);
const SetPageSearchLoadingContext = createContext<(loading: boolean) => void>(() => {});

export function PageSearchProvider({ children }: { children: ReactNode }) {
  const [loading, setLoading] = useState(false);
  return (
    <SetPageSearchLoadingContext.Provider value={setLoading}>
      <PageSearchLoadingContext.Provider value={loading}>{children}</PageSearchLoadingContext.Provider>
    </SetPageSearchLoadingContext.Provider>
  );
}

/** For pages: the current search text and a way to report loading. */
export function usePageSearch(): { search: string; setLoading: (loading: boolean) => void } {
  const [params] = useSearchParams();
  const setLoading = useContext(SetPageSearchLoadingContext);
  return { search: params.get(PAGE_SEARCH_PARAM) ?? '', setLoading };
}

/** For the box in the top bar: the text, whether the page is loading, and a setter that writes the URL. */
export function usePageSearchBox(): { search: string; loading: boolean; setSearch: (search: string) => void } {
  const [params, setParams] = useSearchParams();
  const loading = useContext(PageSearchLoadingContext);
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
