import { profileTypes } from '@ft8/contract/rules';

/** The auth domain's numeric enums (see base/numeric-enum.ts). */
export const numericEnums = {
  /** Spec section 6, numbered as REST numbers them. */
  ProfileType: {
    ADMIN: profileTypes.admin,
    USER: profileTypes.user,
    CLIENT: profileTypes.client,
    GUEST: profileTypes.guest,
  },
} as const;

export const ProfileType = numericEnums.ProfileType;
export type ProfileTypeValue = (typeof ProfileType)[keyof typeof ProfileType];
