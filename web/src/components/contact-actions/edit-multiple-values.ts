import type { BulkCapitalProviderInput, ProfileType, UpdatePeopleInput } from '../../generated/graphql';

// The bulk edit's fields (spec part 1 sections 3 and 5), named as `updatePeople`'s input names them, so that the
// server's field errors land on them.

export type Mode = 'overwrite' | 'add';

/** "Empty the field": a lookup chosen as this id is sent as empty (spec section 5). */
export const EMPTY_ID = '-1';

export const CONTACT_INFORMATION_TEXT = [
  ['middleName', 'Middle Name'],
  ['suffix', 'Suffix'],
  ['jobTitle', 'Job Title'],
  ['company', 'Company'],
  ['department', 'Department'],
  ['website', 'Website'],
  ['previousCompany', 'Previous Company'],
] as const;
export const CONTACT_DETAILS_TEXT = [
  ['street', 'Street'],
  ['city', 'City'],
  ['postcode', 'Postcode'],
  ['country', 'Country'],
  ['homeStreet', 'Home Street'],
  ['homeCity', 'Home City'],
  ['homePostcode', 'Home Postcode'],
  ['homeCountry', 'Home Country'],
  ['nickname', 'Nickname'],
  ['spouse', 'Spouse'],
  ['bio', 'Bio'],
] as const;
export const SINGLE_LOOKUPS = [
  ['title', 'Title'],
  ['clientClass', 'Client Class'],
  ['legalStatus', 'Legal Status'],
] as const;
export const MULTI_LOOKUPS = [
  ['categories', 'Contact Category'],
  ['subcategories', 'Subcategory'],
  ['useClasses', 'Use Class'],
  ['locations', 'Locations'],
] as const;
export const CP_NUMBERS = [
  ['maxLtv', 'Max LTV (%)'],
  ['maxLtgdv', 'Max LTGDV (%)'],
  ['maxLtc', 'Max LTC (%)'],
  ['minIrr', 'Min IRR (%)'],
  ['minRoe', 'Min ROE (x)'],
  ['minTerm', 'Min Term (years)'],
  ['maxTerm', 'Max Term (years)'],
  ['minSize', 'Min Size (£)'],
  ['maxSize', 'Max Size (£)'],
] as const;
export const CP_LISTS = [
  ['cpSubcategories', 'Capital Type'],
  ['investmentClassTypes', 'Investment Class'],
  ['investingGeographyTypes', 'Investing Geographies'],
] as const;
export const CP_FLAGS = [
  ['isDebt', 'Debt'],
  ['isEquity', 'Equity'],
  ['isSharia', 'Sharia'],
  ['isDevelopment', 'Development'],
  ['isLand', 'Land'],
  ['isPrs', 'PRS'],
] as const;

type TextName = (typeof CONTACT_INFORMATION_TEXT)[number][0] | (typeof CONTACT_DETAILS_TEXT)[number][0];
type SingleLookupName = (typeof SINGLE_LOOKUPS)[number][0];
type MultiLookupName = (typeof MULTI_LOOKUPS)[number][0];
export type CpNumberName = (typeof CP_NUMBERS)[number][0];
type CpListName = (typeof CP_LISTS)[number][0];
type CpFlagName = (typeof CP_FLAGS)[number][0];
/** A flag of the criteria: left as each contact has it, or set to yes or no. */
export type FlagChoice = '' | 'yes' | 'no';

export type EditMultipleForm = Record<TextName | SingleLookupName, string> &
  Record<MultiLookupName, string[]> & {
    profileType: ProfileType | '';
    /** '' leaves the rating; '0' is Not Rated. */
    rating: string;
    /** Trimmed, lowercased and deduplicated by the input as they are added. */
    tags: string[];
    emails: { email: string; label: string }[];
    phones: { number: string; label: string }[];
    cpData: Record<CpNumberName, string> &
      Record<CpListName, string[]> &
      Record<CpFlagName, FlagChoice> & {
        description: string;
      };
    /** Per field (by input name; `cpData.<field>` for criteria, kept apart since dots are paths to the form). */
    modes: Record<string, Mode>;
    cpModes: Record<string, Mode>;
  };

const each = <K extends string, V>(names: readonly (readonly [K, string])[], value: () => V) =>
  Object.fromEntries(names.map(([name]) => [name, value()])) as Record<K, V>;

