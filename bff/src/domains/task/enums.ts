/** The task domain's numeric enums (see base/numeric-enum.ts). */
export const numericEnums = {
  /** Spec part 2 section 4: Owner=1, Client=2, Member=3, Guest=4. */
  MembershipState: { OWNER: 1, CLIENT: 2, MEMBER: 3, GUEST: 4 },
  /** Spec part 2 section 4: To Do=1, Submitted=2, Approved=3. */
  TaskState: { TO_DO: 1, SUBMITTED: 2, APPROVED: 3 },
} as const;

export type MembershipStateValue = (typeof numericEnums.MembershipState)[keyof typeof numericEnums.MembershipState];
export type TaskStateValue = (typeof numericEnums.TaskState)[keyof typeof numericEnums.TaskState];
