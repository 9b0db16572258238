import type { InviteStatus, ProfileType } from '../../generated/graphql';

// The names users see for the spec's numeric states (part 1, sections 1 and 4).
export const PROFILE_TYPE_LABELS: Record<ProfileType, string> = {
  ADMIN: 'Admin',
  USER: 'User',
  CLIENT: 'Client',
  GUEST: 'Guest',
};

export const INVITE_STATUS_LABELS: Record<InviteStatus, string> = {
  NOT_SENT: 'Not Sent',
  PENDING: 'Pending',
  ACCEPTED: 'Accepted',
};
