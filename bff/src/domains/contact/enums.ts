/** The contact domain's numeric enums (see base/numeric-enum.ts). */
export const numericEnums = {
  /** NotSent=0, Pending=1, Accepted=2. */
  InviteStatus: { NOT_SENT: 0, PENDING: 1, ACCEPTED: 2 },
} as const;

export const InviteStatus = numericEnums.InviteStatus;
export type InviteStatusValue = (typeof InviteStatus)[keyof typeof InviteStatus];
