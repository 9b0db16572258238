// What contact-edit.spec.ts and contact-capital-provider.spec.ts share: a contact as REST answers it, and names of
// the test's own.

export type PersonJson = {
  id: number;
  first_name: string;
  last_name: string;
  full_name: string;
  company: string;
  job_title: string | null;
  profile_type: number;
  emails: { email: string; label: string }[];
  phones: { number: string; label: string }[];
  tags: string[];
  invite_status: number;
  is_deleted: boolean;
};

/** A stamp for the test's own names and addresses. */
export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
