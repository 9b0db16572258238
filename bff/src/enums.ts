// The spec's numeric states as GraphQL enums: the REST number behind each enum value, in one place. codegen.ts reads
// this file for the resolver types (`enumValues`, and the mappers that keep them numbers), schema.ts serves it as the
// enums' internal values, so arguments arrive and answers leave as REST numbers.

export const numericEnums = {
  /** Spec section 6: Admin=1, User=2, Client=3, Guest=4. */
  ProfileType: { ADMIN: 1, USER: 2, CLIENT: 3, GUEST: 4 },
  /** NotSent=0, Pending=1, Accepted=2. */
  InviteStatus: { NOT_SENT: 0, PENDING: 1, ACCEPTED: 2 },
  /** Spec part 2 section 4: Owner=1, Client=2, Member=3, Guest=4. */
  MembershipState: { OWNER: 1, CLIENT: 2, MEMBER: 3, GUEST: 4 },
  /** Spec part 2 section 4: To Do=1, Submitted=2, Approved=3. */
  TaskState: { TO_DO: 1, SUBMITTED: 2, APPROVED: 3 },
  /** Spec part 2 section 4: Contacted=1, Interested=2, Negotiating=3, Terms Agreed=4, Rejected=5. */
  ProviderRelationState: { CONTACTED: 1, INTERESTED: 2, NEGOTIATING: 3, TERMS_AGREED: 4, REJECTED: 5 },
} as const;

export const ProfileType = numericEnums.ProfileType;
export const InviteStatus = numericEnums.InviteStatus;

// The REST numbers as types (codegen.ts maps each enum `X` to `XValue`: without it, typescript-resolvers types
// numeric-valued enums as `null`).
export type ProfileTypeValue = (typeof ProfileType)[keyof typeof ProfileType];
export type InviteStatusValue = (typeof InviteStatus)[keyof typeof InviteStatus];
export type MembershipStateValue = (typeof numericEnums.MembershipState)[keyof typeof numericEnums.MembershipState];
export type TaskStateValue = (typeof numericEnums.TaskState)[keyof typeof numericEnums.TaskState];
export type ProviderRelationStateValue =
  (typeof numericEnums.ProviderRelationState)[keyof typeof numericEnums.ProviderRelationState];

/** Admin and User: the firm's staff (the api's `staff` access). */
export function isStaffProfile(profileType: number): boolean {
  return profileType === ProfileType.ADMIN || profileType === ProfileType.USER;
}

/** The enum value's name of a REST number (`1` -> `ADMIN`), or undefined for a number the enum does not have. */
export function enumNameOf(values: Readonly<Record<string, number>>, value: number): string | undefined {
  return Object.keys(values).find((name) => values[name] === value);
}
