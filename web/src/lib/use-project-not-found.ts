import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useNotify } from '../components/notifications/notifications';

/**
 * Spec part 2 sections 2 and 8: a project that does not load (it does not exist, or the user is not on its team) says
 * 'Project not found' and goes to a fallback route: the not-found route for the project's pages, home for the client
 * dashboard.
 */
export function useProjectNotFound(missing: boolean, fallback: '/not-found' | '/' = '/not-found'): void {
  const notify = useNotify();
  const navigate = useNavigate();
  useEffect(() => {
    if (!missing) return;
    notify('Project not found', 'error', 404);
    void navigate(fallback, { replace: true });
  }, [missing, fallback, navigate, notify]);
}
