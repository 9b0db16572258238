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

/** Text that says nothing (empty or only white space): a note, a comment, a description. */
export const isBlank = (text: string | null | undefined) => (text ?? '').trim() === '';
export const blankMessage = 'This field may not be blank.';

/** List pages (DRF's LimitOffsetPagination): no or zero limit means the default, more than the maximum the maximum. */
export const defaultPageSize = 200;
export const maxPageSize = 10_000;

/** The largest file the product takes (uploads, attachments): 150 MB. */
export const maxFileBytes = 150 * 1024 * 1024;

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
