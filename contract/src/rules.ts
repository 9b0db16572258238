/**
 * Rules and constants that more than one service applies: the api enforces them, the bff and the web check the same
 * thing early. A plain module (no TypeBox), so the web may import it too. Wording from the spec.
 */

/** The labels of a contact's emails, in order (spec part 1 section 3); the first (Work) is required. */
export const emailLabels = ['Work', 'Home', 'Other', 'Other 2'] as const;
/** The labels of a contact's phones, in order; two rows are always shown. */
export const phoneLabels = ['Mobile', 'Work', 'Work 2', 'Home', 'Home 2', 'Fax', 'Other'] as const;

/**
 * An email address, on its lowercased value: the pattern of Django's EmailValidator, simplified (a local part, an
 * @, dotted labels and a letter TLD).
 */
export const emailPattern =
  /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*\.[a-z]{2,}$/;
export const invalidEmail = 'Email address is not valid';
export const isValidEmail = (email: string) => emailPattern.test(email.trim().toLowerCase());

/** The profile types of spec section 6, as REST numbers them. Admin and User are the firm's staff (full access). */
export const profileTypes = { admin: 1, user: 2, client: 3, guest: 4 } as const;
export const isStaffProfileType = (profileType: number) =>
  profileType === profileTypes.admin || profileType === profileTypes.user;

/** Text that says nothing (empty or only white space): a note, a comment, a description. */
export const isBlank = (text: string | null | undefined) => (text ?? '').trim() === '';
export const blankMessage = 'This field may not be blank.';

/**
 * The longest a contact's text fields may be, in characters, wherever a contact is written (form, bulk edit, merge,
 * CSV import). The names, company, job title, city and country are in the contacts list's sort indexes, whose entries
 * PostgreSQL caps at about 2,700 bytes (beyond, the write failed with a server error): at 4 bytes a character at
 * worst, the longest company with the longest full name (one index holds both) stays under it. Other fields: a
 * paragraph; the bio: a page.
 */
const personTextMaxLengths: Partial<Record<string, number>> = {
  first_name: 100,
  middle_name: 100,
  last_name: 100,
  company: 200,
  bio: 10_000,
};
export const maxPersonTextLength = (field: string) => personTextMaxLengths[field] ?? 500;

/** List pages (DRF's LimitOffsetPagination): no or zero limit means the default, more than the maximum the maximum. */
export const defaultPageSize = 200;
export const maxPageSize = 10_000;

/** The longest note, comment or provider note (characters): a page of text many times over. */
export const maxNoteLength = 20_000;

/** The largest file the product takes (uploads, attachments; spec part 1 section 9): 150 MB. */
export const maxFileBytes = 150 * 1024 * 1024;
/** Spec part 1 section 8: the message for a file over the limit. */
export const fileTooBigMessage = (name: string) => `File ${name} is more than 150MB. Upload failed.`;

/**
 * A CSV cell that a spreadsheet would run as a formula (CSV injection, OWASP): one that begins with `=`, `+`, `-`,
 * `@`, a tab or a carriage return is written with a leading apostrophe, so that Excel or LibreOffice shows it as text.
 * Every CSV the product writes passes its text cells through this (names come from imports and email headers).
 */
export const csvSafeCell = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

/**
 * Tags, on contacts and projects (spec part 1 section 3: a lowercased list; part 2 section 5: deduplicated
 * case-insensitively and lowercased): trimmed, lowercased, each once, blanks dropped.
 */
export const normaliseTags = (tags: readonly string[]) => [
  ...new Set(tags.map((tag) => tag.trim().toLowerCase()).filter(Boolean)),
];
/** The longest tag (trimmed), on contacts and projects. */
export const maxTagLength = 100;
export const tagTooLong = `Ensure each tag has no more than ${maxTagLength} characters.`;
/** The most tags a project carries (once normalised). */
export const maxProjectTags = 50;

/**
 * A list's search as Django REST framework's SearchFilter reads it (`search_smart_split`): split into terms at spaces,
 * a "quoted phrase" (double or single quotes) kept as one term, unquoted terms split again at commas; lowercased. A
 * row matches when it holds every term, in any order: `john smith` finds John Paul Smith, `"managing director"` only
 * the phrase. The api searches with it (`api/src/lib/search.ts`); the web filters loaded rows with the same terms.
 */
export function searchTerms(search: string | null | undefined): string[] {
  if (!search) return [];
  const terms: string[] = [];
  for (const [token, doubleQuoted, singleQuoted] of search.matchAll(/"([^"]*)"|'([^']*)'|[^\s]+/g)) {
    const phrase = doubleQuoted ?? singleQuoted;
    if (phrase !== undefined) {
      if (phrase.trim()) terms.push(phrase.trim());
    } else terms.push(...token.split(',').filter(Boolean));
  }
  return terms.map((term) => term.toLowerCase());
}

/** Whether `text` holds every term of the search (`searchTerms`), case-insensitively; no term matches everything. */
export const matchesSearch = (text: string, terms: readonly string[]) => {
  const lower = text.toLowerCase();
  return terms.every((term) => lower.includes(term));
};
