import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

const BOUNDARY = '----ft8owned';
const upload = (name: string, text: string) => ({
  headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  payload: Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: text/plain\r\n\r\n${text}\r\n--${BOUNDARY}--\r\n`,
  ),
});

let t: TestApp;
let dataDir: string;
let admin: { authorization: string };
let client: { authorization: string };
let guest: { authorization: string };
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'ft8-owned-files-'));
  t = await createTestApp({ dataDir });
  admin = await t.signIn('admin@ft8.test');
  client = await t.signIn('client@ft8.test');
  guest = await t.signIn('guest@ft8.test');
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const stored = async () => readdir(join(dataDir, 'files')).catch(() => [] as string[]);
type FileJson = { id: number; name: string; document: string; user: number };

describe('files on tasks and projects', () => {
  it('lets an assignee attach a file to a task, which only its uploader deletes, and which goes with the task', async () => {
    const { dealTask } = t.fixture.domains.task;
    const before = (await stored()).length;
    const posted = await t.app.inject({
      method: 'POST',
      url: `/api/tasks/${dealTask}/files/`,
      payload: upload('kyc.txt', 'passport').payload,
      headers: { ...guest, ...upload('', '').headers },
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const [file] = posted.json<FileJson[]>();
    expect(file).toMatchObject({ name: 'kyc.txt', user: t.fixture.accounts.guest });
    expect(file!.document).toMatch(new RegExp(`/api/tasks/files/${file!.id}/download/$`));
    expect((await stored()).length).toBe(before + 1);
    // The client follows the deal: sees and downloads it, may not delete it; nor may staff, who did not upload it.
    const listed = await t.app.inject({ url: `/api/tasks/${dealTask}/files/`, headers: client });
    expect(listed.json<FileJson[]>().map((row) => row.id)).toEqual([file!.id]);
    const download = await t.app.inject({ url: `/api/tasks/files/${file!.id}/download/`, headers: client });
    expect(download.body).toBe('passport');
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/tasks/files/${file!.id}/`, headers: admin })).statusCode,
    ).toBe(403);
    // Deleting the task removes its file's bytes too.
    expect((await t.app.inject({ method: 'DELETE', url: `/api/tasks/${dealTask}/`, headers: admin })).statusCode).toBe(
      204,
    );
    expect((await stored()).length).toBe(before);
  });

  it("keeps a project's files for its team, and deleting the project removes their bytes", async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/projects/',
      headers: admin,
      payload: { name: 'Files Quay', client: t.fixture.people.ann, project_types: [1], closing_date: '2027-01-01' },
    });
    const project = created.json<{ id: number }>().id;
    const before = (await stored()).length;
    const posted = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${project}/files/`,
      payload: upload('heads.txt', 'heads of terms').payload,
      headers: { ...admin, ...upload('', '').headers },
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const [file] = posted.json<FileJson[]>();
    // The client is not on this team.
    expect((await t.app.inject({ url: `/api/projects/${project}/files/`, headers: client })).statusCode).toBe(403);
    expect((await t.app.inject({ url: `/api/projects/files/${file!.id}/download/`, headers: client })).statusCode).toBe(
      403,
    );
    expect((await stored()).length).toBe(before + 1);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/projects/${project}/`, headers: admin })).statusCode,
    ).toBe(204);
    expect((await stored()).length).toBe(before);
  });
});
