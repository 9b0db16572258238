/** Spec part 1 section 3: a phone label shown under a longer name (the contact form and the bulk edit). */
export const PHONE_LABEL_NAMES: Record<string, string> = { Fax: 'Fax (Business Fax)' };
