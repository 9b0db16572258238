import { useCallback, useContext, useSyncExternalStore } from 'react';
import { UNSAFE_DataRouterContext, useLocation } from 'react-router';

/**
 * True while the router has moved on but the page shown is still the old one. React Router renders navigations
 * in a transition, so while the next page's code loads the old page stays up, with no sign that the click worked.
 * The router's own location updates at once (outside the transition); the rendered one only when the page is ready.
 */
export function useNavigationPending(): boolean {
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const subscribe = useCallback((notify: () => void) => router?.subscribe(notify) ?? (() => {}), [router]);
  const latestKey = useSyncExternalStore(subscribe, () => router?.state.location.key);
  const renderedKey = useLocation().key;
  return latestKey !== undefined && latestKey !== renderedKey;
}
