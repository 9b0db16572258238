import { expect } from '@playwright/test';
import { demoPassword } from './sign-in.js';

// The system of record, read directly: e2e tests compare what the screens show with it.
const apiUrl = (process.env.API_URL ?? 'http://127.0.0.1:8000/api').replace(/\/$/, '');

/** GET (or POST when `body` is given) a REST path; the answer must be a 200. */
export async function rest<T>(path: string, token?: string, body?: unknown): Promise<T> {
  const response = await fetch(`${apiUrl}/${path}`, {
    method: body ? 'POST' : 'GET',
    headers: {
      ...(token && { authorization: `Token ${token}` }),
      ...(body !== undefined && { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

/** The status a GET of a REST path answers (404 for a record that is gone). */
export async function restStatus(path: string, token: string): Promise<number> {
  return (await fetch(`${apiUrl}/${path}`, { headers: { authorization: `Token ${token}` } })).status;
}

/** A REST token for a demo account. */
export async function restToken(email: string): Promise<string> {
  return (await rest<{ token: string }>('auth/token/', undefined, { email, password: demoPassword })).token;
}

/** Connects the account's Outlook in the api's mail sandbox (what `auth/login_with_ms` does there: a 302). */
export async function connectSandboxOutlook(token: string): Promise<void> {
  const response = await fetch(`${apiUrl}/auth/login_with_ms/?state=/`, {
    headers: { authorization: `Token ${token}` },
    redirect: 'manual',
  });
  expect(response.status, 'auth/login_with_ms/').toBe(302);
}

/** Dismisses every imported duplicate (REST `people/import-duplicates/delete_multiple/`): the CSV import test leaves none behind. */
export async function clearImportedDuplicates(token: string): Promise<void> {
  const ids = (await rest<{ id: number }[]>('people/import-duplicates/', token)).map((duplicate) => duplicate.id);
  if (!ids.length) return;
  const response = await fetch(`${apiUrl}/people/import-duplicates/delete_multiple/`, {
    method: 'DELETE',
    headers: { authorization: `Token ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ ids }),
  });
  expect(response.status).toBe(204);
}

/** Creates a contact through REST `POST people/` (the answer must be a 201) and returns it as REST holds it. */
export async function createPerson<T>(token: string, fields: Record<string, unknown>): Promise<T> {
  const response = await fetch(`${apiUrl}/people/`, {
    method: 'POST',
    headers: { authorization: `Token ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(fields),
  });
  expect(response.status, 'POST people/').toBe(201);
  return (await response.json()) as T;
}

/** Any REST call with a JSON body; the answer must be a 2xx. Answers the parsed body (null for a 204). */
export async function call<T>(method: string, path: string, token: string, body?: unknown): Promise<T> {
  const response = await fetch(`${apiUrl}/${path}`, {
    method,
    headers: { authorization: `Token ${token}`, ...(body !== undefined && { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.ok, `${method} ${path}`).toBe(true);
  return (response.status === 204 ? null : await response.json()) as T;
}

/**
 * A new account of the given profile type (1 Admin, 2 User, 3 Client, 4 Guest), made as the product makes one: the
 * admin creates the contact, invites it (`people/{id}/invite/`), and the invite link from the mail sandbox sets its
 * password (`auth/reset-password/`). For tests that change an account's saved preferences (grouping, sort), so that
 * no test running at the same time on a demo account finds them changed.
 */
export async function newAccount(profileType: 1 | 2 | 3 | 4): Promise<string> {
  const token = await restToken('admin@ft8.test');
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const email = `account.${stamp}@e2e.test`;
  const person = await createPerson<{ id: number }>(token, {
    first_name: 'Account',
    last_name: stamp,
    company: 'E2E Accounts',
    profile_type: profileType,
    emails: [{ email, label: 'Work' }],
  });
  await call('POST', `people/${person.id}/invite/`, token, {});
  const mails = await rest<Array<{ body: string }>>(`sandbox/mail/?to=${encodeURIComponent(email)}`);
  const [, personId, inviteToken] = /\/invite\/(\d+)\/([A-Za-z0-9_-]+)/.exec(mails[0]!.body)!;
  await rest('auth/reset-password/', undefined, {
    person: Number(personId),
    token: inviteToken,
    password: demoPassword,
  });
  return email;
}

/** A stamp unique to one test and run: records named with it are the test's own, and a search for it finds those alone. */
export const uniqueStamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

/**
 * A project of the test's own through REST `POST projects/`, with a client contact of its own (stamped, so that no
 * other test reads or changes either). `fields` adds or overrides the project's fields (members, closing_date, ...).
 */
export async function createOwnProject(
  token: string,
  name: string,
  fields: Record<string, unknown> = {},
): Promise<{ id: number; name: string; closing_date: string }> {
  const stamp = uniqueStamp();
  const client = await createPerson<{ id: number }>(token, {
    first_name: 'Own',
    last_name: `Client${stamp}`,
    company: 'Own Clients Ltd',
    profile_type: 2,
    emails: [{ email: `own.${stamp}@own-data.test`, label: 'Work' }],
  });
  const response = await fetch(`${apiUrl}/projects/`, {
    method: 'POST',
    headers: { authorization: `Token ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name, client: client.id, project_types: [1], closing_date: '2027-12-31', ...fields }),
  });
  expect(response.status, 'POST projects/').toBe(201);
  return (await response.json()) as { id: number; name: string; closing_date: string };
}

/** Creates a task through REST `POST tasks/` on the project's first column unless `fields` names one. */
export async function createTask<T = { id: number; title: string }>(
  token: string,
  project: number,
  fields: Record<string, unknown>,
): Promise<T> {
  const column = fields.column ?? (await rest<{ id: number }[]>(`projects/columns/?project=${project}`, token))[0]!.id;
  const response = await fetch(`${apiUrl}/tasks/`, {
    method: 'POST',
    headers: { authorization: `Token ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ project, column, ...fields }),
  });
  expect(response.status, 'POST tasks/').toBe(201);
  return (await response.json()) as T;
}

/** A capital provider of the test's own: a stamped contact (of `company`) in the first capital-provider category. */
export async function createCapitalProvider<T = { id: number; company: string; full_name: string }>(
  token: string,
  stamp: string,
  company = `Lender ${stamp} Capital`,
): Promise<T> {
  const types = await rest<{ categories: { id: number; is_cp: boolean }[] }>('utils/types/', token);
  const category = types.categories.find((candidate) => candidate.is_cp)!;
  return createPerson<T>(token, {
    first_name: 'Provider',
    last_name: `Lender${stamp}`,
    company,
    profile_type: 2,
    categories: [category.id],
    emails: [{ email: `lender.${stamp}@own-data.test`, label: 'Work' }],
  });
}

/** A new account (see `newAccount`) with what tests use of it: its email, a REST token and its person id. */
export async function createAccount(profileType: 1 | 2 | 3 | 4): Promise<{ email: string; token: string; id: number }> {
  const email = await newAccount(profileType);
  const token = await restToken(email);
  return { email, token, id: (await rest<{ id: number }>('auth/me/', token)).id };
}

/** Submits and approves a task through REST (`tasks/{id}/submit/`, then `approve/`), as staff do. */
export async function approveTask(token: string, task: number): Promise<void> {
  for (const step of ['submit', 'approve']) await call('POST', `tasks/${task}/${step}/`, token);
}

type ImportResult = { created: { id: number; full_name: string }[]; duplicate: number; failed_lines: unknown[] };

/** Imports contacts from CSV text through REST `people/importCsv/`, as the list's Import does; answers its result. */
export async function importPeopleCsv(token: string, csv: string): Promise<ImportResult> {
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'contacts.csv');
  const response = await fetch(`${apiUrl}/people/importCsv/`, {
    method: 'POST',
    headers: { authorization: `Token ${token}` },
    body: form,
  });
  expect(response.status, 'POST people/importCsv/').toBe(200);
  return (await response.json()) as ImportResult;
}
