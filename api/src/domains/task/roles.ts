import type { DomainSeed } from '../../test-support/fixture.js';
import { signedIn, type Endpoint } from '../../test-support/roles.js';

declare module '../../test-support/fixture.js' {
  interface DomainFixtures {
    /** `dealTask`: on the project fixture's deal, assigned to the guest, with a comment; `otherTask`: on `other`. */
    task: { dealTask: number; otherTask: number; comment: number };
  }
}

export const seed: DomainSeed = async (db, base, { project }) => {
  if (!project) throw new Error('the task fixture needs the project fixture');
  const task = async (projectId: number, title: string) => {
    const column = await db
      .selectFrom('project_column')
      .select('id')
      .where('project_id', '=', projectId)
      .orderBy('position')
      .executeTakeFirst();
    const columnId =
      column?.id ??
      (
        await db
          .insertInto('project_column')
          .values({ project_id: projectId, name: 'Analysing', position: 1 })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const { id } = await db
      .insertInto('task')
      .values({ project_id: projectId, column_id: columnId, title, created_by: base.accounts.admin })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  };
  const dealTask = await task(project.deal, 'Send the term sheet');
  const otherTask = await task(project.other, 'Instruct the valuer');
  await db.insertInto('task_assignee').values({ task_id: dealTask, person_id: base.accounts.guest }).execute();
  const { id: comment } = await db
    .insertInto('task_comment')
    .values({ task_id: dealTask, text: 'Draft attached.', creator_id: base.accounts.admin })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { dealTask, otherTask, comment };
};

const all = (status: number) => ({ anonymous: 401, admin: status, user: status, client: status, guest: status });

/** What each role gets from this domain's routes (spec part 2 section 6); see ../role-matrix.test.ts. */
export const endpoints: Endpoint[] = [
  { method: 'GET', route: '/api/tasks/', url: () => '/api/tasks/', expect: signedIn },
  { method: 'POST', route: '/api/tasks/', url: () => '/api/tasks/', payload: {}, expect: all(400) },
  // The client is on the deal's team, the guest is assigned to its task.
  {
    method: 'GET',
    route: '/api/tasks/{id}/',
    url: (_, f) => `/api/tasks/${f.domains.task.dealTask}/`,
    expect: signedIn,
  },
  {
    method: 'GET',
    route: '/api/tasks/{id}/',
    url: (_, f) => `/api/tasks/${f.domains.task.otherTask}/`,
    expect: { ...signedIn, client: 403, guest: 403 },
  },
  {
    method: 'PATCH',
    route: '/api/tasks/{id}/',
    url: (_, f) => `/api/tasks/${f.domains.task.dealTask}/`,
    payload: { title: ' ' },
    expect: { anonymous: 401, admin: 400, user: 400, client: 403, guest: 403 },
  },
  { method: 'DELETE', route: '/api/tasks/{id}/', url: () => '/api/tasks/999999/', expect: all(404) },
  { method: 'POST', route: '/api/tasks/{id}/submit/', url: () => '/api/tasks/999999/submit/', expect: all(404) },
  {
    method: 'POST',
    route: '/api/tasks/{id}/approve/',
    url: (_, f) => `/api/tasks/${f.domains.task.dealTask}/approve/`,
    expect: { anonymous: 401, admin: 400, user: 400, client: 403, guest: 403 },
  },
  { method: 'POST', route: '/api/tasks/{id}/reject/', url: () => '/api/tasks/999999/reject/', expect: all(404) },
  {
    method: 'GET',
    route: '/api/tasks/comments/',
    url: (_, f) => `/api/tasks/comments/?task=${f.domains.task.dealTask}`,
    expect: signedIn,
  },
  {
    method: 'POST',
    route: '/api/tasks/comments/',
    url: () => '/api/tasks/comments/',
    payload: { text: 'x', task: 999999 },
    expect: all(400),
  },
  {
    method: 'PATCH',
    route: '/api/tasks/comments/{id}/',
    url: (_, f) => `/api/tasks/comments/${f.domains.task.comment}/`,
    payload: { text: ' ' },
    expect: { anonymous: 401, admin: 400, user: 403, client: 403, guest: 403 },
  },
  { method: 'DELETE', route: '/api/tasks/comments/{id}/', url: () => '/api/tasks/comments/999999/', expect: all(404) },
];

endpoints.push(
  {
    method: 'GET',
    route: '/api/tasks/{id}/files/',
    url: (_, f) => `/api/tasks/${f.domains.task.dealTask}/files/`,
    expect: signedIn,
  },
  {
    method: 'POST',
    route: '/api/tasks/{id}/files/',
    url: (_, f) => `/api/tasks/${f.domains.task.dealTask}/files/`,
    payload: {},
    expect: all(400),
  },
  {
    method: 'GET',
    route: '/api/tasks/files/{id}/download/',
    url: () => '/api/tasks/files/999999/download/',
    expect: all(404),
  },
  { method: 'DELETE', route: '/api/tasks/files/{id}/', url: () => '/api/tasks/files/999999/', expect: all(404) },
);

// The board's columns, served as `projects/columns/`.
endpoints.push(
  {
    method: 'GET',
    route: '/api/projects/columns/',
    url: (_, f) => `/api/projects/columns/?project=${f.domains.project.other}`,
    expect: { anonymous: 401, admin: 200, user: 200, client: 403, guest: 403 },
  },
  {
    method: 'PATCH',
    route: '/api/projects/columns/{id}/',
    url: () => '/api/projects/columns/999999/',
    payload: { name: 'x' },
    expect: { anonymous: 401, admin: 404, user: 404, client: 404, guest: 404 },
  },
  {
    method: 'POST',
    route: '/api/projects/columns/change_columns_prefs/',
    url: () => '/api/projects/columns/change_columns_prefs/',
    payload: { '999999': { hidden: true } },
    expect: { anonymous: 401, admin: 400, user: 400, client: 400, guest: 400 },
  },
);
