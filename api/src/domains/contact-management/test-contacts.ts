import type { TestApp } from '../../test-support/test-app.js';

// What the contact-management test files share (management.test.ts, duplicates.test.ts, merge.test.ts): their JSON
// call, a contact as the API answers it, and contacts of the test's own.

export type Person = Record<string, unknown> & { id: number; notes?: { id: number }[] };

/** The app and the admin's headers are read at each call, as a test file sets them in beforeAll. */
export function contactManagementCalls(testApp: () => TestApp, admin: () => { authorization: string }) {
  /** A JSON call under `/api`, as the admin unless `headers` says otherwise: its status and parsed body. */
  const call = async (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
    headers = admin(),
  ) => {
    const response = await testApp().app.inject({ method, url: `/api${url}`, headers, ...(payload && { payload }) });
    return { status: response.statusCode, body: response.body ? response.json<unknown>() : undefined };
  };
  const detail = async (id: number) => (await call('GET', `/people/${id}/`)).body as Person;

  /** A current contact (a user) with one work email, and a note when given. */
  async function createContact(first: string, last: string, company: string, email: string, note?: string) {
    const { db } = testApp().database;
    const { id } = await db
      .insertInto('person')
      .values({ first_name: first, last_name: last, company, profile_type: 2 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('person_email').values({ person_id: id, position: 0, email, label: 'Work' }).execute();
    if (note) await db.insertInto('note').values({ person_id: id, text: note }).execute();
    return id;
  }

  return { call, detail, createContact };
}
