import { useCallback, useContext, useSyncExternalStore } from 'react';
import { UNSAFE_DataRouterContext, useLocation, useNavigation } from 'react-router';

/**
 * True while the next page is on its way but the page shown is still the old one, so the click shows it worked:
 * - the router loads the next route's code (its `lazy`) before it moves on: its navigation is then not idle;
 * - React Router renders navigations in a transition: the router's own location updates at once (outside the
 *   transition), the rendered one only when the page is ready.
 */
export function useNavigationPending(): boolean {
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const subscribe = useCallback((notify: () => void) => router?.subscribe(notify) ?? (() => {}), [router]);
  const latestKey = useSyncExternalStore(subscribe, () => router?.state.location.key);
  const renderedKey = useLocation().key;
  const loading = useNavigation().state !== 'idle';
  return loading || (latestKey !== undefined && latestKey !== renderedKey);
}
