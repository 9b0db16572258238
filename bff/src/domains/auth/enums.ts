/** The auth domain's numeric enums (see base/numeric-enum.ts). */
export const numericEnums = {
  /** Spec section 6: Admin=1, User=2, Client=3, Guest=4. */
  ProfileType: { ADMIN: 1, USER: 2, CLIENT: 3, GUEST: 4 },
} as const;

export const ProfileType = numericEnums.ProfileType;
export type ProfileTypeValue = (typeof ProfileType)[keyof typeof ProfileType];
