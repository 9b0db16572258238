// The merge screen's rules (spec part 1 sections 2 and 5), apart from the screen so that they can be tested alone.

export const MERGE_FIELDS = [
  ['firstName', 'First name'],
  ['middleName', 'Middle name'],
  ['lastName', 'Last name'],
  ['jobTitle', 'Job title'],
  ['company', 'Company'],
  ['department', 'Department'],
  ['website', 'Website'],
  ['previousCompany', 'Previous company'],
  ['street', 'Street'],
  ['city', 'City'],
  ['postcode', 'Postcode'],
  ['country', 'Country'],
  ['nickname', 'Nickname'],
  ['spouse', 'Spouse'],
  ['bio', 'Bio'],
] as const;
export type MergeField = (typeof MERGE_FIELDS)[number][0];

export type MergeColumn = {
  id: string;
  title: string;
  values: Partial<Record<MergeField, string | null>>;
  emails: { email: string; label: string }[];
  phones: { number: string; label: string }[];
  capitalProvider: boolean;
};

/** Fields whose values differ between the columns: each gets a radio choice. */
export function differingFields(columns: MergeColumn[]): MergeField[] {
  return MERGE_FIELDS.map(([field]) => field).filter(
    (field) => new Set(columns.map((column) => column.values[field] ?? '')).size > 1,
  );
}

/** The values of the merged contact that differ from the survivor's (only changed fields are sent). */
export function changedFields(
  survivor: MergeColumn,
  columns: MergeColumn[],
  choice: Partial<Record<MergeField, number>>,
) {
  const changes: Partial<Record<MergeField, string | null>> = {};
  for (const [field, index] of Object.entries(choice) as [MergeField, number][]) {
    const value = columns[index]?.values[field] ?? null;
    if ((value ?? '') !== (survivor.values[field] ?? '')) changes[field] = value;
  }
  return changes;
}

const normalEmail = (email: string) => email.trim().toLowerCase();
const normalPhone = (number: string) => number.replace(/\D/g, '');

/** Every email and phone of every column, in column order: the rows the screen lists. */
export function allContactRows(columns: MergeColumn[]) {
  return {
    emails: columns.flatMap((column) => column.emails.map((email) => ({ ...email }))),
    phones: columns.flatMap((column) => column.phones.map((phone) => ({ ...phone }))),
  };
}

/**
 * The count rule: the merged emails (phones) must number as many as the distinct ones across all the contacts, so
 * that repeated ones are removed and none is lost. Returns the messages per list, empty when the rule holds.
 */
export function countErrors(columns: MergeColumn[], emails: { email: string }[], phones: { number: string }[]) {
  const distinctEmails = new Set(columns.flatMap((column) => column.emails.map((email) => normalEmail(email.email))))
    .size;
  const distinctPhones = new Set(columns.flatMap((column) => column.phones.map((phone) => normalPhone(phone.number))))
    .size;
  const errors: { emails?: string; phones?: string } = {};
  const keptEmails = new Set(emails.map((email) => normalEmail(email.email)));
  const keptPhones = new Set(phones.map((phone) => normalPhone(phone.number)));
  if (emails.length !== distinctEmails || keptEmails.size !== distinctEmails) {
    errors.emails = `Emails must number ${distinctEmails}: remove the repeated ones and keep every address.`;
  }
  if (phones.length !== distinctPhones || keptPhones.size !== distinctPhones) {
    errors.phones = `Phones must number ${distinctPhones}: remove the repeated ones and keep every number.`;
  }
  return errors;
}

/** `items=1,2,x,3` -> ['1', '2', '3']: ids are filtered to integers. */
export function integerIds(items: string | null): string[] {
  return [
    ...new Set(
      (items ?? '')
        .split(',')
        .map((item) => item.trim())
        .filter((item) => /^\d{1,9}$/.test(item)),
    ),
  ];
}
