/** The project domain's numeric enums (see base/numeric-enum.ts). */
export const numericEnums = {
  /** Spec part 2 section 4: Contacted=1, Interested=2, Negotiating=3, Terms Agreed=4, Rejected=5. */
  ProviderRelationState: { CONTACTED: 1, INTERESTED: 2, NEGOTIATING: 3, TERMS_AGREED: 4, REJECTED: 5 },
} as const;

export type ProviderRelationStateValue =
  (typeof numericEnums.ProviderRelationState)[keyof typeof numericEnums.ProviderRelationState];
