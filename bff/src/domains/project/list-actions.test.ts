import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ADMIN_EMAIL, CLIENT_EMAIL, gql, restCall, restToken, startBff, type TestBff } from '../../test/bff.js';

// The projects list's actions (list-actions.ts) against the real api: deleteProjects, projectDeletionSummary and the
// CSV export route.

const DELETE = `mutation ($input: DeleteProjectsInput!) {
  deleteProjects(input: $input) { deletedIds userErrors { field message } } }`;
const SUMMARY = `query ($ids: [ID!]!) { projectDeletionSummary(ids: $ids) { projectId name taskCount fileCount } }`;

describe('projects list actions', () => {
  let bff: TestBff;
  let admin: string;
  let client: string;
  const stamp = `PLA${Date.now().toString(36)}`;
  let clientId: number;

  /** A project of the test's own, with `tasks` tasks on its first column. */
  async function project(name: string, tasks = 0) {
    const { id } = await restCall<{ id: number }>('POST', 'projects/', admin, {
      name: `${stamp} ${name}`,
      client: clientId,
      project_types: [1],
      closing_date: '2027-06-30',
    });
    const [column] = await restCall<{ id: number }[]>('GET', `projects/columns/?project=${id}`, admin);
    for (let index = 0; index < tasks; index++)
      await restCall('POST', 'tasks/', admin, { project: id, column: column!.id, title: `Task ${index}` });
    return String(id);
  }
  const status = async (id: string) =>
    (await fetch(`${inject('apiUrl')}projects/${id}/`, { headers: { authorization: `Token ${admin}` } })).status;

  beforeAll(async () => {
    bff = await startBff();
    admin = await restToken(ADMIN_EMAIL);
    client = await restToken(CLIENT_EMAIL);
    // The projects' client: a contact of this file's own.
    clientId = (
      await restCall<{ id: number }>('POST', 'people/', admin, {
        first_name: 'Client',
        last_name: stamp,
        company: `List Actions ${stamp}`,
        profile_type: 2,
        emails: [{ email: `client.${stamp}@bff.test`.toLowerCase(), label: 'Work' }],
      })
    ).id;
  });
  afterAll(() => bff.close());

  it('projectDeletionSummary names each project with its tasks and files; bad ids are BAD_USER_INPUT', async () => {
    const busy = await project('Canary Wharf', 2);
    const empty = await project('Empty Lot');
    const answer = await gql(bff, SUMMARY, { token: admin, variables: { ids: [busy, empty] } });
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data?.projectDeletionSummary).toEqual([
      { projectId: busy, name: `${stamp} Canary Wharf`, taskCount: 2, fileCount: 0 },
      { projectId: empty, name: `${stamp} Empty Lot`, taskCount: 0, fileCount: 0 },
    ]);
    const bad = await gql(bff, SUMMARY, { token: admin, variables: { ids: ['x'] } });
    expect(bad.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const forbidden = await gql(bff, SUMMARY, { token: client, variables: { ids: [busy] } });
    expect(forbidden.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('deleteProjects deletes for staff; refuses nothing selected and a user without full access', async () => {
    const first = await project('Delete One', 1);
    const second = await project('Delete Two');
    const none = await gql(bff, DELETE, { token: admin, variables: { input: { ids: [] } } });
    expect(none.body.data?.deleteProjects).toEqual({
      deletedIds: [],
      userErrors: [{ field: 'ids', message: 'Select a project first' }],
    });
    const refused = await gql(bff, DELETE, { token: client, variables: { input: { ids: [first, second] } } });
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await status(first)).toBe(200);
    const done = await gql(bff, DELETE, { token: admin, variables: { input: { ids: [second, first, first] } } });
    expect(done.body.data?.deleteProjects).toEqual({
      deletedIds: [first, second].sort((a, b) => Number(a) - Number(b)),
      userErrors: [],
    });
    expect(await status(first)).toBe(404);
    expect(await status(second)).toBe(404);
  });

  it('exports the selected projects as ft8-projectsYYYYMMDD.csv; a cross-site form is refused', async () => {
    const picked = await project('Export Me Quokka');
    await project('Not Me Quokka');
    const exportAll = (headers: Record<string, string>, token = admin, body: object = { projects: [Number(picked)] }) =>
      fetch(`${bff.url}/files/projects/exportAll`, {
        method: 'POST',
        headers: { authorization: `Token ${token}`, 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
    expect((await exportAll({})).status).toBe(403);
    const xhr = { 'x-requested-with': 'XMLHttpRequest' };
    const response = await exportAll(xhr);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="ft8-projects\d{8}\.csv"$/);
    const lines = (await response.text()).trim().split('\n');
    expect(lines[0]).toMatch(/^id,name,status/);
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual([picked]);
    const all = await exportAll(xhr, admin, { projects: 'all', search: `${stamp} quokka` });
    expect((await all.text()).trim().split('\n').slice(1)).toHaveLength(2);
    expect((await exportAll(xhr, client)).status).toBe(403);
    expect((await exportAll(xhr, admin, { projects: 'none' })).status).toBe(400);
  });
});
