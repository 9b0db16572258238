import { emailLabels, phoneLabels } from '@ft8/contract/rules';
// Answers checked against the contract's own schemas (../../contract, the ones the api's routes declare), plus
// the facts of api/README.md a schema does not state.
import { answerCheck, type Static } from '@ft8/contract/check';
import type { CurrentUser, Person, PersonDetail, PersonPage } from '@ft8/contract/contact';
import { expect } from 'vitest';

type Schema = Parameters<typeof answerCheck>[0];

export type PersonJson = Static<typeof Person>;
export type CurrentUserJson = Static<typeof CurrentUser>;
export type PersonDetailJson = Static<typeof PersonDetail>;
export type PageJson = Static<typeof PersonPage>;

const checks = new Map<Schema, ReturnType<typeof answerCheck>>();

/** The answer fits the schema exactly: every field of the right type, none missing, none the contract lacks. */
export function expectAnswer(schema: Schema, value: unknown, what = 'answer') {
  let check = checks.get(schema);
  if (!check) checks.set(schema, (check = answerCheck(schema)));
  expect(check(value), what).toEqual([]);
}

const isoDateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/** A Person (or a schema that extends it: PersonDetail, CurrentUser) and the rules its values follow. */
export function expectPerson(person: PersonJson, schema: Schema) {
  expectAnswer(schema, person, `person ${person?.id}`);
  expect(person.created_at).toMatch(isoDateTime);
  expect(person.updated_at).toMatch(isoDateTime);
  for (const tag of person.tags) expect(tag).toBe(tag.toLowerCase());
  for (const email of person.emails) expect(emailLabels).toContain(email.label);
  for (const phone of person.phones) expect(phoneLabels).toContain(phone.label);
}

export function expectPage(page: PageJson, schema: Schema) {
  expectAnswer(schema, page, 'page');
  for (const link of [page.next, page.previous]) if (link !== null) expect(link).toMatch(/^https?:\/\//);
}

export const messages = {
  notProvided: { detail: 'Authentication credentials were not provided.' },
  invalidToken: { detail: 'Invalid token.' },
  forbidden: { detail: 'You do not have permission to perform this action.' },
  notFound: { detail: 'Not found.' },
};
