import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { AssignToProjectDialog } from './assign-to-project-dialog';
import { EmailContactsDialog } from './email-contacts-dialog';

const isId = (id: string) => /^\d+$/.test(id);

type ContactActionDialogsProps = {
  /** The list under the dialogs: `/contacts` or `/search/contacts`. */
  basePath: string;
  /** After the contacts were assigned (the list clears its selection). */
  onAssigned: () => void;
};

/**
 * The dialogs of `ContactSelectionActions`, over the list they were opened from: `{basePath}/assignToProject?items=ids`
 * and `{basePath}/email?to=ids` (`company=1` for a company email). Closing one returns to `{basePath}`, keeping the
 * rest of the query.
 */
export function ContactActionDialogs({ basePath, onAssigned }: ContactActionDialogsProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const query = new URLSearchParams(location.search);
  const assignIds = location.pathname === `${basePath}/assignToProject` ? (query.get('items') ?? '').split(',') : null;
  const emailIds = location.pathname === `${basePath}/email` ? (query.get('to') ?? '').split(',').filter(isId) : null;

  const handleAssignClose = () => {
    const next = new URLSearchParams(location.search);
    next.delete('items');
    void navigate({ pathname: basePath, search: next.toString() ? `?${next}` : '' });
  };
  const handleEmailClose = useCallback(() => {
    const next = new URLSearchParams(location.search);
    next.delete('to');
    next.delete('company');
    void navigate({ pathname: basePath, search: next.toString() ? `?${next}` : '' });
  }, [basePath, location.search, navigate]);

  return (
    <>
      {emailIds && emailIds.length > 0 && (
        <EmailContactsDialog
          key={emailIds.join(',')}
          personIds={emailIds}
          isCompany={query.get('company') === '1'}
          onClose={handleEmailClose}
        />
      )}
      {assignIds && (
        <AssignToProjectDialog
          personIds={assignIds.filter(isId)}
          onClose={handleAssignClose}
          onAssigned={() => {
            onAssigned();
            handleAssignClose();
          }}
        />
      )}
    </>
  );
}
