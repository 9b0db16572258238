// The shapes of api/README.md, checked key by key and type by type.
import { expect } from 'vitest';

export type PersonJson = {
  id: number; first_name: string; middle_name: string | null; last_name: string; full_name: string; company: string;
  job_title: string | null; rating: number | null; profile_type: number; invite_status: number; birthday: string | null;
  created_at: string; updated_at: string; categories: number[]; subcategories: number[]; use_classes: number[];
  locations: number[]; tags: string[]; emails: { email: string; label: string }[]; phones: { number: string; label: string }[];
  capital_provider: number | null; is_capital_provider: boolean; is_deleted: boolean;
  notes?: { created_at: string }[]; table_column_prefs?: Record<string, unknown>; sorting_prefs?: Record<string, unknown>;
};
export type PageJson = { count: number; next: string | null; previous: string | null; results: PersonJson[] };

type Kind = 'number' | 'string' | 'boolean' | 'object' | 'array' | 'number?' | 'string?' | 'object?';

const personKinds: Record<string, Kind> = {
  id: 'number', first_name: 'string', middle_name: 'string?', last_name: 'string', full_name: 'string', title: 'number?',
  suffix: 'string?', profile_type: 'number', categories: 'array', subcategories: 'array', use_classes: 'array',
  locations: 'array', client_class: 'number?', job_title: 'string?', company: 'string', department: 'string?',
  website: 'string?', previous_company: 'string?', rating: 'number?', legal_status: 'number?', bio: 'string?',
  spouse: 'string?', birthday: 'string?', nickname: 'string?', tags: 'array', emails: 'array', phones: 'array',
  street: 'string?', city: 'string?', postcode: 'string?', country: 'string?', home_street: 'string?', home_city: 'string?',
  home_postcode: 'string?', home_country: 'string?', invite_status: 'number', capital_provider: 'number?',
  is_capital_provider: 'boolean', is_ms_authorized: 'boolean', is_universal_owner: 'boolean', is_deleted: 'boolean',
  created_at: 'string', created_by: 'number?', updated_at: 'string', updated_by: 'number?',
};

function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

export function expectShape(value: object, kinds: Record<string, Kind>, what: string) {
  const record = value as Record<string, unknown>;
  expect(Object.keys(record).sort(), `${what} keys`).toEqual(Object.keys(kinds).sort());
  for (const [key, kind] of Object.entries(kinds)) {
    const actual = kindOf(record[key]);
    const allowed = kind.endsWith('?') ? [kind.slice(0, -1), 'null'] : [kind];
    expect(allowed, `${what}.${key} is ${actual}`).toContain(actual);
  }
}

const isoDateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
const emailLabels = ['Work', 'Home', 'Other', 'Other 2'];
const phoneLabels = ['Mobile', 'Work', 'Work 2', 'Home', 'Home 2', 'Fax', 'Other'];

export function expectPerson(person: PersonJson, extra: Record<string, Kind> = {}) {
  expectShape(person, { ...personKinds, ...extra }, `person ${person?.id}`);
  expect(person.created_at).toMatch(isoDateTime);
  expect(person.updated_at).toMatch(isoDateTime);
  if (person.birthday !== null) expect(person.birthday).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  for (const list of [person.categories, person.subcategories, person.use_classes, person.locations]) {
    for (const id of list) expect(typeof id).toBe('number');
  }
  for (const tag of person.tags) expect(tag).toBe(String(tag).toLowerCase());
  for (const email of person.emails) {
    expectShape(email, { email: 'string', label: 'string' }, 'email');
    expect(emailLabels).toContain(email.label);
  }
  for (const phone of person.phones) {
    expectShape(phone, { number: 'string', label: 'string' }, 'phone');
    expect(phoneLabels).toContain(phone.label);
  }
  expect(person.is_capital_provider || person.capital_provider === null || typeof person.capital_provider === 'number').toBe(true);
}

export const currentUserExtra: Record<string, Kind> = { signature: 'string?', table_column_prefs: 'object', sorting_prefs: 'object' };

export function expectPage(page: PageJson) {
  expectShape(page, { count: 'number', next: 'string?', previous: 'string?', results: 'array' }, 'page');
  for (const link of [page.next, page.previous]) if (link !== null) expect(link).toMatch(/^https?:\/\//);
}

export const capitalProviderKinds: Record<string, Kind> = {
  id: 'number', person: 'number', cp_subcategory_types: 'array', investment_classes: 'array', investing_geographies: 'array',
  currency: 'string', max_ltv: 'number', max_ltgdv: 'number', max_ltc: 'number', min_irr: 'number', min_roe: 'number',
  min_term: 'number', max_term: 'number', min_size: 'number', max_size: 'number', is_sharia: 'boolean',
  is_development: 'boolean', is_land: 'boolean', is_prs: 'boolean', is_debt: 'boolean', is_equity: 'boolean',
  description: 'string',
};

export const outlookStatusKinds: Record<string, Kind> = {
  has_outlook_credentials: 'boolean', has_outlook_subscription: 'boolean', credentials_are_active: 'boolean', subscriptions_are_active: 'boolean',
};

export const messages = {
  notProvided: { detail: 'Authentication credentials were not provided.' },
  invalidToken: { detail: 'Invalid token.' },
  forbidden: { detail: 'You do not have permission to perform this action.' },
  notFound: { detail: 'Not found.' },
};
