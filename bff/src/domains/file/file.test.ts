import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, CLIENT_EMAIL, gql, restCall, restToken, startBff, type TestBff } from '../../test/bff.js';

const FILES = `query ($id: ID!) { person(id: $id) { id files { id name size type document createdAt } } }`;
const DELETE = `mutation ($input: DeleteFileInput!) { deleteFile(input: $input) { deletedId userErrors { field message } } }`;

const TASK_FILES = `query ($id: ID!) { task(id: $id) { id files { id name size type document user { fullName } } } }`;
const DELETE_TASK_FILE = `mutation ($input: DeleteFileInput!) { deleteTaskFile(input: $input) { deletedId userErrors { field message } } }`;

type FileNode = { id: string; name: string; size: number; type: string; document: string };

describe('files', () => {
  let bff: TestBff;
  let admin: string;
  /** A contact of this file's own, and a task on a project of its own (the contact its client). */
  let personId: string;
  let taskId: string;
  beforeAll(async () => {
    bff = await startBff();
    admin = await restToken(ADMIN_EMAIL);
    const stamp = `file${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
    const person = await restCall<{ id: number }>('POST', 'people/', admin, {
      first_name: 'Filed',
      last_name: stamp,
      company: `Files ${stamp}`,
      profile_type: 2,
      emails: [{ email: `filed.${stamp}@bff.test`, label: 'Work' }],
    });
    personId = String(person.id);
    const project = await restCall<{ id: number }>('POST', 'projects/', admin, {
      name: `Files ${stamp}`,
      client: person.id,
      project_types: [1],
      closing_date: '2027-10-31',
    });
    const [column] = await restCall<{ id: number }[]>('GET', `projects/columns/?project=${project.id}`, admin);
    const task = await restCall<{ id: number }>('POST', 'tasks/', admin, {
      title: `Files ${stamp}`,
      project: project.id,
      column: column!.id,
    });
    taskId = String(task.id);
  });
  afterAll(() => bff.close());

  const upload = (
    form: FormData,
    headers: Record<string, string> = { authorization: `Token ${admin}`, 'x-requested-with': 'XMLHttpRequest' },
  ) => fetch(`${bff.url}/files/people/${personId}`, { method: 'POST', headers, body: form });

  it('streams an upload to the api, lists it on the person, downloads the same bytes, deletes it', async () => {
    const bytes = new Uint8Array([0, 1, 2, 250, 251, 252, 13, 10]);
    const form = new FormData();
    form.append('file', new Blob([bytes], { type: 'application/pdf' }), 'term sheet.pdf');
    const uploaded = await upload(form);
    expect(uploaded.status).toBe(201);
    const [file] = (await uploaded.json()) as { id: number }[];

    const read = await gql(bff, FILES, { token: admin, variables: { id: personId } });
    const files = (read.body.data?.person as { files: FileNode[] }).files;
    expect(files).toHaveLength(1);
    expect(files[0]).toMatchObject({
      id: String(file!.id),
      name: 'term sheet.pdf',
      size: 8,
      type: 'application/pdf',
      document: `/files/${file!.id}`,
    });

    const download = await fetch(`${bff.url}${files[0]!.document}`, { headers: { authorization: `Token ${admin}` } });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toContain('attachment; filename="term sheet.pdf"');
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(bytes);

    const deleted = await gql(bff, DELETE, { token: admin, variables: { input: { id: String(file!.id) } } });
    expect(deleted.body.data?.deleteFile).toEqual({ deletedId: String(file!.id), userErrors: [] });
    expect((await fetch(`${bff.url}/files/${file!.id}`, { headers: { authorization: `Token ${admin}` } })).status).toBe(
      404,
    );
    const after = await gql(bff, FILES, { token: admin, variables: { id: personId } });
    expect((after.body.data?.person as { files: FileNode[] }).files).toEqual([]);
  });

  it('refuses uploads without a session, without the CSRF header, and from a client', async () => {
    const form = () => {
      const data = new FormData();
      data.append('file', new Blob(['x']), 'x.txt');
      return data;
    };
    expect((await upload(form(), { 'x-requested-with': 'XMLHttpRequest' })).status).toBe(401);
    expect((await upload(form(), { authorization: `Token ${admin}` })).status).toBe(403);
    const client = await restToken(CLIENT_EMAIL);
    expect(
      (await upload(form(), { authorization: `Token ${client}`, 'x-requested-with': 'XMLHttpRequest' })).status,
    ).toBe(403);
  });

  it("a task's files: uploaded through /files/tasks/{id}, listed on the task, downloaded, deleted by their uploader", async () => {
    const headers = { authorization: `Token ${admin}` };
    const form = new FormData();
    form.append('file', new Blob(['minutes']), 'minutes.txt');
    const uploaded = await fetch(`${bff.url}/files/tasks/${taskId}`, {
      method: 'POST',
      headers: { ...headers, 'x-requested-with': 'XMLHttpRequest' },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const [file] = (await uploaded.json()) as { id: number }[];
    const read = await gql(bff, TASK_FILES, { token: admin, variables: { id: taskId } });
    const files = (read.body.data?.task as { files: (FileNode & { user: { fullName: string } })[] }).files;
    expect(files).toHaveLength(1);
    expect(files[0]).toMatchObject({
      id: String(file!.id),
      name: 'minutes.txt',
      size: 7,
      document: `/files/tasks/files/${file!.id}`,
      user: { fullName: 'Alex Morgan' },
    });
    const download = await fetch(`${bff.url}${files[0]!.document}`, { headers });
    expect(await download.text()).toBe('minutes');

    const deleted = await gql(bff, DELETE_TASK_FILE, { token: admin, variables: { input: { id: String(file!.id) } } });
    expect(deleted.body.data?.deleteTaskFile).toEqual({ deletedId: String(file!.id), userErrors: [] });
    expect((await fetch(`${bff.url}${files[0]!.document}`, { headers })).status).toBe(404);
    const after = await gql(bff, TASK_FILES, { token: admin, variables: { id: taskId } });
    expect((after.body.data?.task as { files: FileNode[] }).files).toEqual([]);
  });
});
