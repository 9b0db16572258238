import { useMutation } from '@apollo/client/react';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useNotify } from '../../components/notifications/notifications';
import { notifyGraphQLError } from '../../components/notifications/notify-error';
import {
  TeamMemberOptions_RemoveDocument,
  TeamMemberOptions_SetStateDocument,
  type MembershipState,
} from '../../generated/graphql';

// Spec part 2 section 8.
const UPDATE_FAILED = "Couldn't update Team Member";
const REMOVE_FAILED = "Couldn't remove Team Member";

/** A membership's state as the team lists show it. */
export const MEMBERSHIP_STATE_LABELS: Record<MembershipState, string> = {
  OWNER: 'Owner',
  CLIENT: 'Client',
  MEMBER: 'Member',
  GUEST: 'Guest',
};

/** A team membership as the owner options need it. */
export type TeamMemberRef = { id: string; fullName: string; state: MembershipState; isUniversalOwner: boolean };

/**
 * Make Owner, Make Member and Remove on a saved project's team (spec part 2 section 2), for the project page's team
 * card and the board's Team dropdown: `change(member, state)` sets a membership's state, `change(member, null)`
 * removes it; a refusal shows the spec's message with its status. `onDone` runs after either answer (a refusal often
 * means someone changed the team meanwhile: the caller reads it again).
 */
export function useTeamMemberChange(onDone?: () => void) {
  const notify = useNotify();
  const [setState] = useMutation(TeamMemberOptions_SetStateDocument);
  const [remove] = useMutation(TeamMemberOptions_RemoveDocument);
  return async (member: TeamMemberRef, state: MembershipState | null) => {
    const message = state === null ? REMOVE_FAILED : UPDATE_FAILED;
    try {
      const done =
        state === null
          ? Boolean((await remove({ variables: { input: { id: member.id } } })).data?.removeTeamMember.deletedId)
          : Boolean(
              (await setState({ variables: { input: { id: member.id, state } } })).data?.setTeamMemberState.member,
            );
      // Refused with the api's 400 (its messages as userErrors).
      if (!done) notify(message, 'error', 400);
    } catch (error) {
      notifyGraphQLError(notify, error, message);
    }
    onDone?.();
  };
}

/** The owner options of one member: Make Owner, Make Member (whichever they are not) and Remove. */
export function TeamMemberMenu<Member extends TeamMemberRef>({
  anchor,
  member,
  onChoose,
  onClose,
}: {
  anchor: HTMLElement | null;
  member: Member | null;
  onChoose: (member: Member, state: MembershipState | null) => void;
  onClose: () => void;
}) {
  return (
    <Menu anchorEl={anchor} open={Boolean(anchor && member)} onClose={onClose}>
      {member && member.state !== 'OWNER' && <MenuItem onClick={() => onChoose(member, 'OWNER')}>Make Owner</MenuItem>}
      {member && member.state !== 'MEMBER' && (
        <MenuItem onClick={() => onChoose(member, 'MEMBER')}>Make Member</MenuItem>
      )}
      {member && <MenuItem onClick={() => onChoose(member, null)}>Remove</MenuItem>}
    </Menu>
  );
}

/**
 * Beside a member's name: the universal owner's lock, else (for those who manage the team) the button that opens
 * their owner options.
 */
export function TeamMemberAction<Member extends TeamMemberRef>({
  member,
  canManage,
  onOpen,
}: {
  member: Member;
  canManage: boolean;
  onOpen: (anchor: HTMLElement, member: Member) => void;
}) {
  if (member.isUniversalOwner)
    return <LockOutlinedIcon fontSize="small" color="disabled" titleAccess="The universal owner cannot change" />;
  if (!canManage) return null;
  return (
    <IconButton
      edge="end"
      size="small"
      aria-label={`Options for ${member.fullName}`}
      onClick={(event) => onOpen(event.currentTarget, member)}
    >
      <MoreVertIcon fontSize="small" />
    </IconButton>
  );
}
