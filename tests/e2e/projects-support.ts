// What projects.spec.ts and projects-roles.spec.ts share: a project as REST answers it.

export type RestProject = {
  id: number;
  name: string;
  status: number;
  capital_required: number;
  success_fee: number;
  total_fees: number;
  closing_date: string;
  transaction_sub_types: number[];
  tags: string[];
  members: { person: number; state: number; person_details: { full_name: string } }[];
  notes: { text: string }[];
};
