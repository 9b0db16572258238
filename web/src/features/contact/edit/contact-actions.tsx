import { useApolloClient, useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useNotify } from '../../../components/notifications/notifications';
import { notifyGraphQLError } from '../../../components/notifications/notify-error';
import {
  ContactActions_DeleteDocument,
  ContactActions_InviteDocument,
  ContactActions_RevokeDocument,
  type ProfileType,
} from '../../../generated/graphql';
import type { CurrentUser } from '../../../lib/current-user';
import type { ContactDetail } from '../contact-detail-types';
import { PROFILE_TYPE_LABELS } from '../../../components/lists/person-labels';
import { ConfirmDialog } from '../../../components/confirm/confirm-dialog';

const INVITABLE: ProfileType[] = ['USER', 'CLIENT', 'GUEST'];

/**
 * Invite (NotSent), Pending with 'Resend invite' (admins), Revoke (an invite status exists and it is not you), and
 * Delete (admins, not you): spec part 1 sections 2, 4 and 6.
 */
export function ContactActions({ person, currentUser }: { person: ContactDetail; currentUser: CurrentUser }) {
  const notify = useNotify();
  const navigate = useNavigate();
  const client = useApolloClient();
  const [menu, setMenu] = useState<{ anchor: HTMLElement; kind: 'invite' | 'pending' } | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [invite, inviting] = useMutation(ContactActions_InviteDocument);
  const [revoke, revoking] = useMutation(ContactActions_RevokeDocument);
  const [remove, removing] = useMutation(ContactActions_DeleteDocument);
  const isSelf = currentUser.id === person.id;
  const isAdmin = currentUser.isAdmin;

  const handleInvite = async (profileType?: ProfileType) => {
    setMenu(null);
    try {
      const { data } = await invite({ variables: { id: person.id, profileType } });
      if (data?.invitePerson.person) notify('Invite sent', 'success');
      else notify(data?.invitePerson.userErrors[0]?.message ?? "Couldn't invite user", 'error');
    } catch (error) {
      notifyGraphQLError(notify, error, "Couldn't invite user");
    }
  };

  const handleRevoke = async () => {
    setMenu(null);
    try {
      const { data } = await revoke({ variables: { id: person.id } });
      if (data?.revokeInvite.person) notify('User was revoked', 'success');
      else notify("Couldn't revoke user", 'error');
    } catch (error) {
      notifyGraphQLError(notify, error, "Couldn't revoke user");
    }
  };

  const handleDelete = async () => {
    try {
      const { data } = await remove({ variables: { id: person.id } });
      if (!data?.deletePerson.deletedId) {
        notify("Couldn't delete a user", 'error');
        return;
      }
      setConfirmDelete(false);
      client.cache.evict({ id: client.cache.identify({ __typename: 'Person', id: person.id }) });
      client.cache.evict({ fieldName: 'people' });
      client.cache.evict({ fieldName: 'personGroupCounts' });
      client.cache.gc();
      notify('User successfully deleted', 'success');
      void navigate('/contacts');
    } catch (error) {
      notifyGraphQLError(notify, error, "Couldn't delete a user");
    }
  };

  const busy = inviting.loading || revoking.loading;
  return (
    <>
      {person.inviteStatus === 'NOT_SENT' && !isSelf && (
        <Button
          variant="outlined"
          disabled={busy}
          onClick={(event) => setMenu({ anchor: event.currentTarget, kind: 'invite' })}
        >
          Invite
        </Button>
      )}
      {person.inviteStatus === 'PENDING' && (
        // 'Resend invite' is offered to admins only (spec part 1 sections 2 and 6).
        <Button
          variant="outlined"
          disabled={busy}
          onClick={(event) => isAdmin && setMenu({ anchor: event.currentTarget, kind: 'pending' })}
        >
          Pending
        </Button>
      )}
      {person.inviteStatus !== 'NOT_SENT' && !isSelf && (
        <Button variant="outlined" color="warning" disabled={busy} onClick={() => void handleRevoke()}>
          Revoke
        </Button>
      )}
      {isAdmin && !isSelf && (
        <Button variant="outlined" color="error" onClick={() => setConfirmDelete(true)}>
          Delete
        </Button>
      )}
      <Menu anchorEl={menu?.anchor} open={menu !== null} onClose={() => setMenu(null)}>
        {menu?.kind === 'invite' &&
          INVITABLE.map((type) => (
            <MenuItem key={type} onClick={() => void handleInvite(type)}>
              Invite as {PROFILE_TYPE_LABELS[type]}
            </MenuItem>
          ))}
        {menu?.kind === 'pending' && <MenuItem onClick={() => void handleInvite()}>Resend invite</MenuItem>}
      </Menu>
      <ConfirmDialog
        open={confirmDelete}
        title="Delete contact"
        confirmLabel="Delete"
        busy={removing.loading}
        onConfirm={() => void handleDelete()}
        onCancel={() => setConfirmDelete(false)}
      >
        Are you sure you want to delete {person.fullName}?
      </ConfirmDialog>
    </>
  );
}
