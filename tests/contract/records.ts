// The records a contract test makes for itself. The files share one api and run side by side, so a test reads only
// what it created: a unique word in a name, then a search or filter for that word, or the ids it was given.
import { expect } from 'vitest';
import type { PersonDetailJson } from './answers.js';
import { api, apiUrl } from './client.js';

/** A word no other record holds: `prefix`, then the time and a random part (lowercase letters and digits). */
export const unique = (prefix = '') => `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

/** The fields of a new contact: a unique last name and work email unless `overrides` give them. */
export const newPerson = (overrides: object = {}) => ({
  first_name: 'Contract',
  last_name: `Test ${unique()}`,
  company: 'Contract Co',
  profile_type: 2,
  emails: [{ email: `Contract.${unique()}@Example.TEST`, label: 'Work' }],
  ...overrides,
});

/** `POST people/` of `newPerson(overrides)`: the contact created. */
export async function createPerson(token: string, overrides: object = {}): Promise<PersonDetailJson> {
  const created = await api<PersonDetailJson>('POST', 'people/', { token, body: newPerson(overrides) });
  expect(created.status, created.text).toBe(201);
  return created.body;
}

/** Lender: a category whose contacts are capital providers (the lookups of migration 004). */
const lenderCategory = 1;

/**
 * A capital provider: a contact in a lending category (`overrides` may name others) with lending criteria.
 * Answers the contact as created and the id of its criteria (what the list's `capital_provider` holds).
 */
export async function createCapitalProvider(token: string, overrides: object = {}) {
  const person = await createPerson(token, { categories: [lenderCategory], ...overrides });
  const criteria = await api<{ id: number }>('POST', 'capital_provider/', {
    token,
    body: { person: person.id, cp_subcategory_types: [1], investment_classes: [1], description: 'Senior debt' },
  });
  expect(criteria.status, criteria.text).toBe(201);
  return { person, capitalProvider: criteria.body.id };
}

type ImportAnswer = {
  created: { id: number; full_name: string }[];
  duplicate: number;
  failed_lines: { line: number; reason: string }[];
};

/** `POST people/importCsv/` of `csv` as a multipart upload. */
export async function importCsv(token: string, csv: string) {
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'people.csv');
  const response = await fetch(`${apiUrl}/people/importCsv/`, {
    method: 'POST',
    headers: { authorization: `Token ${token}` },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as ImportAnswer };
}
