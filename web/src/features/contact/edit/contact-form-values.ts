import { normaliseTags, phoneLabels } from '@ft8/contract/rules';
import type { PersonInput, ProfileType } from '../../../generated/graphql';
import type { ContactDetail } from '../contact-detail-types';
import { isDirty } from '../../../lib/dirty-fields';

// Spec part 1 section 3: the labels of emails and phones, in order.
export { PHONE_LABEL_NAMES } from '../../../components/contact-actions/phone-labels';

export const REQUIRED = 'This field is required.';

export type ContactFormValues = {
  firstName: string;
  middleName: string;
  lastName: string;
  title: string;
  suffix: string;
  profileType: ProfileType | '';
  categories: string[];
  subcategories: string[];
  useClasses: string[];
  locations: string[];
  clientClass: string;
  jobTitle: string;
  company: string;
  department: string;
  website: string;
  previousCompany: string;
  rating: number;
  legalStatus: string;
  bio: string;
  spouse: string;
  birthday: string;
  nickname: string;
  tags: string[];
  emails: { email: string; label: string }[];
  phones: { number: string; label: string }[];
  street: string;
  city: string;
  postcode: string;
  country: string;
  homeStreet: string;
  homeCity: string;
  homePostcode: string;
  homeCountry: string;
};

const text = (value: string | null | undefined) => value ?? '';
const ids = (items: readonly { id: string }[]) => items.map((item) => item.id);

/** Two phone rows are always shown (Mobile and Work when empty). */
function phoneRows(phones: readonly { number: string; label: string }[]) {
  const rows = phones.map(({ number, label }) => ({ number, label }));
  for (const label of phoneLabels) {
    if (rows.length >= 2) break;
    if (!rows.some((row) => row.label === label)) rows.push({ number: '', label });
  }
  return rows;
}

/** The form's values for a contact, or for a new one (`?email=` pre-fills the first email). */
export function toFormValues(person: ContactDetail | null, email = ''): ContactFormValues {
  return {
    firstName: text(person?.firstName),
    middleName: text(person?.middleName),
    lastName: text(person?.lastName),
    title: person?.title?.id ?? '',
    suffix: text(person?.suffix),
    profileType: person?.profileType ?? '',
    categories: ids(person?.categories ?? []),
    subcategories: ids(person?.subcategories ?? []),
    useClasses: ids(person?.useClasses ?? []),
    locations: ids(person?.locations ?? []),
    clientClass: person?.clientClass?.id ?? '',
    jobTitle: text(person?.jobTitle),
    company: text(person?.company),
    department: text(person?.department),
    website: text(person?.website),
    previousCompany: text(person?.previousCompany),
    rating: person?.rating ?? 0,
    legalStatus: person?.legalStatus?.id ?? '',
    bio: text(person?.bio),
    spouse: text(person?.spouse),
    birthday: text(person?.birthday),
    nickname: text(person?.nickname),
    tags: [...(person?.tags ?? [])],
    emails:
      person && person.emails.length > 0
        ? person.emails.map(({ email: address, label }) => ({ email: address, label }))
        : [{ email: email.toLowerCase(), label: 'Work' }],
    phones: phoneRows(person?.phones ?? []),
    street: text(person?.street),
    city: text(person?.city),
    postcode: text(person?.postcode),
    country: text(person?.country),
    homeStreet: text(person?.homeStreet),
    homeCity: text(person?.homeCity),
    homePostcode: text(person?.homePostcode),
    homeCountry: text(person?.homeCountry),
  };
}

const nullable = (value: string) => (value.trim() === '' ? null : value.trim());

function fieldInput(values: ContactFormValues, field: keyof ContactFormValues): Partial<PersonInput> {
  switch (field) {
    case 'firstName':
    case 'lastName':
    case 'company':
      return { [field]: values[field].trim() };
    case 'profileType':
      return values.profileType === '' ? {} : { profileType: values.profileType };
    case 'title':
    case 'clientClass':
    case 'legalStatus':
      return { [field]: values[field] === '' ? null : values[field] };
    case 'categories':
    case 'subcategories':
    case 'useClasses':
    case 'locations':
      return { [field]: values[field] };
    case 'rating':
      return { rating: values.rating };
    case 'birthday':
      return { birthday: values.birthday === '' ? null : values.birthday };
    case 'tags':
      return { tags: normaliseTags(values.tags) };
    case 'emails':
      // Empty rows are dropped before sending (spec section 3); emails are lowercased.
      return {
        emails: values.emails
          .filter((row) => row.email.trim() !== '')
          .map((row) => ({ email: row.email.trim().toLowerCase(), label: row.label })),
      };
    case 'phones':
      return {
        phones: values.phones
          .filter((row) => row.number.trim() !== '')
          .map((row) => ({ number: row.number.trim(), label: row.label })),
      };
    default:
      return { [field]: nullable(values[field]) };
  }
}

/**
 * The mutation input: every field for a new contact, only the changed ones (react-hook-form's dirty fields) for an
 * existing one (spec section 4: a contact is updated by sending only changed fields).
 */
export function toPersonInput(
  values: ContactFormValues,
  dirty?: Partial<Record<keyof ContactFormValues, unknown>>,
): PersonInput {
  const fields = (Object.keys(values) as (keyof ContactFormValues)[]).filter(
    (field) => !dirty || isDirty(dirty[field]),
  );
  const input: PersonInput = {};
  for (const field of fields) Object.assign(input, fieldInput(values, field));
  // A client has a Client Class and no categories; anyone else no Client Class (spec section 5).
  if (values.profileType !== 'CLIENT' && (dirty === undefined || 'profileType' in input) && values.clientClass !== '')
    input.clientClass = null;
  return input;
}

/** The field of the form a server error belongs to (the bff names them as the input does). */
export const FORM_FIELDS = [
  'firstName',
  'middleName',
  'lastName',
  'title',
  'suffix',
  'profileType',
  'categories',
  'subcategories',
  'useClasses',
  'locations',
  'clientClass',
  'jobTitle',
  'company',
  'department',
  'website',
  'previousCompany',
  'rating',
  'legalStatus',
  'bio',
  'spouse',
  'birthday',
  'nickname',
  'tags',
  'emails',
  'phones',
  'street',
  'city',
  'postcode',
  'country',
  'homeStreet',
  'homeCity',
  'homePostcode',
  'homeCountry',
] as const satisfies readonly (keyof ContactFormValues)[];
