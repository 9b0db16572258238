import { useSyncExternalStore } from 'react';

// Spec part 1 section 9: mobile means a viewport 480 px wide or less.
export const MOBILE_MAX_WIDTH = 480;

function subscribe(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

const isMobileNow = () => window.innerWidth <= MOBILE_MAX_WIDTH;

export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, isMobileNow, () => false);
}
