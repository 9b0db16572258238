import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import { useNotify } from '../../../components/notifications/notifications';
import { notifyGraphQLError } from '../../../components/notifications/notify-error';
import { ListActions_InviteDocument } from '../../../generated/graphql';
import { WithPopover } from '../../../components/contact-actions/with-popover';

export const INVITE_SENT = 'Invite sent';
export const INVITE_FAILED = "Couldn't invite user";

type InviteSelectedButtonProps = {
  ids: readonly string[];
  /** The popover of the disabled button ('Select a contact first'). */
  disabledHint: string | null;
  onInvited: () => Promise<void>;
};

/** Invite on the contacts list (spec part 1 section 2): sends each selected contact an invite. */
export function InviteSelectedButton({ ids, disabledHint, onInvited }: InviteSelectedButtonProps) {
  const notify = useNotify();
  const [invite, { loading }] = useMutation(ListActions_InviteDocument);

  const handleInvite = async () => {
    const results = await Promise.allSettled(ids.map((id) => invite({ variables: { id } })));
    // The spec's messages (part 1 section 8); the api's own reason when it refused one (e.g. already accepted).
    const refused = results.find((result) => result.status === 'rejected' || !result.value.data?.invitePerson.person);
    if (!refused) notify(INVITE_SENT, 'success');
    else if (refused.status === 'fulfilled')
      notify(refused.value.data?.invitePerson.userErrors[0]?.message ?? INVITE_FAILED, 'error');
    else notifyGraphQLError(notify, refused.reason, INVITE_FAILED);
    await onInvited();
  };

  return (
    <WithPopover title={disabledHint}>
      <Button
        size="small"
        variant="outlined"
        disabled={disabledHint !== null || loading}
        onClick={() => void handleInvite()}
      >
        Invite
      </Button>
    </WithPopover>
  );
}
