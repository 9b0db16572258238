import useMediaQuery from '@mui/material/useMediaQuery';

// Spec part 1 section 9: mobile means a viewport 480 px wide or less.
export const MOBILE_MAX_WIDTH = 480;

/** MUI's media-query hook, read on the first render too (no flash of the desktop layout on a phone). */
export function useIsMobile(): boolean {
  return useMediaQuery(`(max-width: ${MOBILE_MAX_WIDTH}px)`, { noSsr: true });
}
