import type { TestApp } from '../../test-support/test-app.js';

// What the project test files share: a project as the API answers it, and their JSON call.

export type ProjectDto = {
  id: number;
  name: string;
  client: number | null;
  project_types: number[];
  success_fee: number;
  total_fees: number;
  members: { id: number; person: number; state: number }[];
};

/**
 * A JSON call under `/api` through `app.inject`, PUT included (`TestApp.call` has none): its status and parsed
 * body, undefined when empty. The app is read at each call, as a test file builds it in beforeAll.
 */
export const apiCaller =
  (testApp: () => TestApp) =>
  async (
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    headers: { authorization: string },
    payload?: object,
  ) => {
    const response = await testApp().app.inject({ method, url: `/api${url}`, headers, ...(payload && { payload }) });
    return { status: response.statusCode, body: response.body ? response.json<unknown>() : undefined };
  };
