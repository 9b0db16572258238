import Button from '@mui/material/Button';
import { useLocation, useNavigate } from 'react-router';
import { useCurrentUser } from '../../lib/current-user';
import { NOT_INVITED } from './assign-to-project-dialog';
import { WithPopover } from './with-popover';

export const ADMINS_SELECTED = 'There are Admins selected and you don’t have permissions to edit Admins';
export const SELECT_FIRST = 'Select a contact first';
export const CONNECT_OUTLOOK = 'You need to connect your Outlook account to send emails via the product';

export type SelectedContact = { id: string; profileType: string; inviteStatus: string };

type ContactSelectionActionsProps = {
  selected: readonly SelectedContact[];
  /** The list the dialogs open over: `/contacts` or `/search/contacts` (`{base}/assignToProject`, `{base}/email`). */
  basePath: string;
  /** Where 'Edit multiple' goes with the selected ids. */
  editMultiplePath: (ids: readonly string[]) => string;
};

/**
 * The actions on selected contacts (spec part 1 section 2, part 2 "Advanced search"): Edit multiple, Assign to
 * Project, Email and Company email. The contacts list and the search's contact results both show these; the dialogs
 * open over the list at `{basePath}/assignToProject?items=ids` and `{basePath}/email?to=ids` (`ContactActionDialogs`),
 * keeping the list's query.
 */
export function ContactSelectionActions({ selected, basePath, editMultiplePath }: ContactSelectionActionsProps) {
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const location = useLocation();
  const isAdmin = user?.profileType === 'ADMIN';
  const ids = selected.map((row) => row.id);
  const adminsSelected = !isAdmin && selected.some((row) => row.profileType === 'ADMIN');
  const notInvited = selected.some((row) => row.inviteStatus !== 'ACCEPTED');

  const handleAssign = () => {
    const query = new URLSearchParams(location.search);
    query.set('items', ids.join(','));
    void navigate({ pathname: `${basePath}/assignToProject`, search: `?${query}` });
  };
  const handleEmail = (isCompany: boolean) => {
    const query = new URLSearchParams(location.search);
    query.set('to', ids.join(','));
    if (isCompany) query.set('company', '1');
    else query.delete('company');
    void navigate({ pathname: `${basePath}/email`, search: `?${query}` });
  };
  const emailHint = ids.length === 0 ? SELECT_FIRST : user?.isMsAuthorized ? null : CONNECT_OUTLOOK;

  return (
    <>
      <WithPopover title={ids.length === 0 ? SELECT_FIRST : adminsSelected ? ADMINS_SELECTED : null}>
        <Button
          size="small"
          variant="outlined"
          disabled={ids.length === 0 || adminsSelected}
          onClick={() => void navigate(editMultiplePath(ids))}
        >
          Edit multiple
        </Button>
      </WithPopover>
      <WithPopover title={ids.length === 0 ? SELECT_FIRST : notInvited ? NOT_INVITED : null}>
        <Button size="small" variant="outlined" disabled={ids.length === 0 || notInvited} onClick={handleAssign}>
          Assign to Project
        </Button>
      </WithPopover>
      <WithPopover title={emailHint}>
        <Button size="small" variant="outlined" disabled={emailHint !== null} onClick={() => handleEmail(false)}>
          Email
        </Button>
      </WithPopover>
      <WithPopover title={emailHint}>
        <Button size="small" variant="outlined" disabled={emailHint !== null} onClick={() => handleEmail(true)}>
          Company email
        </Button>
      </WithPopover>
    </>
  );
}