export function emptyEditMultipleForm(): EditMultipleForm {
  return {
    ...each(CONTACT_INFORMATION_TEXT, () => ''),
    ...each(CONTACT_DETAILS_TEXT, () => ''),
    ...each(SINGLE_LOOKUPS, () => ''),
    ...each(MULTI_LOOKUPS, (): string[] => []),
    profileType: '',
    rating: '',
    tags: [],
    emails: [],
    phones: [],
    cpData: {
      ...each(CP_NUMBERS, () => ''),
      ...each(CP_LISTS, (): string[] => []),
      ...each(CP_FLAGS, (): FlagChoice => ''),
      description: '',
    },
    // Lists add to what each contact has unless told otherwise; single values overwrite.
    modes: { ...each(MULTI_LOOKUPS, (): Mode => 'add'), tags: 'add', emails: 'add', phones: 'add' },
    cpModes: each(CP_LISTS, (): Mode => 'add'),
  };
}

const NUMERIC = /^\s*\d+(\.\d+)?\s*$/;
/** '1,250,000.50' is a number too (the way sizes are shown); '' is no value. */
export const isNumeric = (value: string) => NUMERIC.test(value.replace(/,/g, ''));
const toNumber = (value: string) => Number(value.replace(/,/g, '').trim());
/** Lookup ids as numbers; "empty" alone is [-1]. */
const lookupIds = (ids: string[]) => (ids.includes(EMPTY_ID) ? [-1] : ids.map(Number));

/**
 * The input of `updatePeople` (spec section 5): fields with empty values are not sent, numeric strings go as numbers,
 * lookups as ids (-1 for "empty"), and `add` names the fields whose values are added to rather than overwritten.
 */
export function toUpdateInput(ids: string[], form: EditMultipleForm, showCp: boolean): UpdatePeopleInput {
  const input: UpdatePeopleInput = { ids };
  const add: string[] = [];
  const mode = (field: string) => form.modes[field] ?? 'overwrite';
  const sent = (field: string) => {
    if (mode(field) === 'add') add.push(field);
  };
  for (const [field] of [...CONTACT_INFORMATION_TEXT, ...CONTACT_DETAILS_TEXT]) {
    const value = form[field].trim();
    if (!value) continue;
    input[field] = value;
    sent(field);
  }
  for (const [field] of SINGLE_LOOKUPS) {
    if (!form[field]) continue;
    input[field] = Number(form[field]);
    sent(field);
  }
  for (const [field] of MULTI_LOOKUPS) {
    if (!form[field].length) continue;
    input[field] = lookupIds(form[field]);
    sent(field);
  }
  if (form.profileType) input.profileType = form.profileType;
  if (form.rating !== '') {
    input.rating = Number(form.rating);
    sent('rating');
  }
  // An empty list is an empty value, not sent in either mode (spec section 5): overwrite never clears the tags.
  if (form.tags.length) {
    input.tags = form.tags;
    sent('tags');
  }
  const emails = form.emails
    .filter((row) => row.email.trim())
    .map((row) => ({ email: row.email.trim().toLowerCase(), label: row.label }));
  if (emails.length) {
    input.emails = emails;
    sent('emails');
  }
  const phones = form.phones
    .filter((row) => row.number.trim())
    .map((row) => ({ number: row.number.trim(), label: row.label }));
  if (phones.length) {
    input.phones = phones;
    sent('phones');
  }
  if (showCp) {
    const cpData = toCpData(form);
    if (Object.keys(cpData).length) input.cpData = cpData;
    // Flags have no unset value to add to: they are always set.
    for (const field of [...[...CP_NUMBERS, ...CP_LISTS].map(([name]) => name), 'description' as const])
      if (field in cpData && (form.cpModes[field] ?? 'overwrite') === 'add') add.push(`cpData.${field}`);
  }
  if (add.length) input.add = add;
  return input;
}

function toCpData(form: EditMultipleForm): BulkCapitalProviderInput {
  const cp = form.cpData;
  const cpData: BulkCapitalProviderInput = {};
  for (const [field] of CP_NUMBERS) if (cp[field].trim()) cpData[field] = String(toNumber(cp[field]));
  for (const [field] of CP_LISTS) if (cp[field].length) cpData[field] = lookupIds(cp[field]);
  for (const [field] of CP_FLAGS) if (cp[field]) cpData[field] = cp[field] === 'yes';
  if (cp.description.trim()) cpData.description = cp.description.trim();
  return cpData;
}

/** The fields a server error may name (the bff names them as the input does). */
export const EDIT_MULTIPLE_FIELDS = [
  ...[...CONTACT_INFORMATION_TEXT, ...CONTACT_DETAILS_TEXT, ...SINGLE_LOOKUPS, ...MULTI_LOOKUPS].map(([name]) => name),
  'profileType',
  'rating',
  'tags',
  'emails',
  'phones',
  ...[...CP_NUMBERS, ...CP_LISTS, ...CP_FLAGS].map(([name]) => `cpData.${name}` as const),
  'cpData.description',
] as const;
