import type { PersonWrite } from '@ft8/contract/contact-edit';
import {
  blankMessage,
  emailLabels,
  emailPattern,
  invalidEmail,
  maxTagLength,
  phoneLabels,
  profileTypes,
  tagTooLong,
} from '@ft8/contract/rules';
import type { Static } from 'typebox';

export type PersonWriteBody = Static<typeof PersonWrite>;
export type EmailEntry = { email: string; label: string };
export type PhoneEntry = { number: string; label: string };

/** The fields a person may change on their own record whatever their role. */
export const ownPreferenceFields = new Set(['table_column_prefs', 'sorting_prefs', 'signature']);

/** The person columns a write sets directly (the lists live in their own tables). */
export const scalarFields = [
  'first_name',
  'middle_name',
  'last_name',
  'title',
  'suffix',
  'profile_type',
  'client_class',
  'job_title',
  'company',
  'department',
  'website',
  'previous_company',
  'rating',
  'legal_status',
  'bio',
  'spouse',
  'birthday',
  'nickname',
  'street',
  'city',
  'postcode',
  'country',
  'home_street',
  'home_city',
  'home_postcode',
  'home_country',
] as const;
export const lookupFields = {
  categories: 'categories',
  subcategories: 'subcategories',
  use_classes: 'use_class_types',
  locations: 'location_types',
} as const;
export const lookupScalarFields = {
  title: 'title',
  legal_status: 'legal_status',
  client_class: 'client_classes',
} as const;
const listFields = ['categories', 'subcategories', 'use_classes', 'locations', 'tags', 'emails', 'phones'];
const writable = new Set<string>([...scalarFields, ...listFields, ...ownPreferenceFields]);
export const requiredFields = ['first_name', 'last_name', 'profile_type', 'company'] as const;

export type Errors = Record<string, string[]>;

/** Emails without the null entries, trimmed and lowercased (spec section 3 and 5). */
/** A user adding an address to someone who can sign in (each of their emails signs in and receives reset links). */
export const accountEmailsRefusal = 'Only an admin can change the email addresses of someone who can sign in.';

export function normaliseEmails(emails: PersonWriteBody['emails']): EmailEntry[] {
  return (emails ?? []).flatMap((entry) => {
    const email = entry?.email?.trim().toLowerCase();
    return entry && email ? [{ email, label: entry.label }] : [];
  });
}

export function normalisePhones(phones: PersonWriteBody['phones']): PhoneEntry[] {
  return (phones ?? []).flatMap((entry) => {
    const number = entry?.number?.trim();
    return entry && number ? [{ number, label: entry.label }] : [];
  });
}

/** Fields the body carries that no one may write (ids, computed values, unknown names). */
export function unknownFieldErrors(body: object): Errors {
  const unknown = Object.keys(body).filter((field) => !writable.has(field));
  return Object.fromEntries(unknown.map((field) => [field, ['This field cannot be changed here.']]));
}

/**
 * The one person validator of the api: creating and editing a contact, each line of a CSV import and a bulk edit
 * all answer with these rules and messages (the import and the bulk edit add only what is theirs: names of user
 * types, ratings written as text; capital-provider criteria).
 *
 * The section 5 rules on the person as it will be after the write (`merged`: the stored values overlaid with the
 * body). `changed` are the fields the body sets; only they are checked for blanks, so a PATCH of one field never
 * fails on another.
 */
export function personRuleErrors(
  merged: { profile_type?: number; client_class?: number | null; emails: EmailEntry[]; phones: PhoneEntry[] } & Record<
    string,
    unknown
  >,
  changed: Set<string>,
  // emailsAdded: a bulk edit that adds emails to each contact's own (none to add is no change, not a blank).
  options: { creating: boolean; callerIsAdmin: boolean; emailsAdded?: boolean },
): Errors {
  const errors: Errors = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  for (const field of requiredFields) {
    if (!options.creating && !changed.has(field)) continue;
    const value = merged[field];
    if (value === undefined) add(field, 'This field is required.');
    else if (value === null || (typeof value === 'string' && value.trim() === '')) add(field, blankMessage);
  }
  if (changed.has('profile_type') && merged.profile_type !== undefined) {
    if (!Object.values(profileTypes).includes(merged.profile_type as 1)) add('profile_type', 'Select a valid choice.');
    else if (merged.profile_type === profileTypes.admin && !options.callerIsAdmin)
      add('profile_type', 'Only admins can choose the Admin user type.');
  }
  if (
    (changed.has('client_class') || changed.has('profile_type')) &&
    merged.client_class != null &&
    merged.profile_type !== profileTypes.client
  ) {
    add('client_class', 'Client Class is only for clients.');
  }
  if (options.creating || changed.has('emails')) {
    const twice = merged.emails.find((entry, index) =>
      merged.emails.some((other, before) => before < index && other.label === entry.label),
    );
    if (merged.emails.length === 0 && !options.emailsAdded) add('emails', 'The first email address is required.');
    else if (merged.emails.some((entry) => entry.email.length > 254 || !emailPattern.test(entry.email)))
      add('emails', invalidEmail);
    else if (merged.emails.some((entry) => !(emailLabels as readonly string[]).includes(entry.label)))
      add('emails', `Email labels are ${emailLabels.join(', ')}.`);
    else if (twice)
      add(
        'emails',
        twice.label === 'Work' || twice.label === 'Home'
          ? 'Only one email address for work and home may be used.'
          : 'Only one email address for each label may be used.',
      );
    else if (new Set(merged.emails.map((entry) => entry.email)).size < merged.emails.length)
      add('emails', 'The same email address is given twice.');
  }
  if (
    changed.has('tags') &&
    Array.isArray(merged.tags) &&
    merged.tags.some((tag: string) => tag.trim().length > maxTagLength)
  ) {
    add('tags', tagTooLong);
  }
  if (changed.has('phones')) {
    if (merged.phones.some((entry) => !(phoneLabels as readonly string[]).includes(entry.label)))
      add('phones', `Phone labels are ${phoneLabels.join(', ')}.`);
  }
  return errors;
}

/** The sentence the Conflicting Email Address dialog shows (spec section 2). */
export const conflictMessage = (fullName: string) => `This work email address is already being used by: ${fullName}`;
