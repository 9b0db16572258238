import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

// Attachments of drafts (emails/contexts/{id}/add_files/, emails/contexts/files/{id}/): the owner's only, listed in
// the draft's uploaded_files, recorded on the message sent, and their bytes discarded with the draft.

const BOUNDARY = '----ft8draftfiles';
const upload = (name: string, text: string) => ({
  headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  payload: Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: text/plain\r\n\r\n${text}\r\n--${BOUNDARY}--\r\n`,
  ),
});

let t: TestApp;
let dataDir: string;
let admin: { authorization: string };
let user: { authorization: string };
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'ft8-draft-files-'));
  t = await createTestApp({ dataDir });
  admin = await t.signIn('admin@ft8.test');
  user = await t.signIn('user@ft8.test');
  await t.app.inject({ method: 'GET', url: '/api/auth/login_with_ms/?state=/', headers: admin });
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const stored = async () => readdir(join(dataDir, 'files')).catch(() => [] as string[]);
type Draft = { id: number; uploaded_files: { id: number; name: string; size: number }[] };

describe('draft attachments', () => {
  it('attaches files to your draft, lists them, records them on the message sent, and discards them with the draft', async () => {
    const before = (await stored()).length;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/emails/contexts/',
      headers: admin,
      payload: { to: [t.fixture.people.ann], subject: 'Terms', body: '<p>Attached.</p>' },
    });
    const draft = created.json<Draft>().id;
    const posted = await t.app.inject({
      method: 'POST',
      url: `/api/emails/contexts/${draft}/add_files/`,
      headers: { ...admin, ...upload('terms.txt', 'the terms').headers },
      payload: upload('terms.txt', 'the terms').payload,
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const [file] = posted.json<{ id: number; name: string; document: string }[]>();
    expect(file).toMatchObject({ name: 'terms.txt' });
    expect(file!.document).toMatch(new RegExp(`/api/emails/contexts/files/${file!.id}/download/$`));
    expect((await stored()).length).toBe(before + 1);

    const read = await t.app.inject({ method: 'GET', url: `/api/emails/contexts/${draft}/`, headers: admin });
    expect(read.json<Draft>().uploaded_files).toEqual([{ id: file!.id, name: 'terms.txt', size: 9 }]);
    const download = await t.app.inject({
      method: 'GET',
      url: `/api/emails/contexts/files/${file!.id}/download/`,
      headers: admin,
    });
    expect(download.body).toBe('the terms');

    // Someone else's draft: not found, for its files too.
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/emails/contexts/${draft}/files/`, headers: user })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/emails/contexts/files/${file!.id}/download/`, headers: user }))
        .statusCode,
    ).toBe(404);

    const sent = await t.app.inject({ method: 'POST', url: `/api/emails/contexts/${draft}/send/`, headers: admin });
    const message = sent.json<{ results: { message: number }[] }>().results[0]!.message;
    const carried = await t.database.db
      .selectFrom('email_message_file')
      .select(['name', 'size'])
      .where('message_id', '=', message)
      .execute();
    expect(carried.map((row) => ({ name: row.name, size: Number(row.size) }))).toEqual([
      { name: 'terms.txt', size: 9 },
    ]);

    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/emails/contexts/${draft}/`, headers: admin });
    expect(deleted.statusCode).toBe(204);
    expect((await stored()).length).toBe(before);
  });

  it('deletes one attachment of your draft', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/emails/contexts/',
      headers: admin,
      payload: { to: [] },
    });
    const draft = created.json<Draft>().id;
    const posted = await t.app.inject({
      method: 'POST',
      url: `/api/emails/contexts/${draft}/add_files/`,
      headers: { ...admin, ...upload('a.txt', 'a').headers },
      payload: upload('a.txt', 'a').payload,
    });
    const [file] = posted.json<{ id: number }[]>();
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/emails/contexts/files/${file!.id}/`, headers: user }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/emails/contexts/files/${file!.id}/`, headers: admin }))
        .statusCode,
    ).toBe(204);
    const read = await t.app.inject({ method: 'GET', url: `/api/emails/contexts/${draft}/`, headers: admin });
    expect(read.json<Draft>().uploaded_files).toEqual([]);
  });
});

describe('attachments follow a draft saved as a template, and a template made a draft', () => {
  it('copies each file (its own bytes): deleting the draft keeps the template’s, and the new draft downloads them', async () => {
    const inject = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({ method, url: `/api${url}`, headers: admin, ...(payload && { payload }) });
    const draft = (await inject('POST', '/emails/contexts/', { subject: 'With files' })).json<Draft>().id;
    for (const [name, text] of [
      ['a.txt', 'first file'],
      ['b.txt', 'second'],
    ] as const) {
      const posted = await t.app.inject({
        method: 'POST',
        url: `/api/emails/contexts/${draft}/add_files/`,
        headers: { ...admin, ...upload(name, text).headers },
        payload: upload(name, text).payload,
      });
      expect(posted.statusCode).toBe(201);
    }
    const before = (await stored()).length;
    const template = await inject('POST', `/emails/contexts/${draft}/save_as_template/`, { name: 'With files' });
    expect(template.statusCode, template.body).toBe(201);
    const templateId = template.json<{ id: number }>().id;
    expect((await stored()).length).toBe(before + 2);
    expect(await inject('DELETE', `/emails/contexts/${draft}/`).then((r) => r.statusCode)).toBe(204);

    const templateFiles = (await inject('GET', `/emails/templates/${templateId}/`)).json<Draft>().uploaded_files;
    expect(templateFiles.map((file) => [file.name, file.size])).toEqual([
      ['a.txt', 10],
      ['b.txt', 6],
    ]);
    const made = await inject('POST', `/emails/templates/${templateId}/save_as_draft/`, { to: [t.fixture.people.ann] });
    expect(made.statusCode).toBe(201);
    const copy = (await inject('GET', `/emails/contexts/${made.json<{ id: number }>().id}/`)).json<Draft>();
    expect(copy.uploaded_files.map((file) => file.name)).toEqual(['a.txt', 'b.txt']);
    const download = await inject('GET', `/emails/contexts/files/${copy.uploaded_files[0]!.id}/download/`);
    expect(download.body).toBe('first file');
  });
});
