import { useQuery } from '@apollo/client/react';
import { useEffect, useMemo } from 'react';
import { useParams } from 'react-router';
import { useNotify } from '../../components/notifications/notifications';
import { notifyGraphQLError } from '../../components/notifications/notify-error';
import { EmailTracker_ProjectDocument, EmailTracker_StatesDocument } from '../../generated/graphql';
import { isStaff, useCurrentUser } from '../../lib/current-user';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useNotFound } from '../../lib/use-not-found';
import { companyGroups } from './company-groups';

/** What someone who may not read a project's providers sees instead of its tracker. */
export const TRACKER_REFUSED = "The email tracker is for the firm's staff and the project's owners.";
/** Spec part 2 section 8's message for a project that does not load. */
const PROJECT_NOT_FOUND = 'Project not found';

/**
 * The project of /projects/:id/email-tracker with its providers grouped by company. Spec part 2 section 2: a 404 on
 * load says 'Project not found' (section 8) and goes to the not-found route.
 */
export function useTrackerProject() {
  const { id = '' } = useParams();
  const notify = useNotify();
  const numeric = /^\d+$/.test(id);
  const { data, loading, error } = useQuery(EmailTracker_ProjectDocument, {
    variables: { id },
    skip: !numeric,
    fetchPolicy: 'cache-and-network',
  });
  const states = useQuery(EmailTracker_StatesDocument).data?.lookups.providerRelationTypes;
  const project = data?.project ?? null;
  useDocumentTitle(project ? `${project.name}: Email Tracker` : undefined);

  const missing = !numeric || (!loading && !error && data !== undefined && project === null);
  useNotFound(missing, PROJECT_NOT_FOUND);
  useEffect(() => {
    if (error) notifyGraphQLError(notify, error, PROJECT_NOT_FOUND);
  }, [error, notify]);

  // Spec part 2 section 1: the providers are managed with full access (staff, the project's owners), and the api
  // sends them to no one else; anyone else would read an empty tracker.
  const { user } = useCurrentUser();
  const readsProviders =
    isStaff(user) ||
    Boolean(project?.members.some((member) => member.personId === user?.id && member.state === 'OWNER'));

  const groups = useMemo(
    () => (project && states ? companyGroups(states, project.providers) : null),
    [project, states],
  );
  return { id, project, states: states ?? [], groups, readsProviders };
}
