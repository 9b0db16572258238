import type { TestApp } from '../../test-support/test-app.js';

// What list-actions.test.ts and bulk-edit.test.ts share: a contact as the API answers it, read as the admin.

export type Person = {
  id: number;
  first_name: string;
  company: string;
  job_title: string | null;
  city: string | null;
  tags: string[];
  categories: number[];
  emails: { email: string; label: string }[];
  phones: { number: string; label: string }[];
  is_deleted: boolean;
  rating: number | null;
  title: number | null;
};

/** `GET people/:id/` as the admin. The app and headers are read at each call, as a test file sets them in beforeAll. */
export const personReader = (testApp: () => TestApp, admin: () => { authorization: string }) => async (id: number) =>
  (await testApp().app.inject({ url: `/api/people/${id}/`, headers: admin() })).json<Person>();
