import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useNotify } from '../components/notifications/notifications';

/**
 * Spec part 2 section 8: a record that does not load (it does not exist, or the user may not see it) is told with its
 * message and the 404 status, and the page is replaced by a fallback route: the not-found route, or home.
 */
export function useNotFound(missing: boolean, message: string, fallback: '/not-found' | '/' = '/not-found'): void {
  const notify = useNotify();
  const navigate = useNavigate();
  useEffect(() => {
    if (!missing) return;
    notify(message, 'error', 404);
    void navigate(fallback, { replace: true });
  }, [missing, message, fallback, navigate, notify]);
}
