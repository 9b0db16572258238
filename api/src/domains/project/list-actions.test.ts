import { membershipStates } from '@ft8/contract/project';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

// The projects list's actions (list-actions-routes.ts): the CSV export and the delete confirmation's summary, and
// who may use them, with `DELETE projects/multiple/` (full access: staff, or an owner of each project).

let t: TestApp;
let admin: { authorization: string };
let client: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin@ft8.test');
  client = await t.signIn('client@ft8.test');
});
afterAll(() => t.close());

const stamp = `LA${Date.now().toString(36)}`;

/** A project made through the api (default columns, the universal owners), in a status, with `tasks` tasks. */
async function project(name: string, status: number, tasks = 0) {
  const created = await t.call('POST', '/projects/', admin, {
    name,
    client: t.fixture.people.ann,
    project_types: [1],
    closing_date: '2027-03-31',
    status,
    capital_required: 1_250_000,
    fees: 2,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const { id } = created.body as { id: number };
  const column = await t.database.db
    .selectFrom('project_column')
    .select('id')
    .where('project_id', '=', id)
    .orderBy('position')
    .executeTakeFirstOrThrow();
  if (tasks)
    await t.database.db
      .insertInto('task')
      .values(
        Array.from({ length: tasks }, (_, index) => ({ project_id: id, column_id: column.id, title: `T${index}` })),
      )
      .execute();
  return id;
}

const exportCsv = (headers: { authorization: string }, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/projects/exportAll/', headers, payload });
const csvRows = (body: string): string[][] => parse(body);
const idsOf = (body: string) =>
  csvRows(body)
    .slice(1)
    .map((row) => Number(row[0]))
    .sort((a, b) => a - b);

describe('POST projects/exportAll/', () => {
  it('answers the selected projects as ft8-projectsYYYYMMDD.csv, lookups by name, hostile cells as text', async () => {
    const hostile = await project(`=HYPERLINK("http://evil.test","${stamp}")`, 2);
    const plain = await project(`${stamp} Plain Wharf`, 1);
    await project(`${stamp} Not Selected`, 1);
    const response = await exportCsv(admin, { projects: [plain, hostile, plain] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="ft8-projects\d{8}\.csv"$/);
    const [header, ...rows] = csvRows(response.body);
    expect(header!.slice(0, 4)).toEqual(['id', 'name', 'status', 'project_types']);
    expect(rows.map((row) => Number(row[0]))).toEqual([hostile, plain]);
    expect(rows[0]![1]).toBe(`'=HYPERLINK("http://evil.test","${stamp}")`);
    expect(rows[0]![2]).toBe('Mandated');
    expect(rows[1]![header!.indexOf('client')]).toBe('Ann Smith');
    expect(rows[1]![header!.indexOf('capital_required')]).toBe('1250000');
    for (const row of rows) for (const cell of row) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  });

  it('with "all", answers the projects the list shows for the same search and status filter', async () => {
    const analysing = await project(`${stamp} All A`, 1);
    const closing = await project(`${stamp} All B`, 4);
    await project(`${stamp} All C`, 6);
    const response = await exportCsv(admin, { projects: 'all', search: `${stamp} all`, status: '1,4' });
    expect(response.statusCode, response.body).toBe(200);
    const listed = await t.call('GET', `/projects/?search=${encodeURIComponent(`${stamp} all`)}&status=1,4`, admin);
    const listIds = (listed.body as { results: { id: number }[] }).results.map((row) => row.id).sort((a, b) => a - b);
    expect(idsOf(response.body)).toEqual([analysing, closing]);
    expect(idsOf(response.body)).toEqual(listIds);
  });

  it('refuses bad input with a 400 naming it', async () => {
    for (const payload of [{}, { projects: [] }, { projects: 'some' }, { projects: 'all', status: '9' }]) {
      const response = await exportCsv(admin, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await exportCsv(admin, { projects: 'all', status: 'x' })).body).toContain('status');
  });

  it('lets a non-staff owner export only their own projects: a selected project they do not own is a 403', async () => {
    const owned = await project(`${stamp} Client Owns`, 1);
    const notOwned = await project(`${stamp} Client On Team`, 1);
    const { client: clientId } = t.fixture.accounts;
    await t.database.db
      .insertInto('project_membership')
      .values([
        { project_id: owned, person_id: clientId, state: membershipStates.owner },
        { project_id: notOwned, person_id: clientId, state: membershipStates.client },
      ])
      .execute();
    expect((await exportCsv(client, { projects: [owned, notOwned] })).statusCode).toBe(403);
    const mine = await exportCsv(client, { projects: [owned] });
    expect(idsOf(mine.body)).toEqual([owned]);
    const all = await exportCsv(client, { projects: 'all', search: stamp });
    expect(idsOf(all.body)).toEqual([owned]);
  });
});

describe('GET projects/deletion_summary/ and DELETE projects/multiple/', () => {
  it('counts the tasks and files that go with each project', async () => {
    const busy = await project(`${stamp} Canary Wharf`, 1, 3);
    const empty = await project(`${stamp} Empty Lot`, 1);
    const task = await t.database.db
      .selectFrom('task')
      .select('id')
      .where('project_id', '=', busy)
      .executeTakeFirstOrThrow();
    const file = { name: 'a.pdf', size: 1, type: 'application/pdf', storage_key: `${stamp}-key` };
    await t.database.db
      .insertInto('project_file')
      .values({ ...file, project_id: busy })
      .execute();
    await t.database.db
      .insertInto('task_file')
      .values([
        { ...file, task_id: task.id, storage_key: `${stamp}-task-1` },
        { ...file, task_id: task.id, storage_key: `${stamp}-task-2` },
      ])
      .execute();
    const summary = await t.call('GET', `/projects/deletion_summary/?ids=${busy},${empty},${busy}`, admin);
    expect(summary.status).toBe(200);
    expect(summary.body).toEqual([
      { id: busy, name: `${stamp} Canary Wharf`, tasks: 3, files: 3 },
      { id: empty, name: `${stamp} Empty Lot`, tasks: 0, files: 0 },
    ]);
    expect((await t.call('GET', '/projects/deletion_summary/?ids=0', admin)).status).toBe(400);
    expect((await t.call('GET', '/projects/deletion_summary/?ids=1,x', admin)).status).toBe(400);
  });

  it('refuses both to a user who does not own every project, and deletes for an owner', async () => {
    const owned = await project(`${stamp} Owned Delete`, 1, 1);
    const notOwned = await project(`${stamp} Not Owned Delete`, 1);
    await t.database.db
      .insertInto('project_membership')
      .values({ project_id: owned, person_id: t.fixture.accounts.client, state: membershipStates.owner })
      .execute();
    const both = { ids: [owned, notOwned] };
    expect((await t.call('GET', `/projects/deletion_summary/?ids=${owned},${notOwned}`, client)).status).toBe(403);
    expect((await t.call('DELETE', '/projects/multiple/', client, both)).status).toBe(403);
    expect((await t.call('GET', `/projects/${notOwned}/`, admin)).status).toBe(200);
    expect((await t.call('GET', `/projects/deletion_summary/?ids=${owned}`, client)).body).toEqual([
      { id: owned, name: `${stamp} Owned Delete`, tasks: 1, files: 0 },
    ]);
    const deleted = await t.call('DELETE', '/projects/multiple/', client, { ids: [owned] });
    expect(deleted).toEqual({ status: 200, body: { deleted: [owned] } });
    expect((await t.call('GET', `/projects/${owned}/`, admin)).status).toBe(404);
    expect(await t.database.db.selectFrom('task').select('id').where('project_id', '=', owned).execute()).toEqual([]);
  });
});
