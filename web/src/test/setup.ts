import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Routes are lazy-loaded: the first render of a page imports its module, which takes well over the default 1 s
// when the web suite shares a 2-core CI machine with the browser tests.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

// jsdom has no `matchMedia`: width queries (MUI's useMediaQuery, e.g. the 480 px mobile breakpoint) are answered
// from `window.innerWidth`, and listeners hear a `resize`, so tests change the viewport by setting the width.
function widthMatches(query: string): boolean {
  const width = window.innerWidth;
  return query.split(/\s+and\s+/).every((part) => {
    const max = /max-width:\s*([\d.]+)px/.exec(part);
    const min = /min-width:\s*([\d.]+)px/.exec(part);
    if (max) return width <= Number(max[1]);
    if (min) return width >= Number(min[1]);
    return false;
  });
}
window.matchMedia = (query: string) => {
  const listeners = new Set<(event: MediaQueryListEvent) => void>();
  const list = {
    media: query,
    get matches() {
      return widthMatches(query);
    },
    onchange: null,
    addEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) => listeners.delete(listener),
    addListener: (listener: (event: MediaQueryListEvent) => void) => listeners.add(listener),
    removeListener: (listener: (event: MediaQueryListEvent) => void) => listeners.delete(listener),
    dispatchEvent: () => true,
  };
  window.addEventListener('resize', () => {
    for (const listener of listeners) listener({ matches: list.matches, media: query } as MediaQueryListEvent);
  });
  return list as unknown as MediaQueryList;
};
